/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.pay': '支付管理',
  'menu.pay.payConfig': '支付配置',
  'menu.pay.payList': '支付列表',
  'menu.pay.billingPoint': '计费点配置',
  'menu.pay.billingPoint.create': '计费点编辑',
  'menu.pay.payList.create': '支付编辑',
  'menu.pay.payConfig.create': '支付配置编辑',
};
