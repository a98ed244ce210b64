/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.check': '自檢平台',
  'menu.check.joinup': '接入自檢',
  'menu.check.configuration': '自檢配置',
  'menu.check.joinup.detail': '接入詳情',
  'menu.check.configuration.setConfig': '配置定義',
};
