import { now } from '../core/clock';
import { defineApi, found, type ApiContext } from '../core/defineApi';
import { paginate } from '../core/paging';
import {
  type Player,
  type PlayerRole,
  playerByAccount,
  playersOf,
  roleById,
  adjustmentsOf,
  pointsOf,
  recordAdjustment,
} from '../players';
import { pt, POINTS_MESSAGES } from './messages';
import { adjustPoints } from './pointsRule';
import { fail } from '../core/messageBook';

/**
 * /userStatistics/integral: role points of the current game (roles of the player store, points beside it in
 * mock/players/points.ts). An adjustment follows ./pointsRule.ts, is kept as history and logged.
 */

const rowOf = (p: Player, r: PlayerRole) => ({
  roleId: r.roleId,
  roleName: r.name,
  account: p.account,
  server: r.server,
  level: r.level,
  points: pointsOf(r.roleId),
});

function roleOf(ctx: ApiContext<unknown>, roleId: string) {
  return found(ctx, roleById(ctx.gameId, roleId), pt(ctx.lang, 'role'), roleId);
}

export const userStatisticsApi = {
  'POST /api/userStatistics/points/page': defineApi('/api/userStatistics/points/page', (ctx) => {
    const account = ctx.body.account?.trim();
    const roleId = ctx.body.roleId?.trim();
    const server = ctx.body.server?.trim();
    let players: readonly Player[] = playersOf(ctx.gameId);
    if (roleId) {
      const hit = roleById(ctx.gameId, roleId);
      players = hit ? [hit.player] : [];
    } else if (account) {
      const p = playerByAccount(ctx.gameId, account);
      players = p ? [p] : [];
    }
    const rows = [];
    for (const p of players) {
      if (account && p.account !== account) continue;
      for (const r of p.roles) {
        if ((roleId && r.roleId !== roleId) || (server && r.server !== server)) continue;
        rows.push(rowOf(p, r));
      }
    }
    return paginate(rows, ctx.body.pageNum, ctx.body.pageSize);
  }),

  'POST /api/userStatistics/points/adjust': defineApi('/api/userStatistics/points/adjust', (ctx) => {
    const { player, role } = roleOf(ctx, ctx.body.roleId);
    const before = rowOf(player, role);
    ctx.audit({ target: `角色积分 ${role.roleId} ${role.name}（${player.account} ${role.server}）`, before });
    const reason = ctx.body.reason.trim();
    if (!reason) fail(ctx.lang, 'A0400', POINTS_MESSAGES.reason);
    const delta = Number(ctx.body.delta);
    const result = adjustPoints(before.points, delta);
    if ('refused' in result)
      fail(ctx.lang, 'A0400', POINTS_MESSAGES[result.refused], { before: before.points, minus: Math.abs(delta) });
    recordAdjustment({
      gameId: ctx.gameId,
      roleId: role.roleId,
      delta,
      before: before.points,
      after: result.after,
      reason,
      operator: ctx.me.name,
      at: now(),
    });
    const after = rowOf(player, role);
    ctx.audit({ after: { ...after, delta, reason } });
    return after;
  }),

  'POST /api/userStatistics/points/history': defineApi('/api/userStatistics/points/history', (ctx) => {
    const { role } = roleOf(ctx, ctx.body.roleId);
    return { list: adjustmentsOf(ctx.gameId, role.roleId) };
  }),
};
