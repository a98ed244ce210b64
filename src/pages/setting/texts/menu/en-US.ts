/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.setting': 'Settings',
  'menu.setting.gamesConfig': 'Game config',
  'menu.setting.gamesConfig.config': 'Edit parent game',
  'menu.setting.gamesConfig.child': 'Child games',
  'menu.setting.gamesConfig.line': 'Lines',
  'menu.setting.operation': 'Operating entities',
  'menu.setting.operation.protocol': 'Agreements',
  'menu.setting.operation.smsList': 'SMS signatures',
  'menu.setting.operation.protocol.create': 'Agreement config',
  'menu.setting.operation.protocol.createOverseas': 'Agreement config (overseas)',
  'menu.setting.project': 'Projects',
  'menu.setting.interfaceInfo': 'Interface info',
};
