/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.userStatistics': 'Estatísticas de usuários',
  'menu.userStatistics.integral': 'Pontos de personagem',
};
