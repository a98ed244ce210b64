import {
  BIRTHDAY_MODULE,
  REWARD_MAX_ROLES,
  type BirthdayStatus,
  type RewardResult,
} from '../../../src/contract/operate/userBirthday';
import { now } from '../../core/clock';
import { defineApi, type ApiContext, type BodyOf } from '../../core/defineApi';
import { contains, paginate } from '../../core/paging';
import { writeOpLog } from '../../core/oplogWriter';
import { playersOf, roleById, type Player, type PlayerRole } from '../../players';
import { anniversaryIn, rangeIndex, rangeProblem, type Anniversary, type Day } from './anniversary';
import { BIRTHDAY_MESSAGES } from './messages';
import { previewRewards, selectedIds } from './preview';
import { birthdayArea, rewardKey } from './state';
import { fail } from '../../core/messageBook';

/**
 * /operate/userBirthday: the current game's roles whose creation anniversary falls in a date range, with the reward
 * status of that anniversary's year; rewards to the selected roles at most once per role and year, previewed first
 * (./preview.ts: every role with what a send would do to it, and a token of that list); the send acts only on the
 * previewed list, refused when it changed since; one operation-log entry per role rewarded. Dates: ./anniversary.ts.
 */

/** The selected role ids (trimmed, each once), or a refusal: none, or more than one send may name. */
function checkedSelection(ctx: ApiContext<unknown>, roleIds: readonly string[]): string[] {
  const ids = selectedIds(roleIds);
  if (ids.length === 0) fail(ctx.lang, 'A0400', BIRTHDAY_MESSAGES.noRoleChosen);
  if (ids.length > REWARD_MAX_ROLES) fail(ctx.lang, 'A0400', BIRTHDAY_MESSAGES.tooManyRoles, { max: REWARD_MAX_ROLES });
  return ids;
}

/** The range's month-days, or a refusal naming what is wrong. */
function checkedRange(
  ctx: ApiContext<unknown>,
  body: Pick<BodyOf<'/api/operate/userBirthday/preview'>, 'start' | 'end'>,
): Map<string, Day> {
  const problem = rangeProblem(body.start, body.end);
  if (problem) fail(ctx.lang, 'A0400', BIRTHDAY_MESSAGES[problem], { start: body.start, end: body.end });
  return rangeIndex(body.start, body.end);
}

function rowOf(player: Player, role: PlayerRole, a: Anniversary) {
  const mark = birthdayArea().sent.get(rewardKey(role.roleId, a.year));
  return {
    roleId: role.roleId,
    name: role.name,
    server: role.server,
    level: role.level,
    account: player.account,
    created: role.created,
    anniversary: a.date,
    years: a.years,
    year: a.year,
    status: (mark ? 'sent' : 'notSent') as BirthdayStatus,
    sentAt: mark?.sentAt ?? null,
    sentBy: mark?.sentBy ?? '',
  };
}

export const birthdayApi = {
  'POST /api/operate/userBirthday/page': defineApi('/api/operate/userBirthday/page', (ctx) => {
    const range = checkedRange(ctx, ctx.body);
    const { server, account, roleId, status, pageNum, pageSize } = ctx.body;
    const rows: Array<ReturnType<typeof rowOf>> = [];
    for (const p of playersOf(ctx.gameId)) {
      if (!contains(p.account, account)) continue;
      for (const r of p.roles) {
        if (server && r.server !== server.trim()) continue;
        if (roleId?.trim() && r.roleId !== roleId.trim()) continue;
        const a = anniversaryIn(r.created, range);
        if (!a) continue;
        const row = rowOf(p, r, a);
        if (!status || row.status === status) rows.push(row);
      }
    }
    rows.sort((a, b) =>
      a.anniversary === b.anniversary ? (a.roleId < b.roleId ? -1 : 1) : a.anniversary < b.anniversary ? -1 : 1,
    );
    return paginate(rows, pageNum, pageSize);
  }),

  'POST /api/operate/userBirthday/preview': defineApi('/api/operate/userBirthday/preview', (ctx) => {
    const range = checkedRange(ctx, ctx.body);
    const ids = checkedSelection(ctx, ctx.body.roleIds);
    return previewRewards(ctx.gameId, ctx.body.start, ctx.body.end, range, ids);
  }),

  'POST /api/operate/userBirthday/reward': defineApi('/api/operate/userBirthday/reward', (ctx) => {
    const range = checkedRange(ctx, ctx.body);
    const ids = checkedSelection(ctx, ctx.body.roleIds);
    // the send does what the preview showed, or nothing
    const plan = previewRewards(ctx.gameId, ctx.body.start, ctx.body.end, range, ids);
    if (plan.token !== ctx.body.token.trim()) fail(ctx.lang, 'A0403', BIRTHDAY_MESSAGES.stale);
    if (plan.counts.willSend === 0) fail(ctx.lang, 'A0403', BIRTHDAY_MESSAGES.nothingToSend);
    const t = now();
    const { sent } = birthdayArea();
    const results = plan.rows.map((r) => {
      const answer = (result: RewardResult, sentAt = r.sentAt, sentBy = r.sentBy) => ({
        roleId: r.roleId,
        name: r.name,
        server: r.server,
        year: r.year,
        result,
        sentAt,
        sentBy,
      });
      const found = roleById(ctx.gameId, r.roleId);
      if (r.state !== 'willSend') return answer(r.state);
      if (!found || r.year === null || r.years === null) return answer('unknownRole');
      sent.set(rewardKey(r.roleId, r.year), { sentAt: t, sentBy: ctx.me.name });
      const row = rowOf(found.player, found.role, { date: r.anniversary, year: r.year, years: r.years });
      writeOpLog({
        time: t,
        operatorId: ctx.me.id,
        operatorName: ctx.me.name,
        gameId: ctx.gameId,
        module: BIRTHDAY_MODULE,
        action: 'reward',
        target: `角色 ${r.name}（${r.roleId}，${r.server}，账号 ${r.account}）${r.year} 年周年奖励`,
        before: { ...row, status: 'notSent', sentAt: null, sentBy: '' },
        after: row,
        result: 'success',
        message: '',
        ip: ctx.ip,
        durationMs: Math.max(0, now() - t),
      });
      return answer('sent', t, ctx.me.name);
    });
    const count = results.filter((r) => r.result === 'sent').length;
    return { sent: count, skipped: results.length - count, results };
  }),
};
