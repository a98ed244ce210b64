import { APP_PATHS } from '@/utils/appPaths';

/** The welcome screen's path (also its authority key). */
export const WELCOME_PATHS = {
  root: APP_PATHS.welcome,
} as const;
