import { catchUpActivity } from '../../activity';
import { now } from '../../core/clock';
import {
  defineApi,
  found,
  type ApiContext,
  type ApiHandler,
  type BodyOf,
  type ContractPath,
  type ReturnsOf,
} from '../../core/defineApi';
import { paginate } from '../../core/paging';
import { playerByAccount } from '../../players';
import { mt, MONITOR_MESSAGES } from './messages';
import { gameRules, monitorArea, type MonitorAlert, type MonitorRule } from './state';
import './watch';
import { fail } from '../../core/messageBook';

/**
 * /special/monitor: the current game's watch rules and the alerts the simulated activity raised (./watch.ts). Every
 * call first applies the activity up to now (catchUpActivity), so a list shows what has happened and a new rule
 * watches only what happens after it. Every change is logged with before and after.
 */

type Ctx = ApiContext<unknown>;

const openAlertsOf = (ruleId: number) =>
  monitorArea().alerts.filter((a) => a.ruleId === ruleId && a.status === 'open').length;

export const ruleView = (r: MonitorRule) => ({ ...r, openAlerts: openAlertsOf(r.id) });
const alertView = ({ eventId: _event, ...a }: MonitorAlert) => a;
const label = (r: Pick<MonitorRule, 'id' | 'name'>) => `监控规则 #${r.id} ${r.name}`;

function ruleOf(ctx: Ctx, id: number): MonitorRule {
  const row = monitorArea().rules.find((r) => r.id === id && r.gameId === ctx.gameId);
  return found(ctx, row, mt(ctx.lang, 'ruleEntity'), id);
}

/** The rule a payload describes, checked (known account, the fields its kind needs) before anything is saved. */
function fromBody(ctx: Ctx, body: BodyOf<'/api/special/monitor/rule/add'>, base: MonitorRule | null): MonitorRule {
  const t = now();
  const account = (body.account ?? '').trim();
  if (account && !playerByAccount(ctx.gameId, account))
    fail(ctx.lang, 'A0400', MONITOR_MESSAGES.unknownAccount, { account });
  const payOver = body.kind === 'payOver';
  const manyOrders = body.kind === 'manyOrders';
  if (payOver && body.amount === undefined) fail(ctx.lang, 'A0400', MONITOR_MESSAGES.amountRequired);
  if (payOver && !body.currency) fail(ctx.lang, 'A0400', MONITOR_MESSAGES.currencyRequired);
  if (manyOrders && (body.count === undefined || body.windowMinutes === undefined))
    fail(ctx.lang, 'A0400', MONITOR_MESSAGES.countRequired);
  return {
    id: base?.id ?? 0,
    gameId: ctx.gameId,
    name: body.name.trim(),
    account,
    kind: body.kind,
    amount: payOver ? (body.amount ?? null) : null,
    currency: payOver ? (body.currency ?? null) : null,
    count: manyOrders ? (body.count ?? null) : null,
    windowMinutes: manyOrders ? (body.windowMinutes ?? null) : null,
    status: body.status === undefined ? (base?.status ?? 1) : (Number(body.status) as 0 | 1),
    note: (body.note ?? '').trim(),
    created: base?.created ?? t,
    createdBy: base?.createdBy ?? ctx.me.name,
    updated: t,
    updatedBy: ctx.me.name,
  };
}

const caughtUp = <P extends ContractPath>(path: P, handler: ApiHandler<BodyOf<P>, ReturnsOf<P>>) =>
  defineApi(path, (ctx) => {
    catchUpActivity();
    return handler(ctx);
  });

function setStatus(ctx: ApiContext<{ id: number }>, status: 0 | 1) {
  const row = ruleOf(ctx, ctx.body.id);
  ctx.audit({ target: label(row), before: ruleView(row) });
  Object.assign(row, { status, updated: now(), updatedBy: ctx.me.name });
  ctx.audit({ after: ruleView(row) });
  return null;
}

