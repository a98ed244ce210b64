/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.order': 'Pedidos',
  'menu.order.flow': 'Fluxo de pedidos',
  'menu.order.record': 'Pedidos complementares',
  'menu.order.check': 'Pedidos de teste',
  'menu.order.refund': 'Reembolsos',
};
