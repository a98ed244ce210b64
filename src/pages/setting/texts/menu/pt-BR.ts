/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.setting': 'Configurações',
  'menu.setting.gamesConfig': 'Configuração de jogos',
  'menu.setting.gamesConfig.config': 'Editar jogo principal',
  'menu.setting.gamesConfig.child': 'Jogos filhos',
  'menu.setting.gamesConfig.line': 'Linhas',
  'menu.setting.operation': 'Entidades operadoras',
  'menu.setting.operation.protocol': 'Termos',
  'menu.setting.operation.smsList': 'Assinaturas de SMS',
  'menu.setting.operation.protocol.create': 'Configurar termo',
  'menu.setting.operation.protocol.createOverseas': 'Configurar termo (exterior)',
  'menu.setting.project': 'Projetos',
  'menu.setting.interfaceInfo': 'Informações de integração',
};
