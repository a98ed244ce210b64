/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.package': 'Empacotamento online',
  'menu.package.manager': 'Pacotes base',
  'menu.package.task': 'Tarefas',
  'menu.package.machine': 'Máquinas',
  'menu.package.packingStatistics': 'Estatísticas de empacotamento',
  'menu.package.checkTask': 'Autoverificação de pacote',
  'menu.package.checkTask.details': 'Detalhes da autoverificação',
  'menu.package.checkTask.detailsJson': 'Detalhes dos parâmetros',
};
