/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.unity': '统一配置',
  'menu.unity.menu': '菜单管理',
  'menu.unity.people': '人员游戏权限',
  'menu.unity.dicConfig': '字典配置',
  'menu.unity.keyConfig': '密钥配置',
  'menu.unity.gameConfig': '新建母游戏',
  'menu.unity.listGame': '游戏列表',
  'menu.unity.anti-addiction': '防沉迷规则',
};
