import { describe, expect, it } from 'vitest';
import { licenceProblem, PHONE_PATTERN, signatureProblem, usccCheckChar } from './operationRules';

describe('operating-entity rules', () => {
  it('checks a mainland licence as a unified social credit code with its check character', () => {
    // a published example of a valid code
    expect(licenceProblem('domestic', '91350100M000100Y43')).toBeNull();
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
    expect(licenceProblem('domestic', '91350100M000100Y44')).toBe('checksum');
    expect(licenceProblem('domestic', '91350100M000100Y4')).toBe('format');
    // I, O, S, V, Z are never used; the region code (characters 3–8) is digits
    expect(licenceProblem('domestic', '91350100MO00100Y43')).toBe('format');
    expect(licenceProblem('domestic', '9135A100M000100Y43')).toBe('format');
    expect(licenceProblem('hkmt', 'HK-2890417')).toBeNull();
    expect(licenceProblem('overseas', 'sg-1')).toBe('format');
  });

  it('takes a mainland mobile or an international number', () => {
    expect(PHONE_PATTERN.test('13812341234')).toBe(true);
    expect(PHONE_PATTERN.test('12812341234')).toBe(false);
    expect(PHONE_PATTERN.test('+85291234567')).toBe(true);
    expect(PHONE_PATTERN.test('+12')).toBe(false);
  });

  it('checks an SMS signature as carriers require', () => {
    expect(signatureProblem('星河互娱')).toBeNull();
    expect(signatureProblem('Starriver')).toBeNull();
    expect(signatureProblem('星')).toBe('length');
    expect(signatureProblem('一二三四五六七八九十一二三')).toBe('length');
    expect(signatureProblem('【星河】')).toBe('brackets');
    expect(signatureProblem('星河 互娱')).toBe('chars');
    expect(signatureProblem('12345')).toBe('digits');
  });
});
