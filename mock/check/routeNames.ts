import type { AreaRouteNames } from '../core/types';

/**
 * The names an administrator sees for the routes of /check (resources and menu entries), the antd icon of its
 * top-level menu entry, and the buttons of its list screens where they are not add, edit, delete and export.
 */
export const routeNames: AreaRouteNames = {
  names: {
    '/check': '自检平台',
    '/check/joinup': '接入管理',
    '/check/configuration': '检查项配置',
    '/check/joinup/detail': '接入详情',
    '/check/configuration/setConfig': '检查项定义',
  },
  icons: {
    '/check': 'SafetyCertificateOutlined',
  },
};
