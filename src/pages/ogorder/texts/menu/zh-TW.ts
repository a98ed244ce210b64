/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.ogorder': 'OG訂單管理',
  'menu.ogorder.flow': 'OG訂單流水',
  'menu.ogorder.record': 'OG補單記錄',
  'menu.ogorder.check': 'OG測試訂單',
  'menu.ogorder.refund': 'OG退款訂單',
  'menu.ogorder.bill': '開票管理',
  'menu.ogorder.refundBan': '退款攔截',
  'menu.ogorder.largeTransOrder': '大額轉帳',
};
