import type { PlayerTargetType } from '../../../src/contract/players';
import { catchUpActivity } from '../../activity';
import { now } from '../../core/clock';
import { defineApi, found, type ApiContext, type BodyOf } from '../../core/defineApi';
import { contains, paginate } from '../../core/paging';
import { writeOpLog } from '../../core/oplogWriter';
import { maskedContact, playersOfTarget, type Player } from '../../players';
import './enforce';
import { checkBanImport } from './importCsv';
import { importToken } from './importToken';
import { bt, STATUS_WORDS, TARGET_WORDS, BAN_MESSAGES } from './messages';
import { banApplies, banStatus, findCollision, isIp, normalTarget } from './rules';
import { banView, bansArea, gameBans, nextBanId, type Ban } from './state';
import { fail } from '../../core/messageBook';

/**
 * /operate/stopConfig: bans of the current game (X-Game-Id), with a status that follows the clock, lift with a
 * reason, a CSV import that previews every row and saves only the valid ones the preview showed (bound to it by a
 * token: ./importToken.ts; one operation-log entry per created ban), and the "is this target banned for this scope
 * now?" check. Rules: ./rules.ts; CSV: ./importCsv.ts.
 */

type Ctx = ApiContext<unknown>;

const known = (gameId: number) => (type: PlayerTargetType, value: string) =>
  playersOfTarget(gameId, type, value).length > 0;

const label = (b: Pick<Ban, 'id' | 'targetType' | 'target'>) => `封禁 #${b.id} ${b.targetType}:${b.target}`;

function banOf(ctx: Ctx, id: number): Ban {
  const row = bansArea().bans.find((b) => b.id === id && b.gameId === ctx.gameId);
  return found(ctx, row, bt(ctx.lang, 'banEntity'), id);
}

/** The ban a payload describes, checked (scopes, times, known target, no duplicate) before anything is saved. */
function fromBody(ctx: Ctx, body: BodyOf<'/api/operate/stopConfig/add'>, base: Ban | null): Ban {
  const t = now();
  const target = normalTarget(body.targetType, body.target);
  const scopes = [...new Set(body.scopes)];
  if (scopes.length === 0) fail(ctx.lang, 'A0400', BAN_MESSAGES.noScope);
  if (body.targetType === 'ip' && !isIp(target)) fail(ctx.lang, 'A0400', BAN_MESSAGES.badIp, { target });
  if (body.targetType !== 'ip' && !known(ctx.gameId)(body.targetType, target))
    fail(ctx.lang, 'A0400', BAN_MESSAGES.unknownTarget, { type: TARGET_WORDS[body.targetType][ctx.lang], target });
  const startAt = body.startAt ?? base?.startAt ?? t;
  const endAt = body.endAt ?? null;
  if (endAt !== null && endAt <= startAt) fail(ctx.lang, 'A0400', BAN_MESSAGES.endBeforeStart);
  if (endAt !== null && endAt <= t && endAt !== base?.endAt) fail(ctx.lang, 'A0400', BAN_MESSAGES.endPassed);
  const ban: Ban = {
    id: base?.id ?? 0,
    gameId: ctx.gameId,
    targetType: body.targetType,
    target,
    scopes,
    startAt,
    endAt,
    reason: body.reason.trim(),
    source: base?.source ?? 'manual',
    liftedAt: null,
    liftedBy: '',
    liftReason: '',
    created: base?.created ?? t,
    createdBy: base?.createdBy ?? ctx.me.name,
    updated: t,
    updatedBy: ctx.me.name,
  };
  const other = findCollision(ban, gameBans(ctx.gameId), t);
  if (other)
    fail(ctx.lang, 'A0403', BAN_MESSAGES.duplicate, {
      id: other.id,
      target: other.target,
      scopes: other.scopes.join('|'),
    });
  return ban;
}

const MAX_PLAYERS = 20;
const brief = (p: Player) => ({
  uid: p.uid,
  account: p.account,
  contact: maskedContact(p),
  channel: p.channel,
  registeredAt: p.registeredAt,
  lastLoginAt: p.lastLoginAt,
  realName: p.realName,
  status: p.status,
  roles: p.roles.map((r) => ({ ...r })),
});

/** A new ban as checked before it is saved (run again when it is submitted for approval, docs/rules.md "Change requests"). */
const checkAdd = (ctx: ApiContext<BodyOf<'/api/operate/stopConfig/add'>>): Ban => fromBody(ctx, ctx.body, null);

/** An edited ban as checked before it is saved: not lifted, and its new values hold. */
function checkEdit(ctx: ApiContext<BodyOf<'/api/operate/stopConfig/edit'>>): Ban {
  const row = banOf(ctx, ctx.body.id);
  if (row.liftedAt !== null) fail(ctx.lang, 'A0403', BAN_MESSAGES.liftedNoEdit, { id: row.id });
  return fromBody(ctx, ctx.body, row);
}

/**
 * An import's rows as checked before they are saved: what the preview showed, checked against the same bans, or
 * nothing (a duplicate whose ban was lifted since is not imported behind the operator's back).
 */
function checkImport(ctx: ApiContext<BodyOf<'/api/operate/stopConfig/import'>>) {
  const t = now();
  const existing = gameBans(ctx.gameId);
  const checked = checkBanImport(ctx.body.csv, { lang: ctx.lang, now: t, known: known(ctx.gameId), existing });
  if (importToken(ctx.gameId, checked, existing, t) !== ctx.body.token.trim())
    fail(ctx.lang, 'A0403', BAN_MESSAGES.importStale);
  if (checked.fileErrors.length > 0) fail(ctx.lang, 'A0400', BAN_MESSAGES.fileInvalid);
  if (checked.bans.length === 0) fail(ctx.lang, 'A0400', BAN_MESSAGES.nothingToImport);
  return checked;
}

