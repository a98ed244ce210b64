import { describe, expect, it } from 'vitest';
import {
  amountInputText,
  CURRENCIES,
  centsPlain,
  formatCount,
  formatMoney,
  formatPercent,
  isCents,
  minorDigits,
  minorToDecimal,
  numberSeparators,
  parseAmount,
  parseCents,
  sumByCurrency,
  sumCents,
} from './money';

/** Intl writes a no-break space between a symbol and the number where the language puts one (pt-BR). */
const NBSP = '\u00a0';
const LOCALES = ['zh-CN', 'en-US', 'pt-BR', 'zh-TW'];

describe('money in minor units, written in the interface language', () => {
  it('formats an amount with the record currency in each language', () => {
    expect(formatMoney(123456, 'CNY', 'zh-CN')).toBe('¥1,234.56');
    expect(formatMoney(123456, 'CNY', 'en-US')).toBe('CN¥1,234.56');
    expect(formatMoney(2493600, 'CNY', 'pt-BR')).toBe(`CN¥${NBSP}24.936,00`);
    expect(formatMoney(123456, 'BRL', 'pt-BR')).toBe(`R$${NBSP}1.234,56`);
    expect(formatMoney(123456, 'CNY', 'zh-TW')).toBe('CN¥1,234.56');
    expect(formatMoney(123456, 'TWD', 'zh-TW')).toBe('$1,234.56');
    expect(formatMoney(5, 'USD', 'en-US')).toBe('$0.05');
    expect(formatMoney(5, 'USD', 'zh-CN')).toBe('US$0.05');
    expect(formatMoney(0, 'BRL', 'en-US')).toBe('R$0.00');
    expect(formatMoney(100000000, 'TWD', 'en-US')).toBe('NT$1,000,000.00');
    expect(formatMoney(99, 'HKD', 'pt-BR')).toBe(`HK$${NBSP}0,99`);
    expect(formatMoney(1234567, 'EUR', 'pt-BR')).toBe(`€${NBSP}12.345,67`);
  });

  it('writes negative amounts with their sign', () => {
    expect(formatMoney(-1200, 'CNY', 'zh-CN')).toBe('-¥12.00');
    expect(formatMoney(-5, 'BRL', 'pt-BR')).toBe(`-R$${NBSP}0,05`);
    expect(formatMoney(-123456, 'USD', 'en-US')).toBe('-$1,234.56');
  });

  it('is exact at the edge of the safe integers (the decimal text goes to Intl, never a float)', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'CNY', 'zh-CN')).toBe('¥90,071,992,547,409.91');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'BRL', 'pt-BR')).toBe(`R$${NBSP}90.071.992.547.409,91`);
    expect(minorToDecimal(-5, 2)).toBe('-0.05');
    expect(minorToDecimal(1234, 0)).toBe('1234');
  });

  it('minds a currency’s own minor digits: the supported ones have two, a zero-decimal code none', () => {
    for (const c of CURRENCIES) expect(minorDigits(c), c).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
    expect(formatMoney(1234, 'JPY', 'en-US')).toBe('¥1,234');
    expect(formatMoney(1234, 'JPY', 'pt-BR')).toBe(`JP¥${NBSP}1.234`);
    expect(formatMoney(1234, 'KWD', 'en-US')).toBe(`KWD${NBSP}1.234`);
    expect(centsPlain(1234, 'JPY')).toBe('1234');
    expect(parseAmount('1.234', 'JPY', 'pt-BR')).toBe(1234);
    expect(parseAmount('12,5', 'JPY', 'pt-BR')).toBeUndefined();
    // a whole part of 14 digits is refused in a currency without decimals too
    expect(parseAmount('99999999999999', 'JPY', 'en-US')).toBeUndefined();
  });

  it('makes one Intl formatter per language and currency, when first needed, and none for counts', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatCount(1234567, 'pt-BR')).toBe('1.234.567');
      expect(made).not.toHaveBeenCalled();
      expect(formatMoney(1, 'EUR', 'fr-FR')).toBe(formatMoney(1, 'EUR', 'fr-FR'));
      expect(formatMoney(2, 'EUR', 'fr-FR')).toMatch(/^0,02\s€$/);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  it('writes a code that is no ISO currency before the number', () => {
    expect(formatMoney(199, 'XY', 'zh-CN')).toBe('XY 1.99');
    expect(formatMoney(199, '', 'pt-BR')).toBe('1,99');
  });

  it('refuses a float amount instead of rounding it', () => {
    expect(() => formatMoney(12.5, 'CNY', 'zh-CN')).toThrow(
      new TypeError('amount is not an integer of minor units: 12.5'),
    );
    expect(() => formatMoney(Number.NaN, 'CNY', 'zh-CN')).toThrow(TypeError);
    expect(() => centsPlain(0.1)).toThrow(new TypeError('amount is not an integer of minor units: 0.1'));
    expect(isCents(1)).toBe(true);
    expect(isCents(0.1)).toBe(false);
    expect(isCents('1')).toBe(false);
  });

  it('keeps CSV cells machine-readable whatever the language: 1234.56', () => {
    expect(centsPlain(123456)).toBe('1234.56');
    expect(centsPlain(-5, 'BRL')).toBe('-0.05');
    expect(centsPlain(0)).toBe('0.00');
  });
});

