import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import zhCNShell from './zh-CN';

/**
 * One area, one name: an area's texts sit in src/pages/<area>/locales/<lang>.ts and hold only `pages.<area>.*` keys;
 * every literal key an area's screens use is defined there (or in the shell's common/crud/menu texts).
 */
const PAGES = join(__dirname, '..', 'pages');
const LANGS = ['zh-CN', 'en-US', 'pt-BR', 'zh-TW'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'locales' ? [] : sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

const areas = readdirSync(PAGES).filter((a) => {
  try {
    return statSync(join(PAGES, a, 'locales')).isDirectory();
  } catch {
    return false;
  }
});

describe('area texts', () => {
  it('are found for the areas with screens of their own', () => {
    expect(areas).toEqual(expect.arrayContaining(['access', 'check', 'package', 'sdk', 'unity', 'dic', 'oplog']));
  });

  it.each(areas)('%s: one file per language, only its own keys', async (area) => {
    for (const lang of LANGS) {
      const table = (await import(`../pages/${area}/locales/${lang}.ts`)).default as Record<string, string>;
      const foreign = Object.keys(table).filter((k) => !k.startsWith(`pages.${area}.`));
      expect({ area, lang, foreign }).toEqual({ area, lang, foreign: [] });
    }
  });

  it.each(areas)('%s: every literal key its screens use is defined', async (area) => {
    const own = (await import(`../pages/${area}/locales/zh-CN.ts`)).default as Record<string, string>;
    const known = { ...zhCNShell, ...own } as Record<string, string>;
    const used = new Set<string>();
    for (const file of sources(join(PAGES, area))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/'((?:pages\.[A-Za-z]+|common|crud)\.[A-Za-z0-9_.]+[A-Za-z0-9_])'/g))
        used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(0);
    const missing = Array.from(used).filter((k) => !(k in known));
    expect({ area, missing }).toEqual({ area, missing: [] });
  });
});
