import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHANNELS, NOTIFY_RESULTS, ORDER_STATUSES, REFUND_STATUSES, TIMELINE_KINDS } from '@/contract/order/values';

/**
 * The shared order components (used by /order and /ogorder) take their texts from the order area's files
 * (pages.order.*); src/locales/areaKeys.test.ts checks the areas' own screens, this checks the components: every
 * literal key and every key built from the contract's enums exists in all four languages.
 */
const LANGS = ['zh-CN', 'en-US', 'pt-BR', 'zh-TW'];

function usedKeys(): string[] {
  const used = new Set<string>();
  for (const name of readdirSync(__dirname)) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
    const text = readFileSync(join(__dirname, name), 'utf8');
    for (const m of text.matchAll(/'(pages\.order\.[A-Za-z0-9_.]+[A-Za-z0-9_])'/g)) used.add(m[1]);
    // the screens' field names: p('orderNo') is pages.order.field.orderNo
    for (const m of text.matchAll(/\bp\('([A-Za-z0-9_.]+)'\)/g)) used.add(`pages.order.field.${m[1]}`);
  }
  const built = [
    ...ORDER_STATUSES.map((s) => `pages.order.status.${s}`),
    ...REFUND_STATUSES.map((s) => `pages.order.refundStatus.${s}`),
    ...NOTIFY_RESULTS.flatMap((s) => [
      `pages.order.result.${s}`,
      `pages.order.timeline.result.${s}`,
      `pages.order.notify.result.${s}`,
    ]),
    ...CHANNELS.map((s) => `pages.order.channel.${s}`),
    ...TIMELINE_KINDS.map((s) => `pages.order.timeline.${s}`),
    ...['required', 'format', 'zero', 'over'].map((s) => `pages.order.refund.amount.${s}`),
    ...['approve', 'reject'].flatMap((s) => [`pages.order.refund.${s}`, `pages.order.refund.${s}.title`]),
    ...['flow', 'record', 'check', 'whitelist', 'refund'].flatMap((s) => [
      `pages.order.export.${s}`,
      `pages.ogorder.export.${s}`,
    ]),
  ];
  // a literal that only prefixes built keys (enums.ts passes 'pages.order.status' and adds the value) is no key itself
  const literal = [...used].filter((k) => !built.some((b) => b.startsWith(`${k}.`)));
  return [...literal, ...built];
}

describe('order components: texts', () => {
  it.each(LANGS)('%s: every key the components use is defined', async (lang) => {
    const table = {
      ...(await import(`../../pages/order/texts/${lang}.ts`)).default,
      ...(await import(`../../pages/ogorder/texts/${lang}.ts`)).default,
    } as Record<string, string>;
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(120);
    expect(keys.filter((k) => !(k in table))).toEqual([]);
  });

  it.each(LANGS.slice(1))('%s: the same keys as zh-CN', async (lang) => {
    for (const area of ['order', 'ogorder']) {
      const zh = Object.keys((await import(`../../pages/${area}/texts/zh-CN.ts`)).default).sort();
      const other = Object.keys((await import(`../../pages/${area}/texts/${lang}.ts`)).default).sort();
      expect(other).toEqual(zh);
    }
  });
});
