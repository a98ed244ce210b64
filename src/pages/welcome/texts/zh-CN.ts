/** The welcome page (/welcome). */
export default {
  'pages.welcome.hello': '你好，{name}',
  'pages.welcome.subtitle': '{game} · {date}',
  'pages.welcome.recent': '本游戏最近的变更',
  'pages.welcome.more': '全部操作日志',
  'pages.welcome.noRecent': '还没有变更',
  'pages.welcome.figure.oplogToday': '今日变更',
  'pages.welcome.figure.failuresToday': '今日失败操作',
  'pages.welcome.figure.childGames': '启用的子游戏',
  'pages.welcome.figure.peopleWithAccess': '可用本游戏的人员',
  'pages.welcome.figure.configs': '适用的通用配置',
  'pages.welcome.figure.packRunning': '打包中的任务',
  'pages.welcome.figure.packFailedToday': '今日打包失败',
};