export const monitorApi = {
  'POST /api/special/monitor/rule/page': caughtUp('/api/special/monitor/rule/page', (ctx) => {
    const { name, account, kind, status, pageNum, pageSize } = ctx.body;
    const rows = gameRules(ctx.gameId)
      .filter(
        (r) =>
          (!name || r.name.includes(name.trim())) &&
          (!account || r.account === account.trim()) &&
          (!kind || r.kind === kind) &&
          (status === undefined || r.status === Number(status)),
      )
      .sort((a, b) => b.id - a.id);
    return paginate(rows.map(ruleView), pageNum, pageSize);
  }),

  'POST /api/special/monitor/rule/get': caughtUp('/api/special/monitor/rule/get', (ctx) =>
    ruleView(ruleOf(ctx, ctx.body.id)),
  ),

  'POST /api/special/monitor/rule/add': caughtUp('/api/special/monitor/rule/add', (ctx) => {
    ctx.audit({ target: `监控规则 ${ctx.body.name}` });
    const rule = fromBody(ctx, ctx.body, null);
    const area = monitorArea();
    area.ruleSeq += 1;
    rule.id = area.ruleSeq;
    area.rules.push(rule);
    ctx.audit({ target: label(rule), after: ruleView(rule) });
    return { id: rule.id };
  }),

  'POST /api/special/monitor/rule/edit': caughtUp('/api/special/monitor/rule/edit', (ctx) => {
    const row = ruleOf(ctx, ctx.body.id);
    ctx.audit({ target: label(row), before: ruleView(row) });
    Object.assign(row, fromBody(ctx, ctx.body, row));
    ctx.audit({ target: label(row), after: ruleView(row) });
    return null;
  }),

  'POST /api/special/monitor/rule/enable': caughtUp('/api/special/monitor/rule/enable', (ctx) => setStatus(ctx, 1)),

  'POST /api/special/monitor/rule/disable': caughtUp('/api/special/monitor/rule/disable', (ctx) => setStatus(ctx, 0)),

  'POST /api/special/monitor/rule/delete': caughtUp('/api/special/monitor/rule/delete', (ctx) => {
    const row = ruleOf(ctx, ctx.body.id);
    ctx.audit({ target: label(row), before: ruleView(row) });
    const area = monitorArea();
    area.rules.splice(area.rules.indexOf(row), 1);
    return null;
  }),

  'POST /api/special/monitor/alert/page': caughtUp('/api/special/monitor/alert/page', (ctx) => {
    const f = ctx.body;
    const rows = monitorArea()
      .alerts.filter(
        (a) =>
          a.gameId === ctx.gameId &&
          (!f.status || a.status === f.status) &&
          (!f.kind || a.kind === f.kind) &&
          (f.ruleId === undefined || a.ruleId === f.ruleId) &&
          (!f.account || a.account === f.account.trim()) &&
          (f.from === undefined || a.happenedAt >= f.from) &&
          (f.to === undefined || a.happenedAt < f.to),
      )
      .sort((a, b) => b.happenedAt - a.happenedAt || b.id - a.id);
    return paginate(rows.map(alertView), f.pageNum, f.pageSize);
  }),

  'POST /api/special/monitor/alert/handle': caughtUp('/api/special/monitor/alert/handle', (ctx) => {
    const row = found(
      ctx,
      monitorArea().alerts.find((a) => a.id === ctx.body.id && a.gameId === ctx.gameId),
      mt(ctx.lang, 'alertEntity'),
      ctx.body.id,
    );
    const pick = (a: MonitorAlert) => ({ status: a.status, note: a.note, handledBy: a.handledBy });
    ctx.audit({ target: `告警 #${row.id} ${row.ruleName} ${row.account}`, before: pick(row) });
    const note = ctx.body.note.trim();
    if (!note) fail(ctx.lang, 'A0400', MONITOR_MESSAGES.noteRequired);
    if (row.status !== 'open') fail(ctx.lang, 'A0403', MONITOR_MESSAGES.notOpen, { id: row.id, by: row.handledBy });
    Object.assign(row, { status: ctx.body.status, note, handledBy: ctx.me.name, handledAt: now() });
    ctx.audit({ after: pick(row) });
    return alertView(row);
  }),
};
