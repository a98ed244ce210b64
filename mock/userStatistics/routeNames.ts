import type { AreaRouteNames } from '../core/types';

/**
 * The names an administrator sees for the routes of /userStatistics (resources and menu entries), the antd icon of its
 * top-level menu entry, and the buttons of its list screens where they are not add, edit, delete and export.
 */
export const routeNames: AreaRouteNames = {
  names: {
    '/userStatistics': '用户统计',
    '/userStatistics/integral': '角色积分',
  },
  icons: {
    '/userStatistics': 'BarChartOutlined',
  },
  buttons: {
    // role points: adjust gates adjusting a role's points
    '/userStatistics/integral': ['adjust', 'export'],
  },
};
