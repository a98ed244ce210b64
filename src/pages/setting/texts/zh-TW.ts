/** Settings (/setting/*). */
export default {
  'pages.setting.child.name': '子遊戲名稱',
  'pages.setting.child.search': '名稱或包名',
  'pages.setting.child.platform': '平台',
  'pages.setting.child.platform.Android': '安卓',
  'pages.setting.child.platform.iOS': 'iOS',
  'pages.setting.child.platform.PC': 'PC',
  'pages.setting.child.platform.mini-game': '小遊戲',
  'pages.setting.child.packageName': '包名 / Bundle ID',
  'pages.setting.child.packageName.tip': '安卓包名、iOS Bundle ID，小遊戲填 appid',
  'pages.setting.child.packageName.pattern': '格式如 com.example.game（字母開頭，用 . 分段）',
  'pages.setting.child.type': '包類型',
  'pages.setting.child.type.1': '官方包',
  'pages.setting.child.type.2': '渠道包',
  'pages.setting.child.type.3': '測試包',
  'pages.setting.child.of': '{name} 的子遊戲',
  'pages.setting.child.exportName': '子遊戲',
};
