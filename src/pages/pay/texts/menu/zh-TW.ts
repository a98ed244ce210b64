/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.pay': '支付管理',
  'menu.pay.payConfig': '支付配置',
  'menu.pay.payList': '支付列表',
  'menu.pay.billingPoint': '計費點配置',
  'menu.pay.billingPoint.create': '計費點編輯',
  'menu.pay.payList.create': '支付編輯',
  'menu.pay.payConfig.create': '支付配置編輯',
};
