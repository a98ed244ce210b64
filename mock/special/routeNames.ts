import type { AreaRouteNames } from '../core/types';

/**
 * The names an administrator sees for the routes of /special (resources and menu entries), the antd icon of its
 * top-level menu entry, and the buttons of its list screens where they are not add, edit, delete and export.
 */
export const routeNames: AreaRouteNames = {
  names: {
    '/special': '专项功能',
    '/special/channelIntercommu': '渠道互通',
    '/special/cutPay': '切换支付',
    '/special/cutPay/create': '切换支付编辑',
    '/special/monitor': '账号监控',
    '/special/monitor/create': '监控规则编辑',
    '/special/rebind-user': '角色换绑',
    '/special/anti-addiction': '防沉迷设置',
  },
  icons: {
    '/special': 'ThunderboltOutlined',
  },
  buttons: {
    '/special/anti-addiction': ['edit'],
    '/special/rebind-user': ['rebind', 'export'],
    // account monitoring: handle gates handling or ignoring an alert
    '/special/monitor': ['add', 'edit', 'delete', 'handle', 'export'],
  },
};
