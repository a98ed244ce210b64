/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.special': 'Special',
  'menu.special.channelIntercommu': 'Channel interworking',
  'menu.special.cutPay': 'Switch payment',
  'menu.special.cutPay.create': 'Edit payment switch',
  'menu.special.monitor': 'Account monitoring',
  'menu.special.monitor.create': 'Edit monitoring rule',
  'menu.special.rebind-user': 'Role rebind',
  'menu.special.anti-addiction': 'Anti-addiction',
};
