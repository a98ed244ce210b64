import { beforeEach, describe, expect, it } from 'vitest';
import { BASE_EPOCH, DAY, HOUR, MINUTE } from '../core/clock';
import { playerByAccount, playersByDevice, playersByIp, playersOf, setPlayerStatus } from '../players';
import { getStore, reset } from '../core/store';
import {
  ACTIVITY_START,
  activityBetween,
  activityOfMinute,
  activityWatermark,
  catchUpActivity,
  injectActivity,
  onActivity,
  paymentTimes,
  type ActivityEvent,
} from './index';
import { EVENTS_PER_MINUTE_MAX } from './stream';
import { startBackend } from '../backend';

// the backend as an entry serves it: every domain's set-up, once (mock/backend)
startBackend();

/** The simulated activity stream (docs/rules.md "Simulated activity"): determinism, catch-up once per event, the cap. */
const GAME = 1;
const enabledGames = () => getStore().games.filter((g) => g.status === 1);
const streamCount = (from: number, to: number) =>
  enabledGames().reduce((n, g) => n + activityBetween(g.id, from, to).length, 0);

beforeEach(() => {
  reset();
});

describe('activity stream', () => {
  it('draws the same events for the same span, however the span is cut', () => {
    const from = BASE_EPOCH + 3 * HOUR + 17_000;
    const to = from + 2 * HOUR;
    const once = activityBetween(GAME, from, to);
    expect(activityBetween(GAME, from, to)).toEqual(once);
    const mid = from + 37 * MINUTE + 123;
    expect([...activityBetween(GAME, from, mid), ...activityBetween(GAME, mid, to)]).toEqual(once);
    expect(once.length).toBeGreaterThan(60);
    expect(once.every((e) => e.at > from && e.at <= to && e.gameId === GAME)).toBe(true);
    expect(once.map((e) => e.at)).toEqual([...once.map((e) => e.at)].sort((a, b) => a - b));
    expect(new Set(once.map((e) => e.id)).size).toBe(once.length);
  });

  it('is slow, mixed and shaped like the players: a few events a minute, payments in integer minor units', () => {
    const players = playersOf(GAME);
    const minute = Math.floor(BASE_EPOCH / MINUTE);
    const day = Array.from({ length: 24 * 60 }, (_, i) => activityOfMinute(GAME, minute + i, players));
    expect(Math.max(...day.map((m) => m.length))).toBeLessThanOrEqual(EVENTS_PER_MINUTE_MAX);
    const all = day.flat();
    expect(all.length / day.length).toBeGreaterThan(1);
    expect(all.length / day.length).toBeLessThan(3);
    const pays = all.filter((e) => e.kind === 'payment');
    expect(pays.length / all.length).toBeGreaterThan(0.15);
    expect(pays.length / all.length).toBeLessThan(0.35);
    for (const p of pays) {
      expect(Number.isSafeInteger(p.amount) && p.amount > 0).toBe(true);
      const owner = playerByAccount(GAME, p.account);
      expect(owner?.roles.some((r) => r.roleId === p.roleId)).toBe(true);
    }
    const signIns = all.filter((e) => e.kind === 'signIn');
    const fresh = signIns.filter((e) => !playerByAccount(GAME, e.account)?.devices.includes(e.device));
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length / signIns.length).toBeLessThan(0.1);
    // another game, another minute: other events
    expect(activityOfMinute(2, minute, playersOf(2))).not.toEqual(activityOfMinute(GAME, minute, players));
  });
  it('an account left with no roles (all moved away) only signs in', () => {
    const players = playersOf(GAME);
    const minute = Math.floor(BASE_EPOCH / MINUTE);
    const regulars = players.slice(0, 200);
    for (const p of regulars) p.roles.splice(0);
    const day = Array.from({ length: 6 * 60 }, (_, i) => activityOfMinute(GAME, minute + i, players)).flat();
    const mine = day.filter((e) => regulars.some((p) => p.account === e.account));
    expect(mine.length).toBeGreaterThan(50);
    expect(mine.every((e) => e.kind === 'signIn')).toBe(true);
    expect(day.some((e) => e.kind === 'payment')).toBe(true);
  });
});

