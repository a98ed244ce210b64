/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.special': '專項功能',
  'menu.special.channelIntercommu': '渠道互通',
  'menu.special.cutPay': '切支付',
  'menu.special.cutPay.create': '切支付編輯',
  'menu.special.monitor': '帳號監控',
  'menu.special.monitor.create': '帳號監控編輯',
  'menu.special.rebind-user': '角色換綁',
  'menu.special.anti-addiction': '防沉迷',
};
