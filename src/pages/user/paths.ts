/** The sign-in screens: every path the route table has under /user. */
export const USER_PATHS = {
  root: '/user',
  login: '/user/login',
} as const;
