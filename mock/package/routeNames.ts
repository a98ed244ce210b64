import type { AreaRouteNames } from '../core/types';

/**
 * The names an administrator sees for the routes of /package (resources and menu entries), the antd icon of its
 * top-level menu entry, and the buttons of its list screens where they are not add, edit, delete and export.
 */
export const routeNames: AreaRouteNames = {
  names: {
    '/package': '在线打包',
    '/package/manager': '母包管理',
    '/package/task': '打包任务',
    '/package/machine': '打包机',
    '/package/packingStatistics': '打包统计',
    '/package/checkTask': '包体自检',
    '/package/checkTask/details': '自检详情',
    '/package/checkTask/detailsJson': '参数详情',
  },
  icons: {
    '/package': 'BuildOutlined',
  },
  buttons: {
    '/package/packingStatistics': ['export'],
  },
};
