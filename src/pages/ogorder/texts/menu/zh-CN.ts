/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.ogorder': 'OG订单管理',
  'menu.ogorder.flow': 'OG订单流水',
  'menu.ogorder.record': 'OG补单记录',
  'menu.ogorder.check': 'OG测试订单',
  'menu.ogorder.refund': 'OG退款订单',
  'menu.ogorder.bill': '开票管理',
  'menu.ogorder.refundBan': '退款拦截',
  'menu.ogorder.largeTransOrder': '大额转账',
};
