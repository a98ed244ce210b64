/**
 * The role-rebind screen (/special/rebind-user). A path is also the screen's authority key; its buttons are
 * `${path}:rebind` (execute) and `${path}:export`. Kept apart from the area's paths.ts while several hands build the
 * area; merge into paths.ts later.
 */
export const REBIND_PATHS = {
  rebindUser: '/special/rebind-user',
} as const;
