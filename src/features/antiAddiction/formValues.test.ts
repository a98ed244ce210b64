import { describe, expect, it } from 'vitest';
import type { RuleSetView } from '@/contract/antiAddiction';
import { badDates, fromForm, toForm } from './formValues';

const stored: RuleSetView = {
  verifyMode: 'national',
  appId: 'a3f9****a1c5',
  bizId: '1101****9999',
  secretKey: '6b2e****1f04',
  guestMinutes: 60,
  windows: [{ weekdays: [5, 6, 7], holidays: true, start: '20:00', end: '21:00' }],
  holidays: ['2026-10-01'],
  workdays: ['2026-10-10'],
  caps: { age8to16: { perPayment: 5000, perMonth: 20000 }, age16to18: { perPayment: 10000, perMonth: 40000 } },
};

describe('anti-addiction form values', () => {
  it('starts secrets blank (blank keeps them) and shows caps in yuan', () => {
    const form = toForm(stored, 'zh-CN');
    expect([form.appId, form.bizId, form.secretKey]).toEqual(['', '', '']);
    expect(form.caps.age8to16).toEqual({ perPayment: '50.00', perMonth: '200.00' });
    // in pt-BR, with a decimal comma; read back the same
    const pt = toForm(stored, 'pt-BR');
    expect(pt.caps.age16to18).toEqual({ perPayment: '100,00', perMonth: '400,00' });
    expect(fromForm(pt, 'pt-BR').caps).toEqual(stored.caps);
  });

  it('saves caps as integer cents, never through a float', () => {
    const form = toForm(stored, 'zh-CN');
    form.caps.age16to18.perPayment = '0.29';
    form.secretKey = '  newkey-123456  ';
    const out = fromForm(form, 'zh-CN');
    expect(out.caps.age16to18.perPayment).toBe(29);
    expect(out.caps.age8to16.perMonth).toBe(20000);
    expect(out.secretKey).toBe('newkey-123456');
    expect(out.appId).toBe('');
  });

  it('finds dates that are not real days', () => {
    expect(badDates(['2026-10-01', '2026-02-30', '10/01'])).toEqual(['2026-02-30', '10/01']);
  });
});
