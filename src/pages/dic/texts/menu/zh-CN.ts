/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.dic': '字典',
  'menu.dic.commonConfig': '通用配置',
  'menu.dic.commonConfig.create': '新增配置',
};
