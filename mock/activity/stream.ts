import type { Currency } from '../../src/utils/money';
import { MINUTE } from '../core/clock';
import { playersOf, usualDevices, usualIps, type Player } from '../players';
import { createPrng, type Prng } from '../core/prng';
import type { ActivityEvent } from './types';

/**
 * The simulated activity stream (docs/rules.md "Simulated activity"): for each game and each minute, zero to four events drawn
 * from a PRNG seeded by the game and the minute (mock/core/prng.ts), so a span always holds the same events however it
 * is read. Half the events come from the game's REGULARS (its first accounts), the rest from any account; a quarter are
 * payments. A sign-in uses one of the account's seeded devices and IPs, or now and then a new one.
 */
export const EVENTS_PER_MINUTE_MAX = 4;
/** the game's most active accounts: `<alias>_00001` … `<alias>_00200` */
export const REGULARS = 200;
export const PAYMENT_SHARE = 0.25;
export const NEW_DEVICE_CHANCE = 0.05;
export const NEW_IP_CHANCE = 0.15;

/** Price points per currency (integer minor units); the dearest is drawn rarely. */
const PRICES: Record<Currency, readonly number[]> = {
  CNY: [600, 3000, 6800, 9800, 19800, 32800, 64800],
  USD: [99, 499, 999, 1999, 4999, 9999],
  EUR: [99, 499, 999, 1999, 4999, 9999],
  BRL: [490, 2490, 4990, 9990, 24990, 49990],
  HKD: [800, 3800, 7800, 15800, 39800, 77800],
  TWD: [3000, 15000, 33000, 99000, 199000, 329000],
};
const OVERSEAS_CURRENCIES: readonly Currency[] = ['USD', 'USD', 'USD', 'EUR', 'BRL', 'HKD', 'TWD'];

/** A 32-bit mix of the game and the minute (murmur3's finaliser), the seed of that minute's PRNG. */
export function minuteSeed(gameId: number, minute: number): number {
  let h = (Math.imul(minute >>> 0, 0x9e3779b1) ^ Math.imul(gameId, 0x85ebca6b) ^ Math.floor(minute / 2 ** 32)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const hex = (rng: Prng, n: number) => {
  let s = '';
  while (s.length < n)
    s += Math.floor(rng.next() * 0x10000)
      .toString(16)
      .padStart(4, '0');
  return s.slice(0, n);
};

function newIp(rng: Prng): string {
  return `${rng.pick([27, 42, 60, 106, 117, 121, 124, 171, 180, 221])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
}

/** Which price a payment is: cheap ones often, the dearest about one payment in thirty. */
function priceOf(rng: Prng, prices: readonly number[]): number {
  const r = rng.next();
  const last = prices.length - 1;
  if (r < 1 / 30) return prices[last];
  return prices[Math.min(last - 1, Math.floor(((r - 1 / 30) / (1 - 1 / 30)) ** 2 * last))];
}

function eventOf(rng: Prng, gameId: number, at: number, id: string, p: Player): ActivityEvent {
  const paying = rng.chance(PAYMENT_SHARE);
  // an account whose roles all moved to another account (migration) has nothing to pay for: it signs in instead
  const role = paying ? p.roles[Math.floor(rng.next() * p.roles.length)] : undefined;
  if (role) {
    const currency: Currency = p.line === 'overseas' ? rng.pick(OVERSEAS_CURRENCIES) : 'CNY';
    return {
      kind: 'payment',
      id,
      gameId,
      at,
      account: p.account,
      roleId: role.roleId,
      roleName: role.name,
      server: role.server,
      amount: priceOf(rng, PRICES[currency]),
      currency,
    };
  }
  const device = rng.chance(NEW_DEVICE_CHANCE) ? hex(rng, 16) : rng.pick(usualDevices(p));
  const ip = rng.chance(NEW_IP_CHANCE) ? newIp(rng) : rng.pick(usualIps(p));
  return { kind: 'signIn', id, gameId, at, account: p.account, device, ip, channel: p.channel };
}

/** The events of one game in the minute starting at `minute × MINUTE`, in time order. */
export function activityOfMinute(gameId: number, minute: number, players: readonly Player[]): ActivityEvent[] {
  if (players.length === 0) return [];
  const rng = createPrng(minuteSeed(gameId, minute));
  const count = rng.int(0, EVENTS_PER_MINUTE_MAX);
  const out: ActivityEvent[] = [];
  for (let k = 0; k < count; k += 1) {
    const at = minute * MINUTE + rng.int(0, MINUTE - 1);
    const index = rng.chance(0.5) ? rng.int(0, Math.min(REGULARS, players.length) - 1) : rng.int(0, players.length - 1);
    out.push(eventOf(rng, gameId, at, `${gameId}-${minute}-${k}`, players[index]));
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The events of one game with from < at ≤ to, in time order. */
export function activityBetween(gameId: number, from: number, to: number): ActivityEvent[] {
  const players = playersOf(gameId);
  const out: ActivityEvent[] = [];
  for (let m = Math.floor(from / MINUTE); m <= Math.floor(to / MINUTE); m += 1) {
    for (const e of activityOfMinute(gameId, m, players)) if (e.at > from && e.at <= to) out.push(e);
  }
  return out;
}
