/**
 * The role-birthday screen (/operate/userBirthday). A path is also the screen's authority key; a button's key is the
 * path and the action. Kept apart from the area's paths.ts while the operate area is built by several hands.
 */
export const USER_BIRTHDAY_PATHS = {
  userBirthday: '/operate/userBirthday',
} as const;

export const userBirthdayButton = (op: 'reward' | 'export') => `${USER_BIRTHDAY_PATHS.userBirthday}:${op}`;
