/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.package': '線上打包',
  'menu.package.manager': '母包管理',
  'menu.package.task': '任務列表',
  'menu.package.machine': '打包機器',
  'menu.package.packingStatistics': '打包統計',
  'menu.package.checkTask': '包體自檢',
  'menu.package.checkTask.details': '自檢詳情',
  'menu.package.checkTask.detailsJson': '參數詳情',
};
