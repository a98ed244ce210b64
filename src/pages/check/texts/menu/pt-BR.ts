/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.check': 'Plataforma de autoverificação',
  'menu.check.joinup': 'Adesão',
  'menu.check.configuration': 'Itens de verificação',
  'menu.check.joinup.detail': 'Detalhes da adesão',
  'menu.check.configuration.setConfig': 'Parâmetros do item',
};
