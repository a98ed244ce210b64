import enUSArea from './area/en-US';
import ptBRArea from './area/pt-BR';
import zhCNArea from './area/zh-CN';
import zhTWArea from './area/zh-TW';
import enUSShell from './en-US';
import ptBRShell from './pt-BR';
import zhCNShell from './zh-CN';
import zhTWShell from './zh-TW';

// what an operator sees in the console: the shell's messages plus the screens'
const enUS = { ...enUSShell, ...enUSArea };
const ptBR = { ...ptBRShell, ...ptBRArea };
const zhCNMessages = { ...zhCNShell, ...zhCNArea };
const zhTW = { ...zhTWShell, ...zhTWArea };
import { allRoutePaths, routeInfo } from '@/utils/routeTable';

/** Every message exists in all four languages (docs/rules.md "Locales"), and every route has its title. */
const zhCN: Record<string, string> = zhCNMessages;
const langs: Record<string, Record<string, string>> = { 'en-US': enUS, 'pt-BR': ptBR, 'zh-TW': zhTW };

describe('locales', () => {
  const base = Object.keys(zhCN).sort();

  it.each(Object.keys(langs))('%s has exactly the keys of zh-CN, none empty', (lang) => {
    const keys = Object.keys(langs[lang]).sort();
    expect(keys.filter((k) => !(k in zhCN))).toEqual([]);
    expect(base.filter((k) => !(k in langs[lang]))).toEqual([]);
    expect(keys.filter((k) => !String(langs[lang][k]).trim())).toEqual([]);
  });

  it('every route has a title in every language', () => {
    const missing = allRoutePaths()
      .map((p) => routeInfo(p)?.route.name)
      .filter((n): n is string => Boolean(n))
      .filter((n) => [zhCN, ...Object.values(langs)].some((m) => !(`menu.${n}` in m)));
    expect(missing).toEqual([]);
  });

  it('uses the exact texts of the spec', () => {
    expect(zhCN['exception.403']).toBe('你没有权限进入此页面');
    expect(zhCN['request.error.title']).toBe('请求错误');
  });

  it('placeholders match across languages', () => {
    const vars = (s: string) => (s.match(/\{\w+\}/g) || []).sort().join(',');
    const bad: string[] = [];
    Object.entries(langs).forEach(([lang, m]) =>
      base.forEach((k) => {
        if (k in m && vars(m[k]) !== vars(zhCN[k])) bad.push(`${lang} ${k}`);
      }),
    );
    expect(bad).toEqual([]);
  });
});
