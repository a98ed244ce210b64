/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.unity': 'Platform',
  'menu.unity.menu': 'Menus',
  'menu.unity.people': 'People and games',
  'menu.unity.dicConfig': 'Dictionaries',
  'menu.unity.keyConfig': 'Keys',
  'menu.unity.gameConfig': 'New parent game',
  'menu.unity.listGame': 'Games',
  'menu.unity.anti-addiction': 'Anti-addiction rules',
};
