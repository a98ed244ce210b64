// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * umi loads every file its mock glob finds, minus `mock.exclude` of .umirc.ts, as a mock entry (getMockData in
 * @umijs/preset-umi: glob.sync(MOCK_FILE_GLOB, { ignore: ['**\/*.d.ts', ...exclude] })). A helper loaded as an entry
 * breaks `npm start`, so this runs umi's own glob with umi's own pattern against the tree.
 */
const nodeRequire = createRequire(import.meta.url);
const ROOT = join(__dirname, '..', '..');
const { glob } = nodeRequire('@umijs/utils') as { glob: { sync(p: string, o: object): string[] } };
const { MOCK_FILE_GLOB } = nodeRequire('@umijs/preset-umi/dist/features/mock/constants') as { MOCK_FILE_GLOB: string };

function excludeOfUmirc(): string[] {
  const text = readFileSync(join(ROOT, '.umirc.ts'), 'utf8');
  const m = /mock:[^\n]*exclude:\s*(\[[^\]]*\])/.exec(text);
  if (!m) throw new Error('.umirc.ts: mock.exclude not found');
  return JSON.parse(m[1].replace(/'/g, '"'));
}

describe('mock entry files', () => {
  it('are exactly the top-level mock/*.ts files that are not tests', () => {
    const found = glob.sync(MOCK_FILE_GLOB, { cwd: ROOT, ignore: ['**/*.d.ts', ...excludeOfUmirc()] });
    const expected = readdirSync(join(ROOT, 'mock'), { withFileTypes: true })
      .filter((f) => f.isFile() && /\.[jt]s$/.test(f.name) && !f.name.endsWith('.test.ts') && !f.name.endsWith('.d.ts'))
      .map((f) => `mock/${f.name}`)
      .sort();
    expect(found.length).toBeGreaterThan(3);
    expect([...found].sort()).toEqual(expected);
    expect(found.some((f) => f.split('/').length > 2)).toBe(false);
  });

  it('are all handed to the catch-all (mock/fallback.ts), which forwards what it matches first', () => {
    const text = readFileSync(join(ROOT, 'mock', 'fallback.ts'), 'utf8');
    const imported = [...text.matchAll(/^import \w+ from '\.\/(\w+)';$/gm)].map((m) => m[1]).sort();
    const others = readdirSync(join(ROOT, 'mock'))
      .filter((f) => /^\w+\.ts$/.test(f) && f !== 'fallback.ts')
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(imported).toEqual(others);
  });
});
