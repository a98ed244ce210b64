import type { AreaRouteNames } from '../core/types';

/**
 * The names an administrator sees for the routes of /pay (resources and menu entries), the antd icon of its
 * top-level menu entry, and the buttons of its list screens where they are not add, edit, delete and export.
 */
export const routeNames: AreaRouteNames = {
  names: {
    '/pay': '支付管理',
    '/pay/payConfig': '支付配置',
    '/pay/payList': '支付列表',
    '/pay/billingPoint': '计费点配置',
    '/pay/billingPoint/create': '计费点编辑',
    '/pay/payList/create': '支付列表编辑',
    '/pay/payConfig/create': '支付配置编辑',
  },
  icons: {
    '/pay': 'PayCircleOutlined',
  },
};