describe('catchUpActivity', () => {
  it('applies each event once: a second call for the same time applies nothing', () => {
    const at = ACTIVITY_START + 2 * HOUR;
    const first = catchUpActivity(at);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(streamCount(ACTIVITY_START, at));
    expect(catchUpActivity(at)).toBe(0);
    expect(catchUpActivity(at - HOUR)).toBe(0);
    expect(activityWatermark()).toBe(at);
  });

  it('leaves the players the same whether it caught up once or in steps', () => {
    const at = ACTIVITY_START + 3 * HOUR;
    const snapshot = () =>
      playersOf(GAME)
        .slice(0, 300)
        .map((p) => [p.lastLoginAt, p.devices.join(','), p.ips.join(',')].join('|'));
    catchUpActivity(at);
    const once = snapshot();
    reset();
    for (let t = ACTIVITY_START + 7 * MINUTE + 311; t < at; t += 41 * MINUTE) catchUpActivity(t);
    catchUpActivity(at);
    expect(snapshot()).toEqual(once);
  });

  it('updates the account and the indexes: last login, a new device and IP found by lookups', () => {
    const heard: Array<{ e: ActivityEvent; newDevice: boolean }> = [];
    const off = onActivity('test', (e, facts) => heard.push({ e, newDevice: facts.newDevice }));
    const at = ACTIVITY_START + 6 * HOUR;
    catchUpActivity(at);
    off();
    const fresh = heard.find((h) => h.e.kind === 'signIn' && h.newDevice);
    if (fresh?.e.kind !== 'signIn') throw new Error('no new-device sign-in in six hours');
    const p = playerByAccount(fresh.e.gameId, fresh.e.account);
    expect(p?.devices).toContain(fresh.e.device);
    expect(playersByDevice(fresh.e.gameId, fresh.e.device)).toContain(p);
    expect(playersByIp(fresh.e.gameId, fresh.e.ip)).toContain(p);
    const last = heard.filter((h) => h.e.account === fresh.e.account && h.e.kind === 'signIn').pop();
    expect(p?.lastLoginAt).toBeGreaterThanOrEqual(last?.e.at ?? 0);
    expect(heard.map((h) => h.e.at)).toEqual([...heard.map((h) => h.e.at)].sort((a, b) => a - b));
  });

  it('caps a big clock jump at the last 24 hours', () => {
    const t0 = ACTIVITY_START + HOUR;
    catchUpActivity(t0);
    const jump = t0 + 5 * DAY;
    let heard = 0;
    const off = onActivity('count', () => {
      heard += 1;
    });
    const applied = catchUpActivity(jump);
    off();
    expect(applied).toBe(heard);
    expect(heard).toBeLessThanOrEqual(streamCount(jump - DAY, jump));
    expect(heard).toBeGreaterThan(streamCount(jump - DAY, jump) * 0.9);
  });

  it('skips a locked account and keeps payments for the rules that count them', () => {
    const at = ACTIVITY_START + HOUR;
    const account = playersOf(GAME)[0].account;
    setPlayerStatus(GAME, account, 'locked');
    expect(injectActivity(GAME, { kind: 'signIn', account, device: 'd', ip: '1.2.3.4', channel: 'official' }, at)).toBe(
      null,
    );
    setPlayerStatus(GAME, account, 'normal');
    const role = playersOf(GAME)[0].roles[0];
    const pay = { kind: 'payment', account, roleId: role.roleId, roleName: role.name, server: role.server } as const;
    const e = injectActivity(GAME, { ...pay, amount: 64800, currency: 'CNY' }, at);
    expect(e).toMatchObject({ id: 'inj-1', at, amount: 64800 });
    expect(paymentTimes(GAME, account, at - MINUTE, at)).toContain(at);
  });
});