export const bansApi = {
  'POST /api/operate/stopConfig/page': defineApi('/api/operate/stopConfig/page', (ctx) => {
    const { targetType, target, scope, status, from, to, pageNum, pageSize } = ctx.body;
    const t = now();
    // the simulated players up to now: what the bans refused since the last read is counted (./enforce.ts)
    catchUpActivity(t);
    const rows = gameBans(ctx.gameId)
      .filter(
        (b) =>
          (!targetType || b.targetType === targetType) &&
          contains(b.target, target?.trim().toLowerCase()) &&
          (!scope || b.scopes.includes(scope)) &&
          (!status || banStatus(b, t) === status) &&
          (from === undefined || b.endAt === null || b.endAt > from) &&
          (to === undefined || b.startAt <= to),
      )
      .sort((a, b) => b.id - a.id);
    return paginate(
      rows.map((b) => banView(b, t)),
      pageNum,
      pageSize,
    );
  }),

  'POST /api/operate/stopConfig/get': defineApi('/api/operate/stopConfig/get', (ctx) =>
    banView(banOf(ctx, ctx.body.id), now()),
  ),

  'POST /api/operate/stopConfig/add': defineApi('/api/operate/stopConfig/add', { check: checkAdd }, (ctx) => {
    ctx.audit({ target: `封禁 ${ctx.body.targetType}:${ctx.body.target}` });
    const ban = fromBody(ctx, ctx.body, null);
    ban.id = nextBanId();
    bansArea().bans.push(ban);
    ctx.audit({ target: label(ban), after: banView(ban, now()) });
    return { id: ban.id };
  }),

  'POST /api/operate/stopConfig/edit': defineApi('/api/operate/stopConfig/edit', { check: checkEdit }, (ctx) => {
    const row = banOf(ctx, ctx.body.id);
    const before = banView(row, now());
    ctx.audit({ target: label(row), before });
    Object.assign(row, checkEdit(ctx));
    ctx.audit({ target: label(row), after: banView(row, now()) });
    return null;
  }),

  'POST /api/operate/stopConfig/lift': defineApi('/api/operate/stopConfig/lift', (ctx) => {
    const row = banOf(ctx, ctx.body.id);
    const t = now();
    ctx.audit({ target: label(row), before: banView(row, t) });
    const status = banStatus(row, t);
    if (status === 'lifted' || status === 'expired')
      fail(ctx.lang, 'A0403', BAN_MESSAGES.notLiftable, { id: row.id, status: STATUS_WORDS[status][ctx.lang] });
    Object.assign(row, {
      liftedAt: t,
      liftedBy: ctx.me.name,
      liftReason: ctx.body.reason.trim(),
      updated: t,
      updatedBy: ctx.me.name,
    });
    ctx.audit({ after: banView(row, t) });
    return null;
  }),

  'POST /api/operate/stopConfig/check': defineApi('/api/operate/stopConfig/check', (ctx) => {
    const at = ctx.body.at ?? now();
    const target = normalTarget(ctx.body.targetType, ctx.body.target);
    const bans = gameBans(ctx.gameId).filter(
      (b) => b.targetType === ctx.body.targetType && b.target === target && banApplies(b, ctx.body.scope, at),
    );
    const players = playersOfTarget(ctx.gameId, ctx.body.targetType, target);
    return {
      at,
      banned: bans.length > 0,
      bans: bans.map((b) => banView(b, at)),
      known: players.length > 0,
      players: players.slice(0, MAX_PLAYERS).map(brief),
    };
  }),

  'POST /api/operate/stopConfig/importPreview': defineApi('/api/operate/stopConfig/importPreview', (ctx) => {
    const t = now();
    const existing = gameBans(ctx.gameId);
    const checked = checkBanImport(ctx.body.csv, { lang: ctx.lang, now: t, known: known(ctx.gameId), existing });
    const { bans: _valid, ...preview } = checked;
    return { ...preview, token: importToken(ctx.gameId, checked, existing, t) };
  }),

  'POST /api/operate/stopConfig/import': defineApi('/api/operate/stopConfig/import', { check: checkImport }, (ctx) => {
    const t = now();
    const checked = checkImport(ctx);
    const ids = checked.bans.map((n) => {
      const ban: Ban = {
        id: nextBanId(),
        gameId: ctx.gameId,
        targetType: n.targetType,
        target: n.target,
        scopes: n.scopes,
        startAt: n.startAt,
        endAt: n.endAt,
        reason: n.reason,
        source: 'import',
        liftedAt: null,
        liftedBy: '',
        liftReason: '',
        created: t,
        createdBy: ctx.me.name,
        updated: t,
        updatedBy: ctx.me.name,
      };
      bansArea().bans.push(ban);
      writeOpLog({
        time: t,
        operatorId: ctx.me.id,
        operatorName: ctx.me.name,
        gameId: ctx.gameId,
        module: 'stopConfig',
        action: 'import',
        target: `${label(ban)}（CSV 第 ${n.row} 行）`,
        before: null,
        after: banView(ban, t),
        result: 'success',
        message: '',
        ip: ctx.ip,
        durationMs: Math.max(0, now() - t),
      });
      return ban.id;
    });
    return { created: ids.length, skipped: checked.rows.length - ids.length, ids };
  }),
};
