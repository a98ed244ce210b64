/** Settings (/setting/*). */
export default {
  'pages.setting.child.name': 'Jogo filho',
  'pages.setting.child.search': 'Nome ou pacote',
  'pages.setting.child.platform': 'Plataforma',
  'pages.setting.child.platform.Android': 'Android',
  'pages.setting.child.platform.iOS': 'iOS',
  'pages.setting.child.platform.PC': 'PC',
  'pages.setting.child.platform.mini-game': 'Minijogo',
  'pages.setting.child.packageName': 'Pacote / bundle id',
  'pages.setting.child.packageName.tip': 'Pacote Android, bundle id iOS ou appid do minijogo',
  'pages.setting.child.packageName.pattern': 'Como com.example.game (começa com letra, separado por pontos)',
  'pages.setting.child.type': 'Tipo de build',
  'pages.setting.child.type.1': 'Oficial',
  'pages.setting.child.type.2': 'Canal',
  'pages.setting.child.type.3': 'Teste',
  'pages.setting.child.of': 'Jogos filhos de {name}',
  'pages.setting.child.exportName': 'jogos-filhos',
};
