/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.userStatistics': '用户统计',
  'menu.userStatistics.integral': '角色积分',
};
