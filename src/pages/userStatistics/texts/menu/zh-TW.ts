/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.userStatistics': '用戶統計',
  'menu.userStatistics.integral': '角色積分',
};
