import { describe, expect, it } from 'vitest';
import { ACCOUNT_CHANNELS } from '../../src/contract/operate/sdkAccounts';
import { reset } from '../core/store';
import {
  lineOf,
  loginHistory,
  markPasswordReset,
  PLAYER_CHANNELS,
  PLAYER_LINES,
  playerByAccount,
  playerByPhone,
  playersByDevice,
  playersOf,
  roleById,
  seedGamePlayers,
  setPlayerStatus,
  unbindPhone,
} from '.';
import { startBackend } from '../backend';

// the backend as an entry serves it: every domain's set-up, once (mock/backend)
startBackend();

describe('the three SDK lines', () => {
  it('are decided by how the account registered: e-mail overseas, phone via official og, phone via a store domestic', () => {
    expect(lineOf({ phone: null, channel: 'official' })).toBe('overseas');
    expect(lineOf({ phone: null, channel: 'huawei' })).toBe('overseas');
    expect(lineOf({ phone: '13812341234', channel: 'official' })).toBe('og');
    expect(lineOf({ phone: '13812341234', channel: 'xiaomi' })).toBe('domestic');
  });

  it('offer the channel filter exactly the channels accounts register through', () => {
    expect([...ACCOUNT_CHANNELS]).toEqual([...PLAYER_CHANNELS]);
  });

  it('split the seeded players of a game, each line well populated, the same on every seed', () => {
    const list = seedGamePlayers(1, 'xhcs', 2000);
    const count = Object.fromEntries(PLAYER_LINES.map((l) => [l, list.filter((p) => p.line === l).length]));
    expect(count.domestic + count.og + count.overseas).toBe(2000);
    expect(count.domestic).toBeGreaterThan(1000);
    expect(count.og).toBeGreaterThan(100);
    expect(count.overseas).toBeGreaterThan(400);
    for (const p of list) expect(p.line).toBe(lineOf(p));
    expect(seedGamePlayers(1, 'xhcs', 2000).map((p) => p.line)).toEqual(list.map((p) => p.line));
  });
});

describe('player store updates', () => {
  it('locks and unlocks an account of its game only', () => {
    reset();
    const p = playersOf(1).find((x) => x.status === 'normal')!;
    expect(setPlayerStatus(2, p.account, 'locked')).toBeUndefined();
    expect(p.status).toBe('normal');
    expect(setPlayerStatus(1, p.account, 'locked')).toBe(p);
    expect(playerByAccount(1, p.account)?.status).toBe('locked');
    setPlayerStatus(1, p.account, 'normal');
    expect(playerByAccount(1, p.account)?.status).toBe('normal');
  });

  it('unbinds a phone: the phone no longer finds the account, every other lookup still does', () => {
    reset();
    const p = playersOf(1).find((x) => x.phone && playerByPhone(1, x.phone) === x)!;
    const phone = p.phone!;
    expect(playerByPhone(1, phone)).toBe(p);
    unbindPhone(1, p.account);
    expect(p.phone).toBeNull();
    expect(p.email).toBeNull();
    expect(playerByPhone(1, phone)).toBeUndefined();
    expect(playerByAccount(1, p.account)).toBe(p);
    expect(roleById(1, p.roles[0].roleId)?.player).toBe(p);
    expect(playersByDevice(1, p.devices[0])).toContain(p);
    expect(['domestic', 'og']).toContain(p.line);
  });

  it('keeps the e-mail of an account that has no phone', () => {
    reset();
    const p = playersOf(1).find((x) => x.email)!;
    unbindPhone(1, p.account);
    expect(p.email).toMatch(/@/);
    expect(p.line).toBe('overseas');
  });

  it('records when a password was reset', () => {
    reset();
    const p = playersOf(1)[5];
    expect(p.passwordResetAt).toBeUndefined();
    markPasswordReset(1, p.account, 123456);
    expect(p.passwordResetAt).toBe(123456);
  });

  it('builds a login history from the account alone: newest first, the last login on top, its own IPs and devices', () => {
    reset();
    const p = playersOf(1)[7];
    const h = loginHistory(p);
    expect(h).toEqual(loginHistory(p));
    expect(h.length).toBeGreaterThanOrEqual(3);
    expect(h.length).toBeLessThanOrEqual(8);
    expect(h[0]).toMatchObject({ time: p.lastLoginAt, result: 'success', channel: p.channel });
    for (let i = 1; i < h.length; i += 1) expect(h[i].time).toBeLessThanOrEqual(h[i - 1].time);
    for (const l of h) {
      expect(p.ips).toContain(l.ip);
      expect(p.devices).toContain(l.device);
      expect(l.time).toBeGreaterThanOrEqual(p.registeredAt);
    }
    expect(loginHistory(playersOf(1)[8])).not.toEqual(h);
  });
});
