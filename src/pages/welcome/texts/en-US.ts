/** The welcome page (/welcome). */
export default {
  'pages.welcome.hello': 'Hello, {name}',
  'pages.welcome.subtitle': '{game} · {date}',
  'pages.welcome.recent': 'Latest changes in this game',
  'pages.welcome.more': 'All of the operation log',
  'pages.welcome.noRecent': 'No changes yet',
  'pages.welcome.figure.oplogToday': 'Changes today',
  'pages.welcome.figure.failuresToday': 'Failed operations today',
  'pages.welcome.figure.childGames': 'Child games enabled',
  'pages.welcome.figure.peopleWithAccess': 'People with access',
  'pages.welcome.figure.configs': 'Common-config keys',
  'pages.welcome.figure.packRunning': 'Packaging tasks running',
  'pages.welcome.figure.packFailedToday': 'Packaging failures today',
};
