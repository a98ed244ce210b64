/** The four supported languages (docs/rules.md "Locales"), each named in itself. */
export const LOCALES: Array<{ key: string; label: string }> = [
  { key: 'zh-CN', label: '简体中文' },
  { key: 'zh-TW', label: '繁體中文' },
  { key: 'en-US', label: 'English' },
  { key: 'pt-BR', label: 'Português' },
];
