import { BASE_EPOCH, DAY, HOUR } from '../core/clock';
import { createPrng, type Prng } from '../core/prng';
import { seedGames } from '../games/index';
import type { Region } from '../core/types';
import {
  type Channel,
  CURRENCY_WEIGHTS,
  channelsOf,
  DOMESTIC_PRODUCTS,
  OVERSEAS_PRODUCTS,
  type PayType,
  PRICES,
  payTypesOf,
  roleNameOf,
  TIER_WEIGHTS,
} from './catalog';
import { automaticOutcome } from './gameServer';
import { LINES } from '../../src/contract/order';
import type { Line, Order } from './types';

/**
 * ~100,000 orders over the 90 days ending with the seed's "today" (BASE_EPOCH's day, whose orders are visible as the
 * clock reaches them), deterministic (mock/core/prng.ts). About one in five belongs to the OG line. Statuses follow
 * from the game server stand-in's answers to the automatic notifications (gameServer.ts).
 */
export const ORDER_COUNT = 100_000;
export const DAYS = 90;
export const OG_SHARE = 0.2;
const GAME_WEIGHTS: Array<[number, number]> = [
  [1, 32],
  [2, 25],
  [3, 20],
  [4, 5],
  [5, 18],
];
const HOUR_WEIGHTS = [3, 2, 1, 1, 1, 1, 2, 3, 4, 5, 6, 6, 7, 6, 6, 6, 7, 8, 9, 10, 11, 11, 9, 6];
const DAY_MS = DAY;
const HOUR_MS = HOUR;
const ACCOUNTS_PER_GAME = 6000;

/** The whitelisted test accounts of a game and line (seeded whitelist). */
export const testAccounts = (line: Line, gameId: number) =>
  [1, 2, 3].map((k) => `${line === 'ogorder' ? 'ogqa' : 'qa'}${gameId}0${k}`);

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** yyyymmdd of a time, China time (one string per day, cached). */
const dayText = new Map<number, string>();
export function ymd(ms: number): string {
  const day = Math.floor((ms + 8 * HOUR) / DAY);
  let s = dayText.get(day);
  if (!s) {
    const d = new Date(day * DAY);
    s = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
    dayText.set(day, s);
  }
  return s;
}

interface GameInfo {
  id: number;
  alias: string;
  region: Region;
  productIds: string[];
  children: Array<{ id: number; name: string; channels: Channel[]; payTypes: PayType[][] }>;
}

/** Running sums of weights, for pick(). */
function cumulative(weights: number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((w, i) => {
    total += w;
    out[i] = total;
  });
  return out.map((x) => x / total);
}

/** The index whose running share first exceeds r (r in [0, 1)). */
function pick(sums: Float64Array, r: number): number {
  for (let i = 0; i < sums.length; i += 1) if (r < sums[i]) return i;
  return sums.length - 1;
}

function gameInfos(): Map<number, GameInfo> {
  const { games, childGames } = seedGames();
  const out = new Map<number, GameInfo>();
  games.forEach((g) => {
    out.set(g.id, {
      id: g.id,
      alias: g.alias,
      region: g.region,
      productIds: TIER_WEIGHTS.map((_, tier) => `${g.alias}.tier${tier + 1}`),
      children: childGames
        .filter((c) => c.gameId === g.id)
        .map((c) => {
          const channels = channelsOf(c, g.region);
          return { id: c.id, name: c.name, channels, payTypes: channels.map((ch) => payTypesOf(ch, g.region)) };
        }),
    });
  });
  return out;
}

interface Account {
  account: string;
  deviceId: string;
  roleId: string;
  roleName: string;
  server: string;
}

/** The accounts of a game, made once per (game, number): most orders come from a few thousand payers. */
function accountPool(game: GameInfo): Account[] {
  const out: Account[] = [];
  for (let n = 0; n <= ACCOUNTS_PER_GAME; n += 1) {
    out.push({
      account: `u${game.id}${pad(n, 6)}`,
      deviceId: `dv${(Math.imul(n + game.id * 7919, 2654435761) >>> 0).toString(16).padStart(8, '0')}`,
      roleId: `${game.id}${pad(n, 6)}`,
      roleName: roleNameOf(n, game.region),
      server: `S${1 + (n % 40)}`,
    });
  }
  return out;
}

function testPool(line: Line, game: GameInfo): Account[] {
  return testAccounts(line, game.id).map((account, k) => ({
    account,
    deviceId: `dvqa${game.id}${k}`,
    roleId: `${game.id}99000${k}`,
    roleName: `测试${account.slice(-2)}`,
    server: 'S1',
  }));
}

/** Creation times, oldest first (recent days a little busier; evenings busiest). */
function creationTimes(rng: Prng): Float64Array {
  const times = new Float64Array(ORDER_COUNT);
  const hours = cumulative(HOUR_WEIGHTS);
  const base = BASE_EPOCH;
  for (let i = 0; i < ORDER_COUNT; i += 1) {
    const day = Math.floor(DAYS * rng.next() ** 1.15);
    const hour = pick(hours, rng.next());
    times[i] = base - day * DAY_MS + hour * HOUR_MS + Math.floor(rng.next() * HOUR_MS);
  }
  return times.sort();
}

