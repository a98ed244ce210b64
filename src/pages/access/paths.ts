/**
 * The access area's screens: every path the route table has under /access. A path is also the screen's authority
 * key; a button's key is the screen's path and the action (`action(ACCESS_PATHS.role, 'add')`, src/utils/action.ts).
 */
export const ACCESS_PATHS = {
  root: '/access',
  role: '/access/role',
  people: '/access/people',
  /** create a role, or edit the one in `?id=` (hidden) */
  roleform: '/access/roleform',
  rightGroup: '/access/rightGroup',
} as const;
