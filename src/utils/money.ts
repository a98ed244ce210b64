/**
 * Money (docs/rules.md "Money"): every amount is an integer count of minor units (cents) end to end — in the
 * contract, the backend's records, sums and CSV exports. Floats never hold money; a sum is an integer sum.
 * Shown with the currency's symbol and two decimals.
 */
export const CURRENCIES = ['CNY', 'USD', 'HKD', 'TWD', 'BRL', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

const SYMBOL: Record<Currency, string> = {
  CNY: '¥',
  USD: '$',
  HKD: 'HK$',
  TWD: 'NT$',
  BRL: 'R$',
  EUR: '€',
};

export const isCurrency = (v: unknown): v is Currency => CURRENCIES.includes(v as Currency);

export const currencySymbol = (currency: string): string => (isCurrency(currency) ? SYMBOL[currency] : `${currency} `);

/** True for a safe integer: the only shape an amount may take. */
export const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** 123456 → "1,234.56" (minus sign kept; thousands grouped). Throws on a non-integer: a float amount is a bug. */
export function centsText(cents: number): string {
  if (!isCents(cents)) throw new TypeError(`amount is not an integer of minor units: ${cents}`);
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** 123456, 'CNY' → "¥1,234.56"; a negative amount "-¥12.00". */
export function formatMoney(cents: number, currency: string): string {
  const text = centsText(cents);
  return text.startsWith('-') ? `-${currencySymbol(currency)}${text.slice(1)}` : `${currencySymbol(currency)}${text}`;
}

/** 123456 → "1234.56": for CSV cells and inputs (no symbol, no grouping). */
export function centsPlain(cents: number): string {
  return centsText(cents).replace(/,/g, '');
}

/**
 * "12.3" / "12.34" / "12" → 1230 / 1234 / 1200; undefined for anything else (more than two decimals, signs, exponents,
 * spaces inside). Parsed from the digits, never through a float.
 */
export function parseCents(text: string): number | undefined {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] || '').padEnd(2, '0'));
}

/** Integer sum of amounts; throws if any is not an integer. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const a of amounts) {
    if (!isCents(a)) throw new TypeError(`amount is not an integer of minor units: ${a}`);
    total += a;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('sum of amounts exceeds the safe integer range');
  return total;
}

/** Sums per currency, e.g. { CNY: 1200, USD: 99 }: amounts of different currencies are never added together. */
export function sumByCurrency<T>(rows: Iterable<T>, amount: (r: T) => number, currency: (r: T) => string) {
  const out: Record<string, number> = {};
  for (const r of rows) {
    const c = currency(r);
    out[c] = sumCents([out[c] || 0, amount(r)]);
  }
  return out;
}
