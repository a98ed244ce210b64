/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.access': 'Acesso',
  'menu.access.role': 'Papéis',
  'menu.access.people': 'Pessoas',
  'menu.access.roleform': 'Formulário de papel',
  'menu.access.rightGroup': 'Grupos de permissões',
};
