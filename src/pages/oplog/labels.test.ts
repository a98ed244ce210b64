import { operations } from '@/contract';
import enUS from './texts/en-US';
import ptBR from './texts/pt-BR';
import zhCN from './texts/zh-CN';
import zhTW from './texts/zh-TW';

/**
 * The operation log names each entry's module and action in the operator's language (pages.oplog.module.<code>,
 * pages.oplog.action.<code>); every code a logged endpoint of the contract can write has its name in every language,
 * so no row, filter option or welcome-page entry shows a raw code.
 */
const TEXTS: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS, 'pt-BR': ptBR, 'zh-TW': zhTW };

const logged = operations().filter(([, o]) => o['x-log']);
const modules = [...new Set(logged.map(([, o]) => o['x-module']))].sort();
const actions = [...new Set(logged.map(([, o]) => o['x-action']))].sort();

describe('operation-log labels', () => {
  it('exist for the logged endpoints', () => {
    expect(modules.length).toBeGreaterThan(5);
    expect(actions).toEqual(expect.arrayContaining(['add', 'edit', 'delete']));
  });

  it.each(Object.keys(TEXTS))('%s names every module and action', (lang) => {
    const table = TEXTS[lang];
    const missing = [
      ...modules.filter((m) => !table[`pages.oplog.module.${m}`]).map((m) => `module.${m}`),
      ...actions.filter((a) => !table[`pages.oplog.action.${a}`]).map((a) => `action.${a}`),
    ];
    expect(missing).toEqual([]);
  });
});
