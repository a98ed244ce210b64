import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import zhCNShell from './zh-CN';

/**
 * One area, one name: an area's texts sit in src/pages/<area>/texts/<lang>.ts and its screens'
 * (src/pages/<area>/<screen>/texts/<lang>.ts, gathered by scripts/registries.mjs) and hold only `pages.<area>.*` keys;
 * every literal key an area's screens use is defined there (or in the shell's common/crud/menu texts).
 */
const PAGES = join(__dirname, '..', 'pages');
const LANGS = ['zh-CN', 'en-US', 'pt-BR', 'zh-TW'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'texts' ? [] : sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** Every texts/<lang>.ts of an area, its screens' included, merged. */
async function areaTexts(area: string, lang: string): Promise<Record<string, string>> {
  const files = (function find(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return find(p);
      return p.endsWith(join('texts', `${lang}.ts`)) ? [p] : [];
    });
  })(join(PAGES, area));
  const tables = await Promise.all(files.map(async (f) => (await import(/* @vite-ignore */ f)).default));
  return Object.assign({}, ...tables);
}

/** The areas with texts of their own (an area may have only its menu titles, texts/menu/). */
const areas = readdirSync(PAGES).filter((a) => {
  try {
    return statSync(join(PAGES, a, 'texts', 'zh-CN.ts')).isFile();
  } catch {
    return false;
  }
});

/** Every folder under src/pages named `locales`: umi's locale plugin bundles the `.ts` files of every `locales` folder under src/pages, of every
 * language into umi.js (the sign-in page's first download; +37 KiB gzip when the areas' texts sat there). */
function localesFolders(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (!statSync(p).isDirectory()) return [];
    return name === 'locales' ? [p] : localesFolders(p);
  });
}

describe('area texts', () => {
  it('are never in a folder named locales under src/pages (umi would put them in the first download)', () => {
    expect(localesFolders(PAGES)).toEqual([]);
  });

  it('are found for the areas with screens of their own', () => {
    expect(areas).toEqual(expect.arrayContaining(['access', 'check', 'package', 'sdk', 'unity', 'dic', 'oplog']));
  });

  it.each(areas)('%s: one file per language, only its own keys', async (area) => {
    for (const lang of LANGS) {
      const table = await areaTexts(area, lang);
      const foreign = Object.keys(table).filter((k) => !k.startsWith(`pages.${area}.`));
      expect({ area, lang, foreign }).toEqual({ area, lang, foreign: [] });
    }
  });

  it.each(areas)('%s: every literal key its screens use is defined', async (area) => {
    const own = await areaTexts(area, 'zh-CN');
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
