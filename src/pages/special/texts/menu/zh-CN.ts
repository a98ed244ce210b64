/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.special': '专项功能',
  'menu.special.channelIntercommu': '渠道互通',
  'menu.special.cutPay': '切支付',
  'menu.special.cutPay.create': '切支付编辑',
  'menu.special.monitor': '账号监控',
  'menu.special.monitor.create': '账号监控编辑',
  'menu.special.rebind-user': '角色换绑',
  'menu.special.anti-addiction': '防沉迷',
};
