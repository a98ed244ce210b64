/** The welcome screen's path (also its authority key). */
export const WELCOME_PATHS = {
  root: '/welcome',
} as const;
