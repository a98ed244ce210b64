import { now } from '../core/clock';
import { defineApi, found, type ApiContext, type BodyOf } from '../core/defineApi';
import { recordVersion, restoringId, snapshotOf } from '../history/index';
import { paginate } from '../core/paging';
import { findOverlap, resolvePayTypes, versionRangeValid, windowValid } from './cutPayRules';
import { channelOptions, describeRule, ruleView } from './cutPayView';
import { st, SPECIAL_MESSAGES } from './messages';
import { type CutPayRule, nextSpecialId, specialArea } from './state';
import { fail } from '../core/messageBook';

/**
 * /special/cutPay: switch-payment rules of the current game (X-Game-Id). Saves and enabling refuse a rule that
 * overlaps another enabled rule of the game (A0403 naming it); the check answers, for a channel, version, region and
 * time, which pay type each source pay type ends up with and the rule that decides it (mock/special/cutPayRules.ts).
 */

type Ctx = ApiContext<unknown>;

const gameRules = (gameId: number) => specialArea().cutPay.filter((r) => r.gameId === gameId);

function ruleOf(ctx: Ctx, id: number): CutPayRule {
  const row = specialArea().cutPay.find((r) => r.id === id && r.gameId === ctx.gameId);
  return found(ctx, row, st(ctx.lang, 'cutPayEntity'), id);
}

/** The rule a payload describes (open ends as '' and null), checked field by field before any overlap. */
function fromBody(
  ctx: Ctx,
  body: BodyOf<'/api/special/cutPay/add'>,
  base: Pick<CutPayRule, 'id' | 'status'>,
): CutPayRule {
  const minVersion = body.minVersion ?? '';
  const maxVersion = body.maxVersion ?? '';
  const startAt = body.startAt ?? null;
  const endAt = body.endAt ?? null;
  if (!channelOptions().some((c) => c.code === body.channel))
    fail(ctx.lang, 'A0400', SPECIAL_MESSAGES.cutPayChannelUnknown, { channel: body.channel });
  if (body.fromPayType === body.toPayType) fail(ctx.lang, 'A0400', SPECIAL_MESSAGES.cutPaySamePayType);
  if (!versionRangeValid(minVersion, maxVersion))
    fail(ctx.lang, 'A0400', SPECIAL_MESSAGES.cutPayVersionOrder, { min: minVersion, max: maxVersion });
  if (!windowValid(startAt, endAt)) fail(ctx.lang, 'A0400', SPECIAL_MESSAGES.cutPayWindowOrder);
  const t = now();
  return {
    id: base.id,
    gameId: ctx.gameId,
    channel: body.channel,
    minVersion,
    maxVersion,
    region: body.region,
    fromPayType: body.fromPayType,
    toPayType: body.toPayType,
    startAt,
    endAt,
    status: body.status === undefined ? base.status : (Number(body.status) as 0 | 1),
    note: (body.note ?? '').trim(),
    created: t,
    updated: t,
    updatedBy: ctx.me.name,
  };
}

/** Refuses a rule that would overlap another enabled rule of its game, naming that rule in the operator's language. */
function refuseOverlap(ctx: Ctx, rule: CutPayRule): void {
  const other = findOverlap(rule, gameRules(rule.gameId));
  if (other)
    fail(ctx.lang, 'A0403', SPECIAL_MESSAGES.cutPayOverlap, { id: other.id, rule: describeRule(ctx.lang, other) });
}

/**
 * A new rule as checked before it is saved (run again when it is submitted for approval, docs/rules.md "Change
 * requests"): its fields hold and it overlaps no enabled rule.
 */
function checkAdd(ctx: ApiContext<BodyOf<'/api/special/cutPay/add'>>): CutPayRule {
  const rule = fromBody(ctx, ctx.body, { id: 0, status: 1 });
  refuseOverlap(ctx, rule);
  return rule;
}

/** An edited rule as checked before it is saved: the same, not compared with itself. */
function checkEdit(ctx: ApiContext<BodyOf<'/api/special/cutPay/edit'>>): CutPayRule {
  const next = fromBody(ctx, ctx.body, ruleOf(ctx, ctx.body.id));
  refuseOverlap(ctx, next);
  return next;
}

