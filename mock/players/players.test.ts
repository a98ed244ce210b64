import { describe, expect, it } from 'vitest';
import { getStore, reset } from '../core/store';
import {
  accountBalance,
  BALANCE_MAX,
  maskEmail,
  maskPhone,
  maskedContact,
  PLAYERS_PER_GAME,
  playerByAccount,
  playersByDevice,
  playersByIp,
  playersOf,
  roleById,
  seededBalance,
  seedGamePlayers,
  setPlayerStatus,
  type Player,
} from '.';
import { startBackend } from '../backend';

// the backend as an entry serves it: every domain's set-up, once (mock/backend)
startBackend();

describe('players', () => {
  it('masks phones and e-mails', () => {
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskEmail('broken')).toBe('***');
    expect(maskedContact({ phone: null, email: 'bob.smith@example.org' })).toBe('b***@example.org');
    expect(maskedContact({ phone: '19900001111', email: null })).toBe('199****1111');
  });

  it('seeds the same players every time, about 10,000 per game', () => {
    const a = seedGamePlayers(1, 'xhcs', 500);
    const b = seedGamePlayers(1, 'xhcs', 500);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(seedGamePlayers(2, 'jyjh', 50))).not.toBe(JSON.stringify(a.slice(0, 50)));
    reset();
    const games = getStore().games.map((g) => g.id);
    const total = games.reduce((n, id) => n + playersOf(id).length, 0);
    expect(games.length).toBeGreaterThanOrEqual(5);
    expect(total).toBe(games.length * PLAYERS_PER_GAME);
    expect(total).toBeGreaterThanOrEqual(50_000);
  });

  it("draws a game's players when it is first asked for, the same whichever game comes first", () => {
    reset();
    const second = JSON.stringify(playersOf(2).slice(0, 300));
    const first = playersOf(1);
    reset();
    expect(JSON.stringify(playersOf(1).slice(0, 300))).toBe(JSON.stringify(first.slice(0, 300)));
    expect(JSON.stringify(playersOf(2).slice(0, 300))).toBe(second);
    // a change is the store's until the next reset, which draws the seed again
    const account = (playersOf(1).find((p) => p.status === 'normal') as Player).account;
    setPlayerStatus(1, account, 'locked');
    expect(playerByAccount(1, account)?.status).toBe('locked');
    reset();
    expect(playerByAccount(1, account)?.status).toBe('normal');
  });

  it('gives a game made after the players were first read no players', () => {
    reset();
    playersOf(1);
    const store = getStore();
    store.games.push({ ...store.games[0], id: 999, alias: 'late' });
    expect(playersOf(999)).toHaveLength(0);
    // after a reset the store is the seed again: the late game is gone, the seeded ones have their players
    reset();
    expect(getStore().games.some((g) => g.id === 999)).toBe(false);
    expect(playersOf(2)).toHaveLength(PLAYERS_PER_GAME);
  });

  it('every account has a phone or an e-mail, roles on servers, devices and IPs', () => {
    reset();
    const list = playersOf(1);
    expect(list).toHaveLength(PLAYERS_PER_GAME);
    for (const p of list.slice(0, 200)) {
      expect(Boolean(p.phone) !== Boolean(p.email)).toBe(true);
      expect(p.roles.length).toBeGreaterThan(0);
      expect(p.devices.length).toBeGreaterThan(0);
      expect(p.ips.length).toBeGreaterThan(0);
      expect(p.lastLoginAt).toBeGreaterThanOrEqual(p.registeredAt);
    }
    expect(new Set(list.map((p) => p.account)).size).toBe(list.length);
  });

  it('finds a player by account, role, device and IP within its game only', () => {
    reset();
    const p = playersOf(2)[42];
    expect(playerByAccount(2, p.account)).toBe(p);
    expect(playerByAccount(1, p.account)).toBeUndefined();
    expect(roleById(2, p.roles[0].roleId)?.player).toBe(p);
    expect(roleById(1, p.roles[0].roleId)).toBeUndefined();
    expect(playersByDevice(2, p.devices[0])).toContain(p);
    expect(playersByIp(2, p.ips[0])).toContain(p);
    expect(playersByDevice(2, 'ffffffffffffffff0')).toHaveLength(0);
  });
});

describe('role balances', () => {
  it('are integers seeded from the role id: the same every time, some zero, the rest within 1 – 30,000', () => {
    const a = seedGamePlayers(1, 'xhcs', 2000).flatMap((p) => p.roles);
    const b = seedGamePlayers(1, 'xhcs', 2000).flatMap((p) => p.roles);
    expect(a.map((r) => r.balance)).toEqual(b.map((r) => r.balance));
    for (const r of a) {
      expect(Number.isSafeInteger(r.balance)).toBe(true);
      expect(r.balance).toBe(seededBalance(r.roleId));
      expect(r.balance).toBeGreaterThanOrEqual(0);
      expect(r.balance).toBeLessThanOrEqual(BALANCE_MAX);
    }
    const zero = a.filter((r) => r.balance === 0).length / a.length;
    expect(zero).toBeGreaterThan(0.1);
    expect(zero).toBeLessThan(0.3);
    expect(new Set(a.map((r) => r.balance)).size).toBeGreaterThan(a.length / 2);
    expect(accountBalance(a.slice(0, 3))).toBe(a[0].balance + a[1].balance + a[2].balance);
  });
});
