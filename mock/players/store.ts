import { getStore, defineArea } from '../core/store';
import { seedGamePlayers } from './seed';
import type { Player, PlayerRole, PlayerStatus } from './types';

/**
 * The players of every game (docs/rules.md "Players"): seeded once per store (and again after a reset), read through
 * the functions below. Indexes are built with the seed; a later change to a player's devices or IPs must go through
 * an update function of this module so the indexes follow (setPlayerStatus, unbindPhone, markPasswordReset, moveRoles
 * below).
 */
export interface GamePlayers {
  list: Player[];
  byAccount: Map<string, Player>;
  /** clear phone → account (phones are unique enough in the seed; the first account keeps a shared number) */
  byPhone: Map<string, Player>;
  byRole: Map<string, { player: Player; role: PlayerRole }>;
  byDevice: Map<string, Player[]>;
  byIp: Map<string, Player[]>;
}

/**
 * The store's games when the area was opened (at first use, and again after a reset), and the players of those
 * drawn so far: a game's ~10,000 accounts are drawn the first time it is asked for (each game has its own PRNG, so
 * the order games are asked in changes nothing). A game created later has no players, as before.
 */
interface PlayersArea {
  aliases: Map<number, string>;
  games: Map<number, GamePlayers>;
}

function push<K>(map: Map<K, Player[]>, key: K, player: Player) {
  const list = map.get(key);
  if (list) {
    if (!list.includes(player)) list.push(player);
  } else map.set(key, [player]);
}

function indexed(list: Player[]): GamePlayers {
  const out: GamePlayers = {
    list,
    byAccount: new Map(),
    byPhone: new Map(),
    byRole: new Map(),
    byDevice: new Map(),
    byIp: new Map(),
  };
  for (const p of list) {
    out.byAccount.set(p.account, p);
    if (p.phone && !out.byPhone.has(p.phone)) out.byPhone.set(p.phone, p);
    for (const role of p.roles) out.byRole.set(role.roleId, { player: p, role });
    for (const d of p.devices) push(out.byDevice, d, p);
    for (const ip of p.ips) push(out.byIp, ip, p);
  }
  return out;
}

const playersArea = defineArea<PlayersArea>('players', () => ({
  aliases: new Map(getStore().games.map((g) => [g.id, g.alias])),
  games: new Map(),
}));

const EMPTY: GamePlayers = indexed([]);
function gameOf(gameId: number): GamePlayers {
  const area = playersArea();
  let game = area.games.get(gameId);
  if (!game) {
    const alias = area.aliases.get(gameId);
    if (alias === undefined) return EMPTY;
    game = indexed(seedGamePlayers(gameId, alias));
    area.games.set(gameId, game);
  }
  return game;
}

/** A game's players with their indexes, for the update functions of sibling modules (./signIns.ts). */
export const gameIndexes = gameOf;

/** Every player of a game, in uid order (do not mutate the array). */
export const playersOf = (gameId: number): readonly Player[] => gameOf(gameId).list;

export const playerByAccount = (gameId: number, account: string): Player | undefined =>
  gameOf(gameId).byAccount.get(account.trim());

/** The account bound to a phone number (clear value, exact). */
export const playerByPhone = (gameId: number, phone: string): Player | undefined =>
  gameOf(gameId).byPhone.get(phone.trim());

export const roleById = (gameId: number, roleId: string) => gameOf(gameId).byRole.get(roleId.trim());

/** The players that signed in from a device (empty when the device is unknown). */
export const playersByDevice = (gameId: number, device: string): readonly Player[] =>
  gameOf(gameId).byDevice.get(device.trim().toLowerCase()) ?? [];

/** The players that signed in from an IP recently (empty when none did). */
export const playersByIp = (gameId: number, ip: string): readonly Player[] =>
  gameOf(gameId).byIp.get(ip.trim().toLowerCase()) ?? [];

export type PlayerTargetType = 'account' | 'role' | 'device' | 'ip';

/** The players a ban target names in a game: an account, a role's owner, a device's or an IP's players. */
export function playersOfTarget(gameId: number, type: PlayerTargetType, value: string): readonly Player[] {
  if (type === 'account') {
    const p = playerByAccount(gameId, value);
    return p ? [p] : [];
  }
  if (type === 'role') {
    const r = roleById(gameId, value);
    return r ? [r.player] : [];
  }
  return type === 'device' ? playersByDevice(gameId, value) : playersByIp(gameId, value);
}

/** Locks or unlocks an account; answers the player, or undefined when the game has no such account. */
export function setPlayerStatus(gameId: number, account: string, status: PlayerStatus): Player | undefined {
  const p = playerByAccount(gameId, account);
  if (p) p.status = status;
  return p;
}

/** Removes an account's phone (its e-mail, if any, stays); the phone index follows. */
export function unbindPhone(gameId: number, account: string): Player | undefined {
  const g = gameOf(gameId);
  const p = g.byAccount.get(account.trim());
  if (!p?.phone) return p;
  if (g.byPhone.get(p.phone) === p) g.byPhone.delete(p.phone);
  p.phone = null;
  return p;
}

/** Notes that an operator reset the account's password at `at` (the temporary password is never stored here). */
export function markPasswordReset(gameId: number, account: string, at: number): Player | undefined {
  const p = playerByAccount(gameId, account);
  if (p) p.passwordResetAt = at;
  return p;
}

/**
 * Moves roles (by id) from one account to another of the same game, keeping each role as it is (id, server, level,
 * created; its points are kept by role id); the role index follows. Checks are the caller's
 * (mock/roleTransfer/rules.ts); answers the moved roles.
 */
export function moveRoles(gameId: number, fromAccount: string, toAccount: string, roleIds: string[]): PlayerRole[] {
  const g = gameOf(gameId);
  const from = g.byAccount.get(fromAccount.trim());
  const to = g.byAccount.get(toAccount.trim());
  if (!from || !to || from === to) return [];
  const ids = new Set(roleIds);
  const moved = from.roles.filter((r) => ids.has(r.roleId));
  from.roles = from.roles.filter((r) => !ids.has(r.roleId));
  to.roles = [...to.roles, ...moved];
  for (const role of moved) g.byRole.set(role.roleId, { player: to, role });
  return moved;
}
