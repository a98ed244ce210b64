/** The command palette (src/components/CommandPalette). */
export default {
  'palette.placeholder': '搜索页面、最近记录或操作（拼音首字母亦可）；↑↓ 选择，Enter 打开，Esc 关闭',
  'palette.empty': '没有匹配的页面或操作',
  'palette.kind.screen': '页面',
  'palette.kind.record': '最近记录',
  'palette.kind.action': '操作',
  'palette.action.game': '切换游戏：{name}',
  'palette.action.locale': '切换语言：{name}',
  'palette.action.logout': '退出登录',
  'palette.keyword.game': '游戏',
  'palette.keyword.locale': '语言',
};
