import type { AreaRouteNames } from '../core/types';

/**
 * The names an administrator sees for the routes of /oplog (resources and menu entries), the antd icon of its
 * top-level menu entry, and the buttons of its list screens where they are not add, edit, delete and export.
 */
export const routeNames: AreaRouteNames = {
  names: {
    '/oplog': '操作日志',
  },
  icons: {
    '/oplog': 'FileSearchOutlined',
  },
  buttons: {
    '/oplog': ['export'],
  },
};
