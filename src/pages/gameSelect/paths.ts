import { APP_PATHS } from '@/utils/appPaths';

/** The game selection's path (also its authority key). */
export const GAME_SELECT_PATHS = {
  root: APP_PATHS.gameSelect,
} as const;
