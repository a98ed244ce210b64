/** The welcome page (/welcome). */
export default {
  'pages.welcome.hello': '你好，{name}',
  'pages.welcome.subtitle': '{game} · {date}',
  'pages.welcome.recent': '本遊戲最近的變更',
  'pages.welcome.more': '全部操作日誌',
  'pages.welcome.noRecent': '還沒有變更',
  'pages.welcome.figure.oplogToday': '今日變更',
  'pages.welcome.figure.failuresToday': '今日失敗操作',
  'pages.welcome.figure.childGames': '啟用的子遊戲',
  'pages.welcome.figure.peopleWithAccess': '可用本遊戲的人員',
  'pages.welcome.figure.configs': '適用的通用設定',
  'pages.welcome.figure.packRunning': '打包中的任務',
  'pages.welcome.figure.packFailedToday': '今日打包失敗',
};
