/** The command palette (src/components/CommandPalette). */
export default {
  'palette.placeholder': 'Search screens, recent records or actions; ↑↓ to choose, Enter to open, Esc to close',
  'palette.empty': 'No screen or action matches',
  'palette.kind.screen': 'Screen',
  'palette.kind.record': 'Recent record',
  'palette.kind.action': 'Action',
  'palette.action.game': 'Switch game: {name}',
  'palette.action.locale': 'Switch language: {name}',
  'palette.action.logout': 'Sign out',
  'palette.keyword.game': 'game',
  'palette.keyword.locale': 'language',
};
