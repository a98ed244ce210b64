/**
 * The self-check platform's screens: every path the route table has under /check. A path is also the screen's
 * authority key; a button's key is the screen's path and the action (`action(CHECK_PATHS.joinup, 'add')`).
 */
export const CHECK_PATHS = {
  root: '/check',
  joinup: '/check/joinup',
  /** one enrolment and its check history, `?id=` (hidden) */
  joinupDetail: '/check/joinup/detail',
  configuration: '/check/configuration',
  /** one check item's parameters, `?id=` (hidden) */
  setConfig: '/check/configuration/setConfig',
} as const;
