import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import enUS from '@/locales/en-US/sdk';
import ptBR from '@/locales/pt-BR/sdk';
import zhCN from '@/locales/zh-CN/sdk';
import zhTW from '@/locales/zh-TW/sdk';

/** Every key of the channel/SDK and self-check screens exists in all four languages, and every key they use exists. */
const LANGS: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('sdk and check locales', () => {
  it('have the same keys in the four languages, none empty', () => {
    const base = Object.keys(zhCN).sort();
    Object.entries(LANGS).forEach(([lang, table]) => {
      expect({ lang, keys: Object.keys(table).sort() }).toEqual({ lang, keys: base });
      Object.entries(table).forEach(([k, v]) => expect({ lang, k, empty: v.trim() === '' }).toEqual({ lang, k, empty: false }));
    });
  });

  it('hold every literal key the screens use', () => {
    const root = join(__dirname, '..');
    const files = [...sources(join(root, 'sdk')), ...sources(join(root, 'check'))];
    const used = new Set<string>();
    files.forEach((file) => {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/'(pages\.(?:sdk|check)\.[A-Za-z0-9_.]+)'/g)) used.add(m[1]);
    });
    // built from a value (`pages.check.kind.${kind}`): the kinds listed in items.ts
    ['PARAM_PRESENT', 'ENTRY_PRESENT'].forEach((k) => {
      used.add(`pages.check.kind.${k}`);
      used.add(`pages.check.kind.${k}.list`);
    });
    expect(used.size).toBeGreaterThan(100);
    const missing = Array.from(used).filter((k) => !(k in zhCN));
    expect(missing).toEqual([]);
  });
});
