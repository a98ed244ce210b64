/** The command palette (src/components/CommandPalette). */
export default {
  'palette.placeholder':
    'Busque telas, registros recentes ou ações; ↑↓ para escolher, Enter para abrir, Esc para fechar',
  'palette.empty': 'Nenhuma tela ou ação corresponde',
  'palette.kind.screen': 'Tela',
  'palette.kind.record': 'Registro recente',
  'palette.kind.action': 'Ação',
  'palette.action.game': 'Trocar de jogo: {name}',
  'palette.action.locale': 'Trocar idioma: {name}',
  'palette.action.logout': 'Sair',
  'palette.keyword.game': 'jogo',
  'palette.keyword.locale': 'idioma',
};
