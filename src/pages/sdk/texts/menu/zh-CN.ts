/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.sdk': '渠道SDK',
  'menu.sdk.appMarket': '大渠道管理',
  'menu.sdk.plugin': '插件管理',
  'menu.sdk.plugin.sdkConfig': '插件SDK配置',
  'menu.sdk.channel': '渠道商管理',
  'menu.sdk.channel.business.addEdit': '渠道商编辑',
  'menu.sdk.channel.sdk': '渠道商版本管理',
  'menu.sdk.packageTool': '打包工具',
};
