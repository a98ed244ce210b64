/** The welcome page (/welcome). */
export default {
  'pages.welcome.hello': 'Olá, {name}',
  'pages.welcome.subtitle': '{game} · {date}',
  'pages.welcome.recent': 'Últimas alterações neste jogo',
  'pages.welcome.more': 'Todo o log de operações',
  'pages.welcome.noRecent': 'Nenhuma alteração ainda',
  'pages.welcome.figure.oplogToday': 'Alterações hoje',
  'pages.welcome.figure.failuresToday': 'Operações com falha hoje',
  'pages.welcome.figure.childGames': 'Jogos filhos ativos',
  'pages.welcome.figure.peopleWithAccess': 'Pessoas com acesso',
  'pages.welcome.figure.configs': 'Chaves de config. comum',
  'pages.welcome.figure.packRunning': 'Tarefas em execução',
  'pages.welcome.figure.packFailedToday': 'Falhas de empacotamento hoje',
};
