import { describe, expect, it } from 'vitest';
import { toForm, toPayload } from './formValues';

describe('switch-payment form values', () => {
  it('leaves empty versions and times out (open ends) and trims text', () => {
    const p = toPayload({
      channel: ' huawei ',
      region: 'all',
      minVersion: ' ',
      maxVersion: '3.1.9',
      fromPayType: 'alipay',
      toPayType: 'wechat',
      status: false,
      note: ' x ',
    });
    expect(p).toEqual({
      channel: 'huawei',
      region: 'all',
      minVersion: undefined,
      maxVersion: '3.1.9',
      fromPayType: 'alipay',
      toPayType: 'wechat',
      startAt: undefined,
      endAt: undefined,
      status: 0,
      note: 'x',
    });
  });

  it('round-trips a rule, open ends included', () => {
    const rule = {
      id: 3,
      gameId: 1,
      channel: 'oppo',
      channelName: 'OPPO',
      minVersion: '1.0',
      maxVersion: '',
      region: 'CN' as const,
      fromPayType: 'wechat' as const,
      toPayType: 'alipay' as const,
      startAt: 1000,
      endAt: null,
      status: 1 as const,
      note: 'n',
      created: 1,
      updated: 1,
      updatedBy: 'admin',
      recordVersion: 1,
      savedBy: 'admin',
      savedAt: 1,
    };
    expect(toPayload(toForm(rule))).toEqual({
      channel: 'oppo',
      region: 'CN',
      minVersion: '1.0',
      maxVersion: undefined,
      fromPayType: 'wechat',
      toPayType: 'alipay',
      startAt: 1000,
      endAt: undefined,
      status: 1,
      note: 'n',
    });
  });
});
