/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.order': 'Orders',
  'menu.order.flow': 'Order flow',
  'menu.order.record': 'Supplementary orders',
  'menu.order.check': 'Test orders',
  'menu.order.refund': 'Refunds',
};
