/** The game selection's path (also its authority key). */
export const GAME_SELECT_PATHS = {
  root: '/gameSelect',
} as const;
