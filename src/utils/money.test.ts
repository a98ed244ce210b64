import { describe, expect, it } from 'vitest';
import {
  centsPlain,
  centsText,
  currencySymbol,
  formatMoney,
  isCents,
  parseCents,
  sumByCurrency,
  sumCents,
} from './money';

describe('money in minor units', () => {
  it('formats cents with the symbol, two decimals and grouping', () => {
    expect(formatMoney(123456, 'CNY')).toBe('¥1,234.56');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(0, 'BRL')).toBe('R$0.00');
    expect(formatMoney(-1200, 'CNY')).toBe('-¥12.00');
    expect(formatMoney(100000000, 'TWD')).toBe('NT$1,000,000.00');
    expect(formatMoney(199, 'XYZ')).toBe('XYZ 1.99');
    expect(currencySymbol('HKD')).toBe('HK$');
  });

  it('refuses a float amount instead of rounding it', () => {
    expect(() => centsText(12.5)).toThrow(TypeError);
    expect(() => formatMoney(Number.NaN, 'CNY')).toThrow(TypeError);
    expect(isCents(1)).toBe(true);
    expect(isCents(0.1)).toBe(false);
    expect(isCents('1')).toBe(false);
  });

  it('writes plain cells and parses typed amounts without floats', () => {
    expect(centsPlain(123456)).toBe('1234.56');
    expect(parseCents('1234.56')).toBe(123456);
    expect(parseCents('0.1')).toBe(10);
    expect(parseCents(' 12 ')).toBe(1200);
    // 0.1 + 0.2 is not 0.3 in floats; the digits are summed as integers
    expect(sumCents([parseCents('0.1')!, parseCents('0.2')!])).toBe(parseCents('0.3'));
    for (const bad of ['1.234', '-1', '1e3', '', 'abc', '1,000', '.5', '1.']) expect(parseCents(bad)).toBeUndefined();
  });

  it('sums integers only, and per currency', () => {
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([1, 0.5])).toThrow(TypeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    const rows = [
      { a: 100, c: 'CNY' },
      { a: 250, c: 'USD' },
      { a: 50, c: 'CNY' },
    ];
    expect(
      sumByCurrency(
        rows,
        (r) => r.a,
        (r) => r.c,
      ),
    ).toEqual({ CNY: 150, USD: 250 });
  });
});
