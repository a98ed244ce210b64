import { describe, expect, it } from 'vitest';
import type { MonitorRule } from '../service';
import { toForm, toPayload } from './formValues';

const rule: MonitorRule = {
  id: 3,
  recordVersion: 1,
  savedBy: '',
  savedAt: 0,
  gameId: 1,
  name: '大额充值',
  account: '',
  kind: 'payOver',
  amount: 64800,
  currency: 'CNY',
  count: null,
  windowMinutes: null,
  status: 1,
  note: 'n',
  openAlerts: 0,
  created: 0,
  createdBy: '',
  updated: 0,
  updatedBy: '',
};

describe('watch-rule form values', () => {
  it('round-trips an amount in integer cents through its text', () => {
    expect(toForm(rule, 'zh-CN').amount).toBe('648.00');
    expect(toPayload(toForm(rule, 'zh-CN'), 'zh-CN')).toEqual({
      name: '大额充值',
      account: '',
      kind: 'payOver',
      status: 1,
      note: 'n',
      amount: 64800,
      currency: 'CNY',
    });
    expect(toPayload({ ...toForm(rule), amount: '0.1' }, 'zh-CN').amount).toBe(10);
    expect(toPayload({ ...toForm(rule), amount: '1.234' }, 'zh-CN').amount).toBeUndefined();
  });

  it('writes and reads the amount as the interface language does (pt-BR: decimal comma)', () => {
    expect(toForm(rule, 'pt-BR').amount).toBe('648,00');
    expect(toPayload(toForm(rule, 'pt-BR'), 'pt-BR').amount).toBe(64800);
    expect(toPayload({ ...toForm(rule), amount: '1.288,5' }, 'pt-BR').amount).toBe(128850);
    // a decimal point is not pt-BR's: refused rather than read as 64800 or 6480000
    expect(toPayload({ ...toForm(rule), amount: '648.00' }, 'pt-BR').amount).toBeUndefined();
  });

  it('sends only what the kind uses', () => {
    const orders = toPayload({
      name: ' x ',
      account: ' xhcs_00001 ',
      kind: 'manyOrders',
      count: 3,
      windowMinutes: 10,
      amount: '5',
    });
    expect(orders).toEqual({
      name: 'x',
      account: 'xhcs_00001',
      kind: 'manyOrders',
      status: 0,
      note: '',
      count: 3,
      windowMinutes: 10,
    });
    expect(toPayload({ name: 'd', kind: 'newDevice', amount: '5', count: 2 })).not.toHaveProperty('amount');
  });
});
