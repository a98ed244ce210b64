import { BASE_EPOCH, DAY, MINUTE } from '../core/clock';
import { createPrng, type Prng } from '../core/prng';
import { seededBalance } from './balance';
import { lineOf } from './lines';
import type { Player, PlayerRole, RealNameStatus } from './types';

/**
 * The seeded SDK accounts: PLAYERS_PER_GAME per game, built from the seed alone (mock/core/prng.ts and BASE_EPOCH,
 * never the clock), so every start and every reset gives the very same players.
 */
export const PLAYERS_PER_GAME = 10_000;
/** SDK channel codes (mock/package/sdkSeed.ts CHANNELS) plus the publisher's own 'official' channel. */
export const PLAYER_CHANNELS = ['official', 'huawei', 'xiaomi', 'oppo', 'vivo', 'yyb', 'bilibili', 'taptap'] as const;
/** Game servers each game runs (s1..s8): a player has roles on one to three of them. */
export const SERVERS_PER_GAME = 8;
const PLAYER_SEED = 20261111;
const DOMAINS = ['example.com', 'mail.example.org', 'example.net'];
const PHONE_PREFIXES = ['130', '135', '138', '139', '150', '158', '177', '186', '188', '199'];
const NAME_PARTS = ['星', '影', '风', '云', '剑', '月', '雪', '龙', '夜', '羽', '火', '霜', '岚', '墨', '青', '白'];
const REAL_NAME: readonly RealNameStatus[] = ['verified', 'verified', 'verified', 'unverified', 'minor'];

/** `n` (≤ 8) hex characters from one draw (rng.hex draws once per character: too slow for 50,000 accounts). */
const hex = (rng: Prng, n: number) =>
  Math.floor(rng.next() * 16 ** n)
    .toString(16)
    .padStart(n, '0');

function ipOf(rng: Prng): string {
  if (rng.chance(0.1)) return `240e:${hex(rng, 3)}:${hex(rng, 4)}::${hex(rng, 2)}`;
  return `${rng.pick([36, 58, 101, 112, 114, 116, 183, 223])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
}

function rolesOf(rng: Prng, gameId: number, index: number, registeredAt: number): PlayerRole[] {
  const count = rng.int(1, 3);
  const servers = new Set<number>();
  while (servers.size < count) servers.add(rng.int(1, SERVERS_PER_GAME));
  return [...servers].map((server, k) => {
    const roleId = `${gameId}${String(server).padStart(2, '0')}${String(index * 3 + k).padStart(6, '0')}`;
    return {
      roleId,
      name: `${rng.pick(NAME_PARTS)}${rng.pick(NAME_PARTS)}${rng.int(10, 9999)}`,
      server: `s${server}`,
      level: rng.int(1, 120),
      created: registeredAt + rng.int(0, 20) * DAY + rng.int(0, 1439) * MINUTE,
      // from the id, not the PRNG: the draws above stay as they were
      balance: seededBalance(roleId),
    };
  });
}

/** The players of one game, in uid order. */
export function seedGamePlayers(gameId: number, alias: string, count = PLAYERS_PER_GAME): Player[] {
  const rng = createPrng(PLAYER_SEED + gameId * 7919);
  const players: Player[] = [];
  for (let i = 0; i < count; i += 1) {
    const registeredAt = BASE_EPOCH - rng.int(1, 720) * DAY + rng.int(0, 1439) * MINUTE;
    const byPhone = rng.chance(0.7);
    const account = `${alias}_${String(i + 1).padStart(5, '0')}`;
    const devices = Array.from({ length: rng.int(1, 3) }, () => hex(rng, 8) + hex(rng, 8));
    const ips = Array.from({ length: rng.int(1, 3) }, () => ipOf(rng));
    const phone = byPhone ? `${rng.pick(PHONE_PREFIXES)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}` : null;
    // drawn in the order they always were (phone, e-mail, channel) so the seed stays the same
    const email = byPhone ? null : `${account.replace('_', '.')}@${rng.pick(DOMAINS)}`;
    const channel = rng.pick(PLAYER_CHANNELS);
    players.push({
      gameId,
      uid: gameId * 1_000_000 + i + 1,
      account,
      phone,
      email,
      channel,
      line: lineOf({ phone, channel }),
      registeredAt,
      lastLoginAt: Math.max(registeredAt, BASE_EPOCH - rng.int(0, 60) * DAY - rng.int(0, 1439) * MINUTE),
      realName: rng.pick(REAL_NAME),
      status: rng.chance(0.01) ? 'locked' : 'normal',
      devices,
      ips,
      roles: rolesOf(rng, gameId, i, registeredAt),
    });
  }
  return players;
}
