import { describe, expect, it } from 'vitest';
import { feeRatePercentText, formatFeeRate, notifyUrlProblem, parseFeeRatePercent } from './rules';

describe('notify URL', () => {
  it('accepts an https address with a host', () => {
    expect(notifyUrlProblem('https://pay.example.com/notify/alipay')).toBeNull();
    expect(notifyUrlProblem('  https://pay.example.com:8443/n?game=1 ')).toBeNull();
    expect(notifyUrlProblem('HTTPS://PAY.EXAMPLE.COM/')).toBeNull();
  });

  it('says why an address is refused', () => {
    expect(notifyUrlProblem('')).toBe('empty');
    expect(notifyUrlProblem('   ')).toBe('empty');
    expect(notifyUrlProblem('http://pay.example.com/n')).toBe('notHttps');
    expect(notifyUrlProblem('ftp://pay.example.com/n')).toBe('notHttps');
    expect(notifyUrlProblem('pay.example.com/n')).toBe('notHttps');
    expect(notifyUrlProblem('https://')).toBe('noHost');
    expect(notifyUrlProblem('https:///path')).toBe('noHost');
    expect(notifyUrlProblem('https:pay.example.com')).toBe('noHost');
    expect(notifyUrlProblem('https://user:secret@pay.example.com/n')).toBe('credentials');
    expect(notifyUrlProblem('https://user@pay.example.com/n')).toBe('credentials');
    expect(notifyUrlProblem('https://pay.example .com/n')).toBe('spaces');
    expect(notifyUrlProblem('https://pay..exa[mple.com/n')).toBe('invalid');
  });
});

describe('fee rate', () => {
  it('parses a percentage into whole basis points from its digits', () => {
    expect(parseFeeRatePercent('0.6')).toBe(60);
    expect(parseFeeRatePercent('0.60')).toBe(60);
    expect(parseFeeRatePercent('2')).toBe(200);
    expect(parseFeeRatePercent('1.25')).toBe(125);
    expect(parseFeeRatePercent('0.07')).toBe(7);
    expect(parseFeeRatePercent(' 30 ')).toBe(3000);
    expect(parseFeeRatePercent('100')).toBe(10000);
    // 0.1 + 0.2 would be a float trap; 0.29 stays 29 exactly
    expect(parseFeeRatePercent('0.29')).toBe(29);
  });

  it('refuses more than two decimals, signs, exponents and above 100 %', () => {
    ['0.605', '-1', '+1', '1e2', '100.01', '', 'abc', '1,5', '.5'].forEach((text) =>
      expect(parseFeeRatePercent(text), text).toBeUndefined(),
    );
  });

  it('shows basis points as a percentage with two decimals', () => {
    expect(formatFeeRate(60)).toBe('0.60%');
    expect(formatFeeRate(3000)).toBe('30.00%');
    expect(formatFeeRate(0)).toBe('0.00%');
    expect(feeRatePercentText(125)).toBe('1.25');
    expect(() => formatFeeRate(1.5)).toThrow(TypeError);
  });
});
