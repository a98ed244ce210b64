import { createHash } from 'node:crypto';
import { type TransferKind, REBIND_MAX_ROLES } from '../../src/contract/roleTransfer';
import { accountBalance, type Player, type PlayerRole } from '../players';
import type { TransferMessageKey } from './messages';

/**
 * The rules of a role transfer from account A to account B of one game (docs/rules.md "Account migration and role
 * rebind"), shared by the account migration (every role of A) and the role rebind (the selected roles): what moves,
 * what conflicts, what refuses, and the preview token that binds an execution to the preview it follows.
 */
export interface TransferRole {
  roleId: string;
  name: string;
  server: string;
  level: number;
  created: number;
  points: number;
  /** the role's currency balance (元宝), moving with it */
  balance: number;
}

/** B already holds `target` on the server `role` (of A) would move to. */
export interface Conflict {
  server: string;
  role: TransferRole;
  target: TransferRole;
}

/** An account's balance (the sum of its roles') before and after the transfer. */
export interface BalanceChange {
  before: number;
  after: number;
}

export interface Plan {
  moves: TransferRole[];
  conflicts: Conflict[];
  totalPoints: number;
  /** the balance that moves (the moving roles' balances) */
  totalBalance: number;
  balances: { from: BalanceChange; to: BalanceChange };
  /** the hash of what moves (empty when something conflicts: nothing can be executed) */
  token: string;
}

/** Why a transfer is refused: an envelope code and a message key with its values. */
export interface Refusal {
  code: 'A0400' | 'A0403';
  key: TransferMessageKey;
  vars: Record<string, string | number>;
}

export const roleView = (r: PlayerRole, pointsOf: (roleId: string) => number): TransferRole => ({
  roleId: r.roleId,
  name: r.name,
  server: r.server,
  level: r.level,
  created: r.created,
  points: pointsOf(r.roleId),
  balance: r.balance,
});

/**
 * Refusals that do not depend on what B holds: A = B, an account that is not normal (locked), a rebind naming no role,
 * too many or a role A does not hold (any more), a migration of an account with no role left. Null when none.
 */
export function refusalOf(kind: TransferKind, from: Player, to: Player, roleIds: readonly string[]): Refusal | null {
  if (from.account === to.account) return { code: 'A0400', key: 'sameAccount', vars: { account: from.account } };
  for (const p of [from, to]) {
    if (p.status !== 'normal') return { code: 'A0403', key: 'notNormal', vars: { account: p.account } };
  }
  if (kind === 'migration') {
    if (from.roles.length === 0) return { code: 'A0403', key: 'nothingToMove', vars: { account: from.account } };
    return null;
  }
  const ids = [...new Set(roleIds.map((id) => id.trim()))];
  if (ids.length === 0) return { code: 'A0400', key: 'noRoleChosen', vars: {} };
  if (ids.length > REBIND_MAX_ROLES) return { code: 'A0400', key: 'tooManyRoles', vars: { max: REBIND_MAX_ROLES } };
  const own = new Set(from.roles.map((r) => r.roleId));
  const missing = ids.find((id) => !own.has(id));
  if (missing) return { code: 'A0403', key: 'notOwnRole', vars: { roleId: missing, account: from.account } };
  return null;
}

/** The roles that move: every role of A (migration) or the named ones (rebind), in A's order. */
export function movingRoles(kind: TransferKind, from: Player, roleIds: readonly string[]): PlayerRole[] {
  if (kind === 'migration') return [...from.roles];
  const ids = new Set(roleIds.map((id) => id.trim()));
  return from.roles.filter((r) => ids.has(r.roleId));
}

/** B's roles on the servers the moving roles are on: one conflict per such server. */
export function conflictsOf(moving: readonly TransferRole[], to: Player, pointsOf: (id: string) => number): Conflict[] {
  const out: Conflict[] = [];
  for (const role of moving) {
    const held = to.roles.find((r) => r.server === role.server);
    if (held) out.push({ server: role.server, role, target: roleView(held, pointsOf) });
  }
  return out;
}

/**
 * The preview token: a hash of the game, the kind, both accounts with their balances before, and every moving role as
 * it is now (id, server, level, points, balance). Executing recomputes it from the state at that moment; a different
 * token means the accounts changed since the preview (a role moved, levelled, its points were adjusted, a balance
 * changed) and the execution is refused.
 */
export function previewToken(
  gameId: number,
  kind: TransferKind,
  from: string,
  to: string,
  moves: readonly TransferRole[],
  before: { from: number; to: number },
): string {
  const roles = [...moves]
    .sort((a, b) => a.roleId.localeCompare(b.roleId))
    .map((r) => `${r.roleId}:${r.server}:${r.level}:${r.points}:${r.balance}`)
    .join(',');
  return createHash('sha256')
    .update(`${gameId}|${kind}|${from}=${before.from}|${to}=${before.to}|${roles}`)
    .digest('hex')
    .slice(0, 32);
}

/** What a transfer would do now: the moves, the conflicts and the token (empty with conflicts). */
export function planTransfer(
  gameId: number,
  kind: TransferKind,
  from: Player,
  to: Player,
  roleIds: readonly string[],
  pointsOf: (roleId: string) => number,
): Plan {
  const moves = movingRoles(kind, from, roleIds).map((r) => roleView(r, pointsOf));
  const conflicts = conflictsOf(moves, to, pointsOf);
  const totalPoints = moves.reduce((sum, r) => sum + r.points, 0);
  const totalBalance = accountBalance(moves);
  const before = { from: accountBalance(from.roles), to: accountBalance(to.roles) };
  const balances = {
    from: { before: before.from, after: before.from - totalBalance },
    to: { before: before.to, after: before.to + totalBalance },
  };
  const token = conflicts.length > 0 ? '' : previewToken(gameId, kind, from.account, to.account, moves, before);
  return { moves, conflicts, totalPoints, totalBalance, balances, token };
}
