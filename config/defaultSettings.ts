/**
 * Layout defaults (docs/rules.md "Layout settings"). The operator's own choices (settings drawer) are kept in
 * localStorage on top of these (see src/models/settings.ts).
 *
 * `navTheme: 'dark'` is the classic dark side menu (light content): ProLayout 2 has no such value of its own, so the
 * main layout turns it into dark sider/header tokens; 'light' and 'realDark' pass through.
 */
export interface LayoutSettings {
  navTheme: 'dark' | 'light' | 'realDark';
  colorPrimary: string;
  layout: 'side' | 'top' | 'mix';
  contentWidth: 'Fluid' | 'Fixed';
  fixedHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  menu: { locale: boolean };
  title: string;
  pwa: boolean;
  iconfontUrl: string;
}

const defaultSettings: LayoutSettings = {
  navTheme: 'dark',
  colorPrimary: '#1890ff',
  layout: 'side',
  contentWidth: 'Fluid',
  fixedHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  menu: { locale: false },
  title: '',
  pwa: false,
  iconfontUrl: '',
};

export default defaultSettings;
