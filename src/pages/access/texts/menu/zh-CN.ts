/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.access': '权限管理',
  'menu.access.role': '角色管理',
  'menu.access.people': '人员管理',
  'menu.access.roleform': '新建角色',
  'menu.access.rightGroup': '权限组管理',
};
