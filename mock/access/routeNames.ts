import type { AreaRouteNames } from '../core/types';

/**
 * The names an administrator sees for the routes of /access (resources and menu entries), the antd icon of its
 * top-level menu entry, and the buttons of its list screens where they are not add, edit, delete and export.
 */
export const routeNames: AreaRouteNames = {
  names: {
    '/access': '权限管理',
    '/access/role': '角色管理',
    '/access/people': '人员管理',
    '/access/roleform': '角色编辑',
    '/access/rightGroup': '权限组管理',
  },
  icons: {
    '/access': 'LockOutlined',
  },
};
