/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.package': '在线打包',
  'menu.package.manager': '母包管理',
  'menu.package.task': '任务列表',
  'menu.package.machine': '打包机器',
  'menu.package.packingStatistics': '打包统计',
  'menu.package.checkTask': '包体自检',
  'menu.package.checkTask.details': '自检详情',
  'menu.package.checkTask.detailsJson': '参数详情',
};
