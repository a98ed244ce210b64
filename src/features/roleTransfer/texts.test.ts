import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSFER_KINDS } from '@/contract/roleTransfer';

/**
 * The role-transfer components take their texts from their own files (roleTransfer.*, in ./texts/); every literal key
 * and every key built from the kind exists in all four languages, and the files hold nothing else.
 */
const LANGS = ['zh-CN', 'en-US', 'pt-BR', 'zh-TW'];

function usedKeys(): string[] {
  const used = new Set<string>();
  for (const name of readdirSync(__dirname)) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
    const text = readFileSync(join(__dirname, name), 'utf8');
    for (const m of text.matchAll(/'(roleTransfer\.[A-Za-z0-9_.]+[A-Za-z0-9_])'/g)) used.add(m[1]);
  }
  return [
    ...used,
    ...TRANSFER_KINDS.flatMap((k) => ['title', 'help', 'exportName'].map((w) => `roleTransfer.${w}.${k}`)),
  ];
}

describe('role-transfer texts', () => {
  it('are used (the scan finds keys)', () => expect(usedKeys().length).toBeGreaterThan(20));

  it.each(LANGS)('%s has every key the components use, and only roleTransfer.* keys', async (lang) => {
    const table = (await import(`./texts/${lang}.ts`)).default as Record<string, string>;
    const missing = usedKeys().filter((k) => !table[k]);
    const foreign = Object.keys(table).filter((k) => !k.startsWith('roleTransfer.'));
    expect({ lang, missing, foreign }).toEqual({ lang, missing: [], foreign: [] });
  });
});
