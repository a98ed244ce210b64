/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.access': 'Access',
  'menu.access.role': 'Roles',
  'menu.access.people': 'People',
  'menu.access.roleform': 'Role form',
  'menu.access.rightGroup': 'Permission groups',
};
