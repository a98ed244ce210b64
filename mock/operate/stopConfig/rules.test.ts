import { describe, expect, it } from 'vitest';
import { banApplies, banStatus, collides, isIp, parseBusinessTime, type BanKey } from './rules';

const H = 3_600_000;
const T0 = Date.UTC(2026, 10, 23, 4, 0, 0);
const ban = (over: Partial<BanKey> = {}): BanKey => ({
  id: 1,
  targetType: 'account',
  target: 'xhcs_00001',
  scopes: ['login'],
  startAt: T0,
  endAt: T0 + 24 * H,
  liftedAt: null,
  ...over,
});

describe('ban status over time', () => {
  it('is scheduled before the start, active from the start, expired from the end', () => {
    expect(banStatus(ban(), T0 - 1)).toBe('scheduled');
    expect(banStatus(ban(), T0)).toBe('active');
    expect(banStatus(ban(), T0 + 24 * H - 1)).toBe('active');
    expect(banStatus(ban(), T0 + 24 * H)).toBe('expired');
  });

  it('never expires when permanent', () => {
    expect(banStatus(ban({ endAt: null }), T0 + 3650 * 24 * H)).toBe('active');
    expect(banStatus(ban({ endAt: null }), T0 - 1)).toBe('scheduled');
  });

  it('is lifted once lifted, before, during or after its period', () => {
    const lifted = ban({ liftedAt: T0 + H });
    expect(banStatus(lifted, T0 - H)).toBe('lifted');
    expect(banStatus(lifted, T0 + 2 * H)).toBe('lifted');
    expect(banStatus(lifted, T0 + 48 * H)).toBe('lifted');
  });

  it('applies only to its scopes while active', () => {
    expect(banApplies(ban(), 'login', T0 + H)).toBe(true);
    expect(banApplies(ban(), 'pay', T0 + H)).toBe(false);
    expect(banApplies(ban(), 'login', T0 - H)).toBe(false);
    expect(banApplies(ban({ liftedAt: T0 }), 'login', T0 + H)).toBe(false);
  });
});

describe('duplicates', () => {
  const other = ban({ id: 2 });
  it('same target, a shared scope and overlapping periods collide', () => {
    expect(collides(ban({ id: 0, scopes: ['pay', 'login'] }), other, T0)).toBe(true);
    expect(collides(ban({ id: 0, startAt: T0 + 2 * H, endAt: null }), other, T0)).toBe(true);
  });
  it('another scope, another target, a later period, a lifted or expired ban do not', () => {
    expect(collides(ban({ id: 0, scopes: ['chat'] }), other, T0)).toBe(false);
    expect(collides(ban({ id: 0, target: 'xhcs_00002' }), other, T0)).toBe(false);
    expect(collides(ban({ id: 0, startAt: T0 + 24 * H, endAt: null }), other, T0)).toBe(false);
    expect(collides(ban({ id: 0 }), ban({ id: 2, liftedAt: T0 }), T0)).toBe(false);
    expect(collides(ban({ id: 0, endAt: null }), other, T0 + 25 * H)).toBe(false);
  });
  it('an edited ban is not compared with itself', () => {
    expect(collides(ban({ id: 2 }), other, T0)).toBe(false);
  });
});

describe('IPs and times', () => {
  it('accepts IPv4 and IPv6 forms and refuses others', () => {
    for (const ok of [
      '1.2.3.4',
      '255.255.255.255',
      '::1',
      '240e:3a1:2b3c::9f',
      '2001:db8:0:0:0:0:2:1',
      '::ffff:1.2.3.4',
    ])
      expect(isIp(ok), ok).toBe(true);
    for (const bad of ['256.1.1.1', '1.2.3', '01.2.3.4x', '1::2::3', '12345::1', 'abc', '1.2.3.4.5', ''])
      expect(isIp(bad), bad).toBe(false);
  });
  it('reads CSV times in the business zone (China time by default) and refuses impossible dates', () => {
    expect(parseBusinessTime('2026-11-23 12:00')).toBe(T0);
    expect(parseBusinessTime('2026-11-23')).toBe(T0 - 12 * H);
    expect(parseBusinessTime('2026/11/23 12:00:00')).toBe(T0);
    expect(parseBusinessTime('2026-02-30')).toBeUndefined();
    expect(parseBusinessTime('2026-11-23 24:00')).toBeUndefined();
    expect(parseBusinessTime('tomorrow')).toBeUndefined();
  });
});
