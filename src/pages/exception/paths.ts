/** The error page's path; `?errorCode=` and `?errorMessage=` say what went wrong, `?sso=1` after a failed single sign-on. */
export const EXCEPTION_PATHS = {
  root: '/exception',
} as const;