describe('separators, counts and rates', () => {
  it('the written-out separators of the four languages are the ones Intl uses', () => {
    for (const locale of LOCALES) {
      const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
      expect(numberSeparators(locale), locale).toEqual({
        group: parts.find((p) => p.type === 'group')?.value,
        decimal: parts.find((p) => p.type === 'decimal')?.value,
      });
    }
    // another language is asked of Intl
    expect(numberSeparators('de-DE')).toEqual({ group: '.', decimal: ',' });
  });

  it('groups counts and writes rates as the language does', () => {
    expect(formatCount(1234567, 'zh-CN')).toBe('1,234,567');
    expect(formatCount(1234567, 'pt-BR')).toBe('1.234.567');
    expect(formatCount(-1000, 'pt-BR')).toBe('-1.000');
    expect(formatCount(999, 'en-US')).toBe('999');
    // nothing is not negative: no "-0" on an empty list's count
    expect(formatCount(0, 'pt-BR')).toBe('0');
    for (const locale of LOCALES) expect(formatCount(98765432, locale)).toBe((98765432).toLocaleString(locale));
    expect(formatPercent(0.8333, 'zh-CN')).toBe('83.3%');
    expect(formatPercent(0.8333, 'pt-BR')).toBe('83,3%');
    expect(formatPercent(1, 'pt-BR', 0)).toBe('100%');
  });
});

describe('typed amounts', () => {
  it('an input shows the amount with the language’s decimal separator, no symbol, no grouping', () => {
    expect(amountInputText(123456, 'CNY', 'zh-CN')).toBe('1234.56');
    expect(amountInputText(123456, 'BRL', 'pt-BR')).toBe('1234,56');
    expect(amountInputText(5, 'CNY', 'pt-BR')).toBe('0,05');
    // what an input shows reads back as the same amount
    for (const locale of LOCALES)
      for (const cents of [0, 1, 99, 100, 123456, 100000000])
        expect(parseAmount(amountInputText(cents, 'CNY', locale), 'CNY', locale), `${locale} ${cents}`).toBe(cents);
  });

  it('accepts the language’s decimal and grouping separators', () => {
    expect(parseAmount('12,34', 'BRL', 'pt-BR')).toBe(1234);
    expect(parseAmount('1.234,56', 'BRL', 'pt-BR')).toBe(123456);
    expect(parseAmount('1.234.567,8', 'CNY', 'pt-BR')).toBe(123456780);
    expect(parseAmount('1234,5', 'CNY', 'pt-BR')).toBe(123450);
    expect(parseAmount('1.234', 'CNY', 'pt-BR')).toBe(123400);
    expect(parseAmount(' 12 ', 'CNY', 'pt-BR')).toBe(1200);
    expect(parseAmount('12.34', 'CNY', 'zh-CN')).toBe(1234);
    expect(parseAmount('1,234.56', 'USD', 'en-US')).toBe(123456);
    expect(parseAmount('1,234', 'TWD', 'zh-TW')).toBe(123400);
    expect(parseAmount('0.1', 'CNY', 'en-US')).toBe(10);
    // the largest whole part taken: 13 digits (14 are refused below)
    expect(parseAmount('9999999999999,99', 'CNY', 'pt-BR')).toBe(999999999999999);
  });

  it('refuses ambiguous or malformed input rather than guessing', () => {
    const refused: Array<[string, string]> = [
      // the other language's decimal separator
      ['12.34', 'pt-BR'],
      ['12,34', 'en-US'],
      ['12,34', 'zh-CN'],
      // both separators the wrong way round
      ['1,234.56', 'pt-BR'],
      ['1.234,56', 'en-US'],
      // groups not of three, or grouping after the decimal
      ['1.23', 'pt-BR'],
      ['12.3456', 'pt-BR'],
      ['1,23,456', 'en-US'],
      ['1,234.567,8', 'en-US'],
      ['1,234,56', 'pt-BR'],
      // more decimals than the currency has, separators at the ends, two decimals separators
      ['1,234', 'pt-BR'],
      ['1.234', 'en-US'],
      [',5', 'pt-BR'],
      ['5,', 'pt-BR'],
      ['.5', 'zh-CN'],
      ['1..5', 'zh-CN'],
      ['1,,5', 'pt-BR'],
      // signs, exponents, spaces inside, words, nothing
      ['-1', 'zh-CN'],
      ['+1', 'zh-CN'],
      ['1e3', 'en-US'],
      ['1 234', 'pt-BR'],
      ['abc', 'zh-CN'],
      ['', 'pt-BR'],
      ['99999999999999', 'zh-CN'],
    ];
    for (const [text, locale] of refused)
      expect(parseAmount(text, 'CNY', locale), `${locale} "${text}"`).toBeUndefined();
  });

  it('machine-readable amounts (CSV imports) parse with a point whatever the language', () => {
    expect(parseCents('1234.56')).toBe(123456);
    expect(parseCents('0.1')).toBe(10);
    expect(parseCents(' 12 ')).toBe(1200);
    // 0.1 + 0.2 is not 0.3 in floats; the digits are summed as integers
    expect(sumCents([parseCents('0.1')!, parseCents('0.2')!])).toBe(parseCents('0.3'));
    for (const bad of ['1.234', '-1', '1e3', '', 'abc', '1,000', '.5', '1.', '12,34'])
      expect(parseCents(bad)).toBeUndefined();
  });
});

describe('sums', () => {
  it('sums integers only, and per currency', () => {
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([1, 0.5])).toThrow(new TypeError('amount is not an integer of minor units: 0.5'));
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(
      new RangeError('sum of amounts exceeds the safe integer range'),
    );
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
