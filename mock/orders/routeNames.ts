import type { AreaRouteNames } from '../core/types';

/**
 * The names an administrator sees for the routes of /ogorder, /order (resources and menu entries), the antd icon of its
 * top-level menu entry, and the buttons of its list screens where they are not add, edit, delete and export.
 */
export const routeNames: AreaRouteNames = {
  names: {
    '/order': '订单管理',
    '/order/flow': '订单流水',
    '/order/record': '补单记录',
    '/order/check': '测试订单',
    '/order/refund': '退款订单',
    '/ogorder': 'OG 订单管理',
    '/ogorder/flow': 'OG 订单流水',
    '/ogorder/record': 'OG 补单记录',
    '/ogorder/check': 'OG 测试订单',
    '/ogorder/refund': 'OG 退款订单',
    '/ogorder/bill': '开票管理',
    '/ogorder/refundBan': '退款拦截',
    '/ogorder/largeTransOrder': '大额交易',
  },
  icons: {
    '/order': 'ShoppingCartOutlined',
    '/ogorder': 'ShoppingOutlined',
  },
  buttons: {
    // orders and payments (both lines): approve gates approve and reject of a refund
    '/order/flow': ['notify', 'refund', 'export'],
    '/order/record': ['export'],
    '/order/check': ['add', 'delete', 'export'],
    '/order/refund': ['approve', 'export'],
    '/ogorder/flow': ['notify', 'refund', 'export'],
    '/ogorder/record': ['export'],
    '/ogorder/check': ['add', 'delete', 'export'],
    '/ogorder/refund': ['approve', 'export'],
    '/ogorder/bill': ['add', 'issue', 'reject', 'export'],
    '/ogorder/refundBan': ['add', 'lift', 'export'],
    '/ogorder/largeTransOrder': ['handle', 'threshold', 'export'],
  },
};
