/** The personal centre's path (also its authority key); `?key=` picks its tab. */
export const PERSON_PATHS = {
  root: '/person',
} as const;
