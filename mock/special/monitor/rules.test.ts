import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../core/clock';
import type { ActivityEvent, AppliedFacts } from '../../activity';
import { ruleMeets, type RuleLike } from './rules';
import { startBackend } from '../../backend';

// the backend as an entry serves it: every domain's set-up, once (mock/backend)
startBackend();

/** Each rule kind at its edges (src/pages/special/README.md "Account monitoring"). */
const T = 1_800_000_000_000;
const base: RuleLike = {
  gameId: 1,
  account: '',
  kind: 'payOver',
  amount: 64800,
  currency: 'CNY',
  count: null,
  windowMinutes: null,
  status: 1,
  created: T - 60 * MINUTE,
};
const pay = (amount: number, o: Partial<ActivityEvent> = {}): ActivityEvent =>
  ({
    kind: 'payment',
    id: 'e',
    gameId: 1,
    at: T,
    account: 'xhcs_00001',
    roleId: 'r',
    roleName: 'n',
    server: 's1',
    amount,
    currency: 'CNY',
    ...o,
  }) as ActivityEvent;
const signIn: ActivityEvent = {
  kind: 'signIn',
  id: 's',
  gameId: 1,
  at: T,
  account: 'xhcs_00001',
  device: 'd',
  ip: '1.1.1.1',
  channel: 'official',
};
const NEW: AppliedFacts = { newDevice: true, newIp: false };
const KNOWN: AppliedFacts = { newDevice: false, newIp: false };
const none = { paymentTimes: [], lastAlertAt: null };

describe('payOver', () => {
  it('meets a payment equal to the threshold, not one cent under it', () => {
    expect(ruleMeets(base, pay(64800), KNOWN, none)).toEqual({ count: null });
    expect(ruleMeets(base, pay(64799), KNOWN, none)).toBeNull();
    expect(ruleMeets(base, pay(1_000_000), KNOWN, none)).not.toBeNull();
  });

  it('never compares another currency, and ignores sign-ins', () => {
    expect(ruleMeets(base, pay(999_999, { currency: 'USD' } as Partial<ActivityEvent>), KNOWN, none)).toBeNull();
    expect(ruleMeets(base, signIn, NEW, none)).toBeNull();
  });

  it('watches its account (or every account), its game, while enabled, from its creation', () => {
    const one = { ...base, account: 'xhcs_00002' };
    expect(ruleMeets(one, pay(64800), KNOWN, none)).toBeNull();
    expect(ruleMeets(one, pay(64800, { account: 'xhcs_00002' }), KNOWN, none)).not.toBeNull();
    expect(ruleMeets(base, pay(64800, { gameId: 2 }), KNOWN, none)).toBeNull();
    expect(ruleMeets({ ...base, status: 0 }, pay(64800), KNOWN, none)).toBeNull();
    expect(ruleMeets({ ...base, created: T }, pay(64800), KNOWN, none)).not.toBeNull();
    expect(ruleMeets({ ...base, created: T + 1 }, pay(64800), KNOWN, none)).toBeNull();
  });
});

describe('newDevice', () => {
  const rule: RuleLike = { ...base, kind: 'newDevice', amount: null, currency: null };
  it('meets a sign-in from a device the account had not used, nothing else', () => {
    expect(ruleMeets(rule, signIn, NEW, none)).toEqual({ count: null });
    expect(ruleMeets(rule, signIn, KNOWN, none)).toBeNull();
    expect(ruleMeets(rule, signIn, { newDevice: false, newIp: true }, none)).toBeNull();
    expect(ruleMeets(rule, pay(64800), NEW, none)).toBeNull();
  });
});

describe('manyOrders', () => {
  const rule: RuleLike = { ...base, kind: 'manyOrders', amount: null, currency: null, count: 3, windowMinutes: 10 };
  const W = 10 * MINUTE;
  it('counts payments in (t − window, t]: one exactly a window earlier no longer counts', () => {
    expect(
      ruleMeets(rule, pay(600), KNOWN, { paymentTimes: [T - W, T - 5 * MINUTE, T], lastAlertAt: null }),
    ).toBeNull();
    expect(
      ruleMeets(rule, pay(600), KNOWN, { paymentTimes: [T - W + 1, T - 5 * MINUTE, T], lastAlertAt: null }),
    ).toEqual({
      count: 3,
    });
    expect(ruleMeets(rule, pay(600), KNOWN, { paymentTimes: [T - 1, T], lastAlertAt: null })).toBeNull();
  });

  it('alerts once per window for an account, again once the last alert is a window old', () => {
    const times = [T - 2 * MINUTE, T - MINUTE, T];
    expect(ruleMeets(rule, pay(600), KNOWN, { paymentTimes: times, lastAlertAt: T - W + 1 })).toBeNull();
    expect(ruleMeets(rule, pay(600), KNOWN, { paymentTimes: times, lastAlertAt: T - W })).toEqual({ count: 3 });
  });

  it('does not count payments made before the rule existed', () => {
    const young = { ...rule, created: T - MINUTE };
    expect(
      ruleMeets(young, pay(600), KNOWN, { paymentTimes: [T - 2 * MINUTE, T - MINUTE, T], lastAlertAt: null }),
    ).toBeNull();
    expect(ruleMeets(young, pay(600), KNOWN, { paymentTimes: [T - MINUTE, T - 1, T], lastAlertAt: null })).toEqual({
      count: 3,
    });
  });
});
