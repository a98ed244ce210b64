/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.order': '訂單管理',
  'menu.order.flow': '訂單流水',
  'menu.order.record': '補單記錄',
  'menu.order.check': '測試訂單',
  'menu.order.refund': '退款訂單',
};