export function seedOrders(): Order[] {
  const rng = createPrng(20261110);
  const games = gameInfos();
  const byIndex = [...games.values()];
  const gamePick = cumulative(GAME_WEIGHTS.map(([, w]) => w));
  const tierPick = cumulative(TIER_WEIGHTS);
  const currencyPick = {
    domestic: cumulative(CURRENCY_WEIGHTS.domestic.map(([, w]) => w)),
    overseas: cumulative(CURRENCY_WEIGHTS.overseas.map(([, w]) => w)),
  };
  const pools = new Map([...games.values()].map((g) => [g.id, accountPool(g)]));
  const tests = new Map(
    [...games.values()].flatMap((g) => LINES.map((l) => [`${l}|${g.id}`, testPool(l, g)] as [string, Account[]])),
  );
  const times = creationTimes(rng);
  const orders: Order[] = [];
  for (let i = ORDER_COUNT - 1; i >= 0; i -= 1) {
    const seq = i + 1;
    const created = times[i];
    const game = byIndex[pick(gamePick, rng.next())];
    const line: Line = rng.next() < OG_SHARE ? 'ogorder' : 'order';
    const child = game.children[rng.int(0, game.children.length - 1)];
    const c = rng.int(0, child.channels.length - 1);
    const channel = child.channels[c];
    const payTypes = child.payTypes[c];
    const currency = CURRENCY_WEIGHTS[game.region][pick(currencyPick[game.region], rng.next())][0];
    const tier = pick(tierPick, rng.next());
    const who =
      rng.next() < 0.004
        ? (tests.get(`${line}|${game.id}`) as Account[])[rng.int(0, 2)]
        : (pools.get(game.id) as Account[])[1 + Math.floor(ACCOUNTS_PER_GAME * rng.next() ** 2)];
    const date = ymd(created);
    const order: Order = {
      orderNo: `${line === 'ogorder' ? 'OG' : 'P'}${date}${pad(seq, 7)}`,
      channelOrderNo: '',
      gameOrderNo: `G${game.id}${date}${pad(seq * 13 + 7, 8)}`,
      gameId: game.id,
      line,
      childGameId: child.id,
      childGameName: child.name,
      channel,
      account: who.account,
      deviceId: who.deviceId,
      roleId: who.roleId,
      roleName: who.roleName,
      server: who.server,
      productId: game.productIds[tier],
      productName: (game.region === 'overseas' ? OVERSEAS_PRODUCTS : DOMESTIC_PRODUCTS)[tier],
      amount: PRICES[currency][tier],
      currency,
      payType: payTypes[rng.int(0, payTypes.length - 1)],
      status: 'closed',
      created,
      paidAt: null,
      deliveredAt: null,
      notifyCount: 0,
      refundedAmount: 0,
      autoNotifies: 0,
      visibleAt: created,
    };
    settle(order, rng, seq, date);
    orders.push(order);
  }
  return orders;
}

/**
 * Plays an order's payment and its automatic notifications: ~9% never paid (closed; open when created today),
 * ~0.4% paid but never notified (the callback was lost), the rest notified as the game server answers.
 */
function settle(o: Order, rng: Prng, seq: number, date: string): void {
  const roll = rng.next();
  const paidAfter = rng.int(5, 90) * 1000;
  if (roll < 0.09) {
    o.status = o.created >= BASE_EPOCH ? 'created' : 'closed';
    return;
  }
  o.paidAt = o.created + paidAfter;
  o.visibleAt = o.paidAt;
  o.channelOrderNo = channelNo(o.payType, date, seq);
  if (roll < 0.094) {
    o.status = 'paid';
    return;
  }
  const outcome = automaticOutcome(o.orderNo);
  o.autoNotifies = outcome.attempts;
  o.notifyCount = outcome.attempts;
  o.visibleAt = o.paidAt + outcome.elapsedMs;
  if (outcome.delivered) {
    o.status = 'delivered';
    o.deliveredAt = o.paidAt + outcome.elapsedMs;
  } else o.status = 'delivery_failed';
}

function channelNo(payType: Order['payType'], date: string, seq: number): string {
  const n = pad((seq * 7919) % 10_000_000, 7);
  switch (payType) {
    case 'alipay':
      return `${date}2200${n}1`;
    case 'wechat':
      return `4200${date}${n}`;
    case 'apple_iap':
      return `2000000${n}${seq % 10}`;
    case 'google_play':
      return `GPA.33${n.slice(0, 2)}-${n.slice(2)}-${pad(seq % 100000, 5)}`;
    case 'paypal':
      return `PAYID-${n}${date.slice(2)}`;
    case 'huawei_pay':
      return `HW${date}${n}`;
    default:
      return `UP${date}${n}`;
  }
}
