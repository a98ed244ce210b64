/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.access': '權限管理',
  'menu.access.role': '角色管理',
  'menu.access.people': '人員管理',
  'menu.access.roleform': '新建角色',
  'menu.access.rightGroup': '權限組管理',
};
