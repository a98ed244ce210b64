import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import routes from '../config/routes';
import { contractFragments, LANGS, menuAreas, mockEntries, ROOT, staleRegistries, textFiles } from './registries.mjs';

/**
 * The lists that gather every area's files are derived from the files (scripts/registries.mjs): adding a screen or an
 * area touches only its own folders and its route line, and a list not written again after such a change fails here.
 */
describe('registries derived from the files', () => {
  it('are what the script writes today (run `node scripts/registries.mjs` after adding or moving a file)', () => {
    expect(staleRegistries()).toEqual([]);
  }, 60_000);

  it('take every contract fragment, a folder with an index as one', () => {
    const fragments = contractFragments();
    expect(fragments).toEqual(expect.arrayContaining(['operate', 'roleTransfer', 'setting', 'setting/games']));
    // the operate area's index merges its screens' fragments: none of them is taken a second time
    expect(fragments.filter((f) => f.startsWith('operate/'))).toEqual([]);
  });

  it("take every texts/<lang>.ts, a screen's as well as an area's, in every language alike", () => {
    expect(textFiles('zh-CN')).toEqual(
      expect.arrayContaining(['pages/operate/texts/zh-CN', 'pages/operate/stopConfig/texts/zh-CN']),
    );
    const shape = (lang: string) => textFiles(lang).map((f) => f.replace(lang, '*'));
    for (const lang of LANGS) expect(shape(lang)).toEqual(shape('zh-CN'));
  });

  it('take the menu titles of every area the route table has', () => {
    const areas = new Set<string>();
    const walk = (list: typeof routes) =>
      list.forEach((r) => {
        const area = r.path?.split('/')[1];
        if (r.name && area) areas.add(area);
        if (r.routes) walk(r.routes as typeof routes);
      });
    walk(routes);
    for (const lang of LANGS) expect(menuAreas(lang)).toEqual(expect.arrayContaining([...areas]));
  });

  it('take every umi mock entry', () => {
    const entries = readdirSync(join(ROOT, 'mock')).filter((f) => /^\w+\.ts$/.test(f) && f !== 'fallback.ts');
    expect(mockEntries()).toEqual(entries.map((f) => f.replace(/\.ts$/, '')).sort());
  });
});
