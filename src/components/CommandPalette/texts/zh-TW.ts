/** The command palette (src/components/CommandPalette). */
export default {
  'palette.placeholder': '搜尋頁面、最近記錄或操作（拼音首字母亦可）；↑↓ 選擇，Enter 開啟，Esc 關閉',
  'palette.empty': '沒有相符的頁面或操作',
  'palette.kind.screen': '頁面',
  'palette.kind.record': '最近記錄',
  'palette.kind.action': '操作',
  'palette.action.game': '切換遊戲：{name}',
  'palette.action.locale': '切換語言：{name}',
  'palette.action.logout': '登出',
  'palette.keyword.game': '遊戲',
  'palette.keyword.locale': '語言',
};