function setStatus(ctx: ApiContext<{ id: number }>, status: 0 | 1) {
  const row = ruleOf(ctx, ctx.body.id);
  const before = ruleView(row);
  const was = snapshotOf(row);
  ctx.audit({ target: `切换支付规则 #${row.id}`, before });
  if (status === 1) refuseOverlap(ctx, { ...row, status: 1 });
  Object.assign(row, { status, updated: now(), updatedBy: ctx.me.name });
  ctx.audit({ after: ruleView(row) });
  recordVersion(ctx, 'cutPay', row.id, was, row);
  return null;
}

export const cutPayApi = {
  'POST /api/special/cutPay/page': defineApi('/api/special/cutPay/page', (ctx) => {
    const { channel, payType, status, pageNum, pageSize } = ctx.body;
    const rows = gameRules(ctx.gameId)
      .filter(
        (r) =>
          (!channel || r.channel === channel) &&
          (!payType || r.fromPayType === payType || r.toPayType === payType) &&
          (status === undefined || r.status === status),
      )
      .sort((a, b) => b.id - a.id);
    return paginate(rows.map(ruleView), pageNum, pageSize);
  }),

  'POST /api/special/cutPay/get': defineApi('/api/special/cutPay/get', (ctx) => ruleView(ruleOf(ctx, ctx.body.id))),

  'POST /api/special/cutPay/options': defineApi('/api/special/cutPay/options', () => ({
    channels: channelOptions(),
  })),

  'POST /api/special/cutPay/add': defineApi('/api/special/cutPay/add', { check: checkAdd }, (ctx) => {
    ctx.audit({ target: `切换支付规则 ${ctx.body.channel} ${ctx.body.fromPayType}→${ctx.body.toPayType}` });
    const rule = checkAdd(ctx);
    rule.id = restoringId(ctx) ?? nextSpecialId('cutPay');
    specialArea().cutPay.push(rule);
    ctx.audit({ target: `切换支付规则 #${rule.id}`, after: ruleView(rule) });
    recordVersion(ctx, 'cutPay', rule.id, null, rule);
    return { id: rule.id };
  }),

  'POST /api/special/cutPay/edit': defineApi('/api/special/cutPay/edit', { check: checkEdit }, (ctx) => {
    const row = ruleOf(ctx, ctx.body.id);
    const before = ruleView(row);
    const was = snapshotOf(row);
    ctx.audit({ target: `切换支付规则 #${row.id}`, before });
    const next = checkEdit(ctx);
    Object.assign(row, { ...next, created: row.created });
    ctx.audit({ after: ruleView(row) });
    recordVersion(ctx, 'cutPay', row.id, was, row);
    return null;
  }),

  'POST /api/special/cutPay/enable': defineApi('/api/special/cutPay/enable', (ctx) => setStatus(ctx, 1)),

  'POST /api/special/cutPay/disable': defineApi('/api/special/cutPay/disable', (ctx) => setStatus(ctx, 0)),

  'POST /api/special/cutPay/delete': defineApi('/api/special/cutPay/delete', (ctx) => {
    const row = ruleOf(ctx, ctx.body.id);
    ctx.audit({ target: `切换支付规则 #${row.id}`, before: ruleView(row) });
    const area = specialArea();
    area.cutPay.splice(area.cutPay.indexOf(row), 1);
    recordVersion(ctx, 'cutPay', row.id, row, null);
    return null;
  }),

  'POST /api/special/cutPay/check': defineApi('/api/special/cutPay/check', (ctx) => {
    const at = ctx.body.at ?? now();
    const payment = {
      gameId: ctx.gameId,
      channel: ctx.body.channel,
      version: ctx.body.version,
      region: ctx.body.region,
      at,
    };
    const results = resolvePayTypes(gameRules(ctx.gameId), payment).map((r) => ({
      fromPayType: r.fromPayType,
      toPayType: r.toPayType,
      ruleId: r.rule ? r.rule.id : null,
      rule: r.rule ? describeRule(ctx.lang, r.rule) : '',
    }));
    return { at, results };
  }),
};
