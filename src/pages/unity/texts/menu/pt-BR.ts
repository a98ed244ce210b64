/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.unity': 'Plataforma',
  'menu.unity.menu': 'Menus',
  'menu.unity.people': 'Pessoas e jogos',
  'menu.unity.dicConfig': 'Dicionários',
  'menu.unity.keyConfig': 'Chaves',
  'menu.unity.gameConfig': 'Novo jogo principal',
  'menu.unity.listGame': 'Jogos',
  'menu.unity.anti-addiction': 'Regras antivício',
};
