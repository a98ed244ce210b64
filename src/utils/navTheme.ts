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

/**
 * The same menu's antd Menu tokens (docs/rules.md "Accessibility"): ProLayout draws the side menu as a light antd
 * Menu on the dark tokens above, so the group holding the shown screen would take the theme colour, which the console
 * darkens for text on white (3.7:1 on this background); it is white like the selected item instead.
 */
export const navMenuTokens = { subMenuItemSelectedColor: '#fff' };
