/**
 * The account-migration screen (/operate/userAccountMigration). A path is also the screen's authority key; its buttons
 * are `${path}:migrate` (execute) and `${path}:export`. Kept apart from the area's paths.ts while the operate area is
 * built by several hands; merge into paths.ts later.
 */
export const USER_ACCOUNT_MIGRATION_PATHS = {
  userAccountMigration: '/operate/userAccountMigration',
} as const;
