/** `navTheme: 'dark'` (docs/rules.md "Layout settings"): the classic dark side menu and header, as ProLayout tokens. */
export const navTokens = {
  sider: {
    colorMenuBackground: '#001529',
    colorMenuItemDivider: 'rgba(255,255,255,0.15)',
    colorTextMenu: 'rgba(255,255,255,0.75)',
    colorTextMenuSelected: '#fff',
    colorTextMenuActive: '#fff',
    colorTextMenuItemHover: '#fff',
    colorTextMenuTitle: '#fff',
    colorTextCollapsedButton: 'rgba(255,255,255,0.75)',
    colorTextCollapsedButtonHover: '#fff',
    colorBgMenuItemSelected: 'rgba(255,255,255,0.12)',
    colorBgMenuItemHover: 'rgba(255,255,255,0.06)',
    colorTextSubMenuSelected: '#fff',
  },
};
