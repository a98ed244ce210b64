import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_CHANNELS, LOGIN_RESULTS } from '@/contract/operate/values';
import { ACCOUNT_LINES } from '@/contract/operate/sdkAccounts';
import { PLAYER_STATUSES, REAL_NAME_STATUSES } from '@/contract/values';

/**
 * The SDK accounts components take their texts from the operate area's files (pages.operate.sdkAccounts.*, in
 * src/pages/operate/components/sdkAccounts/texts/); every literal key and every key built from the contract's enums and
 * the actions exists in all four languages.
 */
const LANGS = ['zh-CN', 'en-US', 'pt-BR', 'zh-TW'];
const P = 'pages.operate.sdkAccounts';

function usedKeys(): string[] {
  const used = new Set<string>();
  for (const name of readdirSync(__dirname)) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
    const text = readFileSync(join(__dirname, name), 'utf8');
    for (const m of text.matchAll(/'(pages\.operate\.sdkAccounts\.[A-Za-z0-9_.]+[A-Za-z0-9_])'/g)) used.add(m[1]);
  }
  return [
    ...used,
    ...PLAYER_STATUSES.map((s) => `${P}.status.${s}`),
    ...REAL_NAME_STATUSES.map((s) => `${P}.realName.${s}`),
    ...LOGIN_RESULTS.map((s) => `${P}.result.${s}`),
    ...ACCOUNT_CHANNELS.map((s) => `${P}.channel.${s}`),
    ...ACCOUNT_LINES.flatMap((l) => [`${P}.line.${l}`, `${P}.exportName.${l}`]),
    ...['phone', 'email'].map((c) => `${P}.contact.${c}`),
    ...['lock', 'unlock', 'unbindPhone', 'resetPassword', 'reveal'].flatMap((a) => [`${P}.${a}`, `${P}.${a}.title`]),
    ...['lock', 'unlock', 'unbindPhone'].map((a) => `${P}.${a}.done`),
  ];
}

describe('SDK accounts texts', () => {
  it.each(LANGS)('%s has every key the components use', async (lang) => {
    const table = (await import(`./texts/${lang}.ts`)).default as Record<string, string>;
    const missing = usedKeys().filter((k) => !table[k]);
    expect({ lang, missing }).toEqual({ lang, missing: [] });
  });
});
