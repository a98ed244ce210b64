import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CANCELLATION_STATUSES } from '@/contract/operate/values';
import { TICKET_STATUSES } from '@/contract/operate/values';
import { TICKET_PURPOSES } from '@/contract/operate/values';

/**
 * The tickets, ticket-type and cancellation screens take their texts from their folders (src/pages/operate/events/texts/,
 * eventsManage/texts/, accountLogout/texts/); every literal key they use and every key built from the contract's enums
 * exists in all four languages.
 */
const LANGS = ['zh-CN', 'en-US', 'pt-BR', 'zh-TW'];
const OPERATE = join(__dirname, '..', '..');
const SCREENS = ['events', 'eventsManage', 'accountLogout'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function usedKeys(): string[] {
  const used = new Set<string>();
  for (const file of SCREENS.flatMap((s) => files(join(OPERATE, s)))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /'(pages\.operate\.(?:events|eventsManage|accountLogout)\.[A-Za-z0-9_.]+[A-Za-z0-9_])'/g,
    ))
      used.add(m[1]);
  }
  return [
    ...used,
    ...TICKET_STATUSES.map((s) => `pages.operate.events.status.${s}`),
    ...['assign', 'reply', 'close', 'reopen', 'player'].map((k) => `pages.operate.events.conversation.event.${k}`),
    ...TICKET_PURPOSES.map((p) => `pages.operate.eventsManage.purpose.${p}`),
    ...CANCELLATION_STATUSES.map((s) => `pages.operate.accountLogout.status.${s}`),
  ];
}

describe('tickets and cancellations texts', () => {
  it('finds the keys the screens use', () => {
    expect(usedKeys().length).toBeGreaterThan(40);
  });

  it.each(LANGS)('%s has every key the screens use', async (lang) => {
    const table = {
      ...(await import(`./${lang}.ts`)).default,
      ...(await import(`../../eventsManage/texts/${lang}.ts`)).default,
      ...(await import(`../../accountLogout/texts/${lang}.ts`)).default,
    } as Record<string, string>;
    const missing = usedKeys().filter((k) => !table[k]);
    expect({ lang, missing }).toEqual({ lang, missing: [] });
  });
});
