/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.ogorder': 'OG orders',
  'menu.ogorder.flow': 'OG order flow',
  'menu.ogorder.record': 'OG supplementary orders',
  'menu.ogorder.check': 'OG test orders',
  'menu.ogorder.refund': 'OG refunds',
  'menu.ogorder.bill': 'Invoices',
  'menu.ogorder.refundBan': 'Refund blocking',
  'menu.ogorder.largeTransOrder': 'Large transfers',
};
