/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.unity': '統一配置',
  'menu.unity.menu': '選單管理',
  'menu.unity.people': '人員遊戲權限',
  'menu.unity.dicConfig': '字典配置',
  'menu.unity.keyConfig': '密鑰配置',
  'menu.unity.gameConfig': '新建母遊戲',
  'menu.unity.listGame': '遊戲列表',
  'menu.unity.anti-addiction': '防沉迷規則',
};
