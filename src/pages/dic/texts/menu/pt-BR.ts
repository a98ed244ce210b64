/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.dic': 'Dicionário',
  'menu.dic.commonConfig': 'Configuração comum',
  'menu.dic.commonConfig.create': 'Adicionar configuração',
};
