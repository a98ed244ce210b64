/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.pay': 'Payments',
  'menu.pay.payConfig': 'Payment config',
  'menu.pay.payList': 'Payment list',
  'menu.pay.billingPoint': 'Billing points',
  'menu.pay.billingPoint.create': 'Edit billing point',
  'menu.pay.payList.create': 'Edit payment',
  'menu.pay.payConfig.create': 'Edit payment config',
};
