/** Settings (/setting/*). */
export default {
  'pages.setting.child.name': 'Child game',
  'pages.setting.child.search': 'Name or package',
  'pages.setting.child.platform': 'Platform',
  'pages.setting.child.platform.Android': 'Android',
  'pages.setting.child.platform.iOS': 'iOS',
  'pages.setting.child.platform.PC': 'PC',
  'pages.setting.child.platform.mini-game': 'Mini-game',
  'pages.setting.child.packageName': 'Package / bundle id',
  'pages.setting.child.packageName.tip': 'Android package, iOS bundle id, or the mini-game appid',
  'pages.setting.child.packageName.pattern': 'Like com.example.game (starts with a letter, dot-separated)',
  'pages.setting.child.type': 'Build type',
  'pages.setting.child.type.1': 'Official',
  'pages.setting.child.type.2': 'Channel',
  'pages.setting.child.type.3': 'Test',
  'pages.setting.child.of': 'Child games of {name}',
  'pages.setting.child.exportName': 'child-games',
};
