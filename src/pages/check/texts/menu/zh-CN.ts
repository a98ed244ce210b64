/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.check': '自检平台',
  'menu.check.joinup': '接入自检',
  'menu.check.configuration': '自检配置',
  'menu.check.joinup.detail': '接入详情',
  'menu.check.configuration.setConfig': '配置定义',
};
