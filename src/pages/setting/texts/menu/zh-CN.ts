/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.setting': '设置',
  'menu.setting.gamesConfig': '游戏配置',
  'menu.setting.gamesConfig.config': '母游戏编辑',
  'menu.setting.gamesConfig.child': '子游戏',
  'menu.setting.gamesConfig.line': '线路',
  'menu.setting.operation': '运营主体',
  'menu.setting.operation.protocol': '协议列表',
  'menu.setting.operation.smsList': '短信签名',
  'menu.setting.operation.protocol.create': '协议配置',
  'menu.setting.operation.protocol.createOverseas': '协议配置(海外)',
  'menu.setting.project': '项目管理',
  'menu.setting.interfaceInfo': '接口信息',
};
