/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.ogorder': 'Pedidos OG',
  'menu.ogorder.flow': 'Fluxo de pedidos OG',
  'menu.ogorder.record': 'Pedidos complementares OG',
  'menu.ogorder.check': 'Pedidos de teste OG',
  'menu.ogorder.refund': 'Reembolsos OG',
  'menu.ogorder.bill': 'Notas fiscais',
  'menu.ogorder.refundBan': 'Bloqueio de reembolso',
  'menu.ogorder.largeTransOrder': 'Transferências grandes',
};
