/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.setting': '設定',
  'menu.setting.gamesConfig': '遊戲配置',
  'menu.setting.gamesConfig.config': '母遊戲編輯',
  'menu.setting.gamesConfig.child': '子遊戲',
  'menu.setting.gamesConfig.line': '線路',
  'menu.setting.operation': '營運主體',
  'menu.setting.operation.protocol': '協議列表',
  'menu.setting.operation.smsList': '簡訊簽名',
  'menu.setting.operation.protocol.create': '協議配置',
  'menu.setting.operation.protocol.createOverseas': '協議配置(海外)',
  'menu.setting.project': '專案管理',
  'menu.setting.interfaceInfo': '介面資訊',
};
