import { currentLocale, LOCALES, t } from './i18n';

describe('i18n helpers outside React', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('t() falls back to the key when no message exists', () => {
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('currentLocale: the stored choice when supported', () => {
    for (const l of LOCALES) {
      localStorage.setItem('umi_locale', l);
      expect(currentLocale()).toBe(l);
    }
  });

  it('currentLocale: the browser language when nothing is stored', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('pt-BR');
    expect(currentLocale()).toBe('pt-BR');
  });

  it('currentLocale: an unsupported language shows zh-CN', () => {
    localStorage.setItem('umi_locale', 'fr-FR');
    expect(currentLocale()).toBe('zh-CN');
    localStorage.clear();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de');
    expect(currentLocale()).toBe('zh-CN');
  });
});
