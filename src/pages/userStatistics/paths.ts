/**
 * The user-statistics screens: every path the route table has under /userStatistics that is built. A path is also the
 * screen's authority key; a button's key is the screen's path and the action (`action(USER_STATISTICS_PATHS.integral,
 * 'adjust')`).
 */
export const USER_STATISTICS_PATHS = {
  root: '/userStatistics',
  /** role points: list, adjust with a reason, history */
  integral: '/userStatistics/integral',
} as const;
