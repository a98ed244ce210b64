import { t } from './i18n';
import {
  DIGIT_LIMIT,
  digitRule,
  digitsText,
  FILE_LIMIT_MB,
  fileTooLarge,
  fileTooLargeText,
  isNumeric,
  MB,
  stripEmoji,
  switchValue,
  SWITCH_OFF,
  SWITCH_ON,
} from './validate';

const run = (rule: ReturnType<typeof digitRule>, v: unknown) => rule.validator(undefined, v);

describe('constants (docs/rules.md "Validation messages", "File size limit", "Switch values")', () => {
  it('digit limit 10, file limit 800 MB of 1024*1024 bytes, switch values 1/0', () => {
    expect(DIGIT_LIMIT).toBe(10);
    expect(FILE_LIMIT_MB).toBe(800);
    expect(MB).toBe(1048576);
    expect(SWITCH_ON).toBe('1');
    expect(SWITCH_OFF).toBe('0');
  });
});

describe('isNumeric', () => {
  it.each([
    ['123', true],
    ['0', true],
    [42, true],
    ['', false],
    [null, false],
    [undefined, false],
    ['1.5', false],
    ['-1', false],
    ['1e3', false],
    [' 1', false],
    ['１２', false], // full-width digits are not digits here
  ])('%j → %s', (v, expected) => {
    expect(isNumeric(v)).toBe(expected);
  });
});

describe('digitRule (digits only, at most N)', () => {
  it('accepts empty values (required is a separate rule)', async () => {
    await expect(run(digitRule(), undefined)).resolves.toBeUndefined();
    await expect(run(digitRule(), null)).resolves.toBeUndefined();
    await expect(run(digitRule(), '')).resolves.toBeUndefined();
  });

  it('accepts up to 10 digits by default, strings or numbers', async () => {
    await expect(run(digitRule(), '0123456789')).resolves.toBeUndefined();
    await expect(run(digitRule(), 1234567890)).resolves.toBeUndefined();
  });

  it('refuses 11 digits with the digit-length message carrying N', async () => {
    await expect(run(digitRule(), '01234567890')).rejects.toThrow(digitsText(10));
    expect(digitsText()).toBe(t('validate.digits', { max: 10 }));
  });

  it('refuses non-digits with the numeric message', async () => {
    await expect(run(digitRule(), '12a')).rejects.toThrow(t('validate.numeric'));
    await expect(run(digitRule(), '-5')).rejects.toThrow(t('validate.numeric'));
  });

  it('honours a custom limit', async () => {
    await expect(run(digitRule(3), '123')).resolves.toBeUndefined();
    await expect(run(digitRule(3), '1234')).rejects.toThrow(digitsText(3));
  });
});

describe('file size', () => {
  it('exactly the limit passes; one byte more is too large', () => {
    expect(fileTooLarge({ size: 800 * MB })).toBe(false);
    expect(fileTooLarge({ size: 800 * MB + 1 })).toBe(true);
    expect(fileTooLarge({ size: 0 })).toBe(false);
  });

  it('honours a custom limit in MB', () => {
    expect(fileTooLarge({ size: 2 * MB }, 2)).toBe(false);
    expect(fileTooLarge({ size: 2 * MB + 1 }, 2)).toBe(true);
  });

  it('the warning text carries the limit', () => {
    expect(fileTooLargeText()).toBe(t('validate.fileSize', { max: 800 }));
    expect(fileTooLargeText(5)).toBe(t('validate.fileSize', { max: 5 }));
  });
});

describe('stripEmoji', () => {
  it.each([
    ['plain text', 'plain text'],
    ['中文 Português ação', '中文 Português ação'],
    ['ok👍', 'ok'],
    ['a👍🏽b', 'ab'], // skin tone modifier
    ['fam👨‍👩‍👧‍👦ily', 'family'], // ZWJ sequence
    ['💂‍♀️guard', 'guard'], // ZWJ + gendered sign + variation selector
    ['🏳️‍🌈flag', 'flag'], // ZWJ flag sequence
    ['cn🇨🇳br🇧🇷', 'cnbr'], // regional-indicator flags
    ['love ❤️ you', 'love  you'], // text symbol + VS16
    ['key 1️⃣ #️⃣', 'key 1 #'], // keycap: the digit stays, the keycap marks go
    ['🎮🕹️', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(stripEmoji(input)).toBe(expected);
  });

  it('can be applied twice (global regex keeps no state between calls)', () => {
    expect(stripEmoji('x😀')).toBe('x');
    expect(stripEmoji('y😀')).toBe('y');
  });
});

describe('switch mapping (docs/rules.md "Switch values")', () => {
  it('checked ⇄ "1", unchecked ⇄ "0"', () => {
    expect(switchValue.toValue(true)).toBe('1');
    expect(switchValue.toValue(false)).toBe('0');
    expect(switchValue.toChecked('1')).toBe(true);
    expect(switchValue.toChecked(1)).toBe(true);
    expect(switchValue.toChecked(true)).toBe(true);
    expect(switchValue.toChecked('0')).toBe(false);
    expect(switchValue.toChecked(0)).toBe(false);
    expect(switchValue.toChecked(undefined)).toBe(false);
    expect(switchValue.toChecked('true')).toBe(false);
  });
});
