/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.order': '订单管理',
  'menu.order.flow': '订单流水',
  'menu.order.record': '补单记录',
  'menu.order.check': '测试订单',
  'menu.order.refund': '退款订单',
};
