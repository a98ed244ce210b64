import type { AreaRouteNames } from '../core/types';

/**
 * The names an administrator sees for the routes of /dic (resources and menu entries), the antd icon of its
 * top-level menu entry, and the buttons of its list screens where they are not add, edit, delete and export.
 */
export const routeNames: AreaRouteNames = {
  names: {
    '/dic': '字典管理',
    '/dic/commonConfig': '通用配置',
    '/dic/commonConfig/create': '新增配置',
  },
  icons: {
    '/dic': 'BookOutlined',
  },
};
