/**
 * Money (docs/rules.md "Money"): every amount is an integer count of minor units end to end — in the contract, the
 * backend's records, sums and CSV exports. Floats never hold money; a sum is an integer sum. Shown in the interface
 * language with the record's currency (Intl.NumberFormat, given the exact decimal text, never a float); typed with the
 * language's decimal and grouping separators and parsed from the digits.
 *
 * No Intl object is made here until an amount is formatted (docs/rules.md "Money"); formatters are kept per language
 * and currency.
 */
import { CURRENCIES, type Currency } from '../contract/currencies';

export { CURRENCIES, type Currency };

/** Each supported currency's minor-unit digits (ISO 4217): an amount of 1 is 1/10^digits of the currency. */
const DIGITS: Record<Currency, number> = { CNY: 2, USD: 2, HKD: 2, TWD: 2, BRL: 2, EUR: 2 };

export const isCurrency = (v: unknown): v is Currency => CURRENCIES.includes(v as Currency);

/** True for a safe integer: the only shape an amount may take. */
// the typeof check is for the type guard: Number.isSafeInteger is false for anything not a number
// Stryker disable next-line ConditionalExpression: equivalent, as said above
export const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

const ISO_CODE = /^[A-Z]{3}$/;

const formatters = new Map<string, Intl.NumberFormat>();
/** One formatter per language and currency ('' for a plain number), made when first needed. */
function formatter(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * A currency's minor-unit digits: the table above for the supported ones; another well-formed code as Intl knows it
 * (JPY 0, KWD 3); anything else 2.
 */
export function minorDigits(currency: string): number {
  if (isCurrency(currency)) return DIGITS[currency];
  if (!ISO_CODE.test(currency)) return 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

function checked(minor: number): number {
  if (!isCents(minor)) throw new TypeError(`amount is not an integer of minor units: ${minor}`);
  return minor;
}

/** 123456, 2 → "1234.56"; -5, 2 → "-0.05"; 1234, 0 → "1234": the exact decimal text of an amount, no grouping. */
export function minorToDecimal(minor: number, digits: number): string {
  const abs = String(Math.abs(checked(minor))).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return digits ? `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}` : `${sign}${abs}`;
}

/**
 * 123456, 'CNY', 'zh-CN' → "¥1,234.56"; 'pt-BR' → "CN¥ 1.234,56" (Intl puts a no-break space there); 'BRL', 'pt-BR' →
 * "R$ 1.234,56"; a negative amount "-¥12.00". A code that is not an ISO currency code is written before the number.
 * Throws on a non-integer: a float amount is a bug.
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  const text = minorToDecimal(cents, digits) as Intl.StringNumericLiteral;
  if (ISO_CODE.test(currency)) return formatter(locale, currency, digits).format(text);
  const number = formatter(locale, '', digits).format(text);
  return currency ? `${currency} ${number}` : number;
}

/** 123456 → "1234.56": for CSV cells and other machines (no symbol, no grouping, `.` decimal, whatever the language). */
// Stryker disable next-line StringLiteral: an unknown or empty currency has two minor digits, as CNY does
export function centsPlain(cents: number, currency = 'CNY'): string {
  return minorToDecimal(cents, minorDigits(currency));
}

/** The separators a language writes numbers with. */
export interface Separators {
  group: string;
  decimal: string;
}

/**
 * The interface languages' separators, written out so that counts and typed amounts need no Intl object (the table is
 * checked against Intl in money.test.ts); another language falls back to Intl.
 */
const SEPARATORS: Record<string, Separators> = {
  'zh-CN': { group: ',', decimal: '.' },
  'en-US': { group: ',', decimal: '.' },
  'zh-TW': { group: ',', decimal: '.' },
  'pt-BR': { group: '.', decimal: ',' },
};

export function numberSeparators(locale: string): Separators {
  const known = SEPARATORS[locale];
  // Stryker disable next-line ConditionalExpression: a fast path; Intl writes the four languages' numbers alike
  if (known) return known;
  const parts = formatter(locale, '', 1).formatToParts(1234567.5);
  return {
    // Stryker disable next-line StringLiteral,OptionalChaining: every language Intl knows groups 1234567.5 and writes its decimal
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    // Stryker disable next-line StringLiteral,OptionalChaining: every language Intl knows groups 1234567.5 and writes its decimal
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 1234567, 'pt-BR' → "1.234.567": a count grouped as the language writes it (no Intl object for the four languages). */
export function formatCount(n: number, locale: string): string {
  const { group } = numberSeparators(locale);
  const digits = String(Math.abs(Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return n < 0 ? `-${digits}` : digits;
}

/** 0.8333, 'pt-BR' → "83,3%": a rate as a percentage with `digits` decimals in the language's decimal separator. */
export function formatPercent(rate: number, locale: string, digits = 1): string {
  return `${(rate * 100).toFixed(digits).replace('.', numberSeparators(locale).decimal)}%`;
}

/** 123456, 'CNY', 'pt-BR' → "1234,56": an amount as an input shows it to be edited (no symbol, no grouping). */
export function amountInputText(cents: number, currency: string, locale: string): string {
  return minorToDecimal(cents, minorDigits(currency)).replace('.', numberSeparators(locale).decimal);
}

/**
 * A typed amount in the interface language → integer minor units, or undefined. Accepted: digits, optionally grouped
 * by the language's grouping separator in threes ("1.234.567" in pt-BR, "1,234,567" in zh-CN), then the language's
 * decimal separator and at most the currency's minor digits ("12,34" in pt-BR, "12.34" in en-US). Refused as
 * ambiguous or wrong: the other language's decimal ("12.34" in pt-BR, "12,34" in en-US), groups not of three, a
 * separator at either end, more decimals than the currency has, signs, exponents, spaces inside. Parsed from the
 * digits, never through a float.
 */
export function parseAmount(text: string, currency: string, locale: string): number | undefined {
  const { group, decimal } = numberSeparators(locale);
  const digits = minorDigits(currency);
  const g = escapeRegExp(group);
  const fraction = digits ? `(?:${escapeRegExp(decimal)}(\\d{1,${digits}}))?` : '';
  const m = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)${fraction}$`).exec(text.trim());
  if (!m) return undefined;
  const whole = m[1].split(group).join('');
  if (whole.length > 13) return undefined;
  // Stryker disable next-line StringLiteral: Number('') is 0 too (the '0' only says what an absent fraction is)
  const minor = Number(whole) * 10 ** digits + Number((m[2] || '').padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/**
 * "12.3" / "12.34" / "12" → 1230 / 1234 / 1200; undefined for anything else (more than two decimals, signs, exponents,
 * grouping, spaces inside): the machine-readable form (CSV imports), whatever the language. Never through a float.
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
