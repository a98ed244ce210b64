import { NEW_BAN, toForm, toPayload } from './formValues';

describe('ban form values', () => {
  it('a permanent ban sends no end; an empty start is left to the backend (now)', () => {
    expect(toPayload({ ...NEW_BAN, target: ' xhcs_00001 ', reason: ' 外挂 ', endAt: 1_900_000_000_000 })).toEqual({
      targetType: 'account',
      target: 'xhcs_00001',
      scopes: ['login'],
      startAt: undefined,
      endAt: undefined,
      reason: '外挂',
    });
  });

  it('a ban with an end round-trips through the form', () => {
    const ban = {
      id: 3,
      gameId: 1,
      targetType: 'ip' as const,
      target: '1.2.3.4',
      scopes: ['login' as const, 'pay' as const],
      startAt: 1_800_000_000_000,
      endAt: 1_800_086_400_000,
      reason: '代理',
      status: 'active' as const,
      source: 'manual' as const,
      liftedAt: null,
      liftedBy: '',
      liftReason: '',
      created: 0,
      createdBy: 'a',
      updated: 0,
      updatedBy: 'a',
      blocked: 0,
      lastBlockedAt: null,
      recordVersion: 1,
      savedBy: 'a',
      savedAt: 0,
    };
    const form = toForm(ban);
    expect(form.permanent).toBe(false);
    expect(toPayload(form)).toEqual({
      targetType: 'ip',
      target: '1.2.3.4',
      scopes: ['login', 'pay'],
      startAt: ban.startAt,
      endAt: ban.endAt,
      reason: '代理',
    });
  });
});
