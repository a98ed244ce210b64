import { execFileSync } from 'node:child_process';
import { ROOT } from './registries.mjs';

/**
 * No two paths of the checkout differ only by letter case: on a case-insensitive disk (macOS's and Windows's
 * default) they would be one file or one folder (`src/pages/operate/Events/` beside `events/` was one). Modules are
 * compared as imported, without their extension (`./consoleTheme` is `consoleTheme.ts` or `ConsoleTheme.tsx` there).
 */
function caseCollisions(paths: string[]): string[][] {
  // lower-cased module path → the spellings seen (as imported, extension dropped) → the paths spelt so
  const seen = new Map<string, Map<string, Set<string>>>();
  for (const file of paths) {
    const parts = file.split('/');
    // the file and every folder above it
    for (let i = 1; i <= parts.length; i += 1) {
      const p = parts.slice(0, i).join('/');
      const spelt = p.replace(/\.(d\.ts|tsx?|mjs|cjs|js)$/, '');
      const key = spelt.toLowerCase();
      if (!seen.has(key)) seen.set(key, new Map());
      const spellings = seen.get(key) as Map<string, Set<string>>;
      if (!spellings.has(spelt)) spellings.set(spelt, new Set());
      spellings.get(spelt)?.add(p);
    }
  }
  return [...seen.values()]
    .filter((spellings) => spellings.size > 1)
    .map((spellings) => [...spellings.values()].flatMap((s) => [...s]).sort());
}

describe('path case', () => {
  it('finds two paths that differ only by case, a folder or a file', () => {
    expect(
      caseCollisions([
        'a/Events/x.ts',
        'a/events/y.ts',
        'b/Readme.md',
        'b/README.md',
        'c/theme.ts',
        'c/Theme.tsx',
        'd/ok.ts',
      ]),
    ).toEqual([
      ['a/Events', 'a/events'],
      ['b/README.md', 'b/Readme.md'],
      ['c/Theme.tsx', 'c/theme.ts'],
    ]);
  });

  it('no two paths of the checkout differ only by letter case', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(1000);
    expect(caseCollisions(files)).toEqual([]);
  });
});
