import type { Line, LineData, NotifyRecord, Order, Refund } from './types';
import { businessMidnight, nextBusinessMidnight, now } from '../core/clock';
import { defineApi, type ApiContext } from '../core/defineApi';
import { paginate } from '../core/paging';
import { statusName, ORDER_MESSAGES } from './messages';
import { earlierAttempt, notifyRefusal, supplementaryNotify } from './notify';
import { refuseBannedRefund } from './bans';
import { inChildGame, PAID_STATUSES, pageOrders, selectOrders, testAccountsOf, toRow, totalsOf } from './query';
import { applyRefund, decideRefund, decisionRefusal, refundRefusal, settleRefunds } from './refunds';
import { lineOf, orderArea } from './state';
import { detailOf } from './timeline';
import { fail } from '../core/messageBook';
import { MESSAGES } from '../core/i18n';

/**
 * The endpoints both business lines have, written once as a function of the line (src/contract/order/line.ts):
 * `lineHandlers('order')` serves /api/order/*, `lineHandlers('ogorder')` /api/ogorder/*. Each call first applies the
 * pay channel's refund answers that are due (channel.ts, driven by the mock clock).
 */

const publicRefund = ({ gameId: _g, dueAt: _d, ...r }: Refund) => r;
const publicNotify = ({ gameId: _g, requestId: _r, ...n }: NotifyRecord) => n;

/** The line's data with due channel answers applied. */
function current(line: Line): LineData {
  const data = lineOf(line);
  settleRefunds(data, now());
  return data;
}

function orderOf<B>(ctx: ApiContext<B>, data: LineData, orderNo: string): Order {
  const o = data.byNo.get(orderNo);
  if (!o || o.gameId !== ctx.gameId || o.visibleAt > now())
    return fail(ctx.lang, 'A0402', ORDER_MESSAGES.orderNotFound, { orderNo });
  return o;
}

function refundOf<B>(ctx: ApiContext<B>, data: LineData, id: number): Refund {
  const r = data.refunds.find((x) => x.id === id && x.gameId === ctx.gameId);
  if (!r) return fail(ctx.lang, 'A0402', MESSAGES.notFound, { entity: 'refund', id });
  return r;
}

const within = (t: number, from?: number, to?: number) =>
  (from === undefined || t >= from) && (to === undefined || t < to);

export function lineHandlers(line: Line) {
  // both lines declare the same calls with the same shapes (src/contract/order/line.ts)
  const path = <S extends string>(suffix: S) => `/api/${line}/${suffix}` as `/api/${Line}/${S}`;
  const me = <B>(ctx: ApiContext<B>) => ({ id: ctx.me.id, name: ctx.me.name });

  const listOrders = (test: boolean) =>
    defineApi(path(test ? 'check/page' : 'flow/page'), (ctx) => {
      const data = current(line);
      const f = ctx.body;
      const selected = selectOrders(data, ctx.gameId, f, f.filterChildGameId ?? ctx.childGameId, now(), test);
      const page = pageOrders(selected, f, testAccountsOf(data, ctx.gameId));
      return test ? page : { ...page, totals: totalsOf(selected) };
    });

  return {
    [`POST ${path('flow/page')}`]: listOrders(false),
    [`POST ${path('check/page')}`]: listOrders(true),

    [`POST ${path('flow/detail')}`]: defineApi(path('flow/detail'), (ctx) => {
      const data = current(line);
      return detailOf(data, orderOf(ctx, data, ctx.body.orderNo), now());
    }),

    [`POST ${path('flow/statistics')}`]: defineApi(path('flow/statistics'), (ctx) => {
      const data = current(line);
      const at = now();
      // the business day (docs/rules.md "Business time zone"); the flow list preset to [dayStart, dayEnd) shows them
      const dayStart = businessMidnight(at);
      const dayEnd = nextBusinessMidnight(at);
      const today = selectOrders(
        data,
        ctx.gameId,
        { pageNum: 1, pageSize: 1, createdFrom: dayStart, createdTo: dayEnd },
        ctx.childGameId,
        at,
        false,
      );
      const totals = totalsOf(today);
      const tests = testAccountsOf(data, ctx.gameId);
      return {
        dayStart,
        dayEnd,
        orders: totals.count,
        paidOrders: today.filter((o) => PAID_STATUSES.has(o.status)).length,
        paid: totals.paid,
        refundsWaiting: data.refunds.filter(
          (r) =>
            r.gameId === ctx.gameId &&
            r.status === 'applied' &&
            !tests.has(r.account) &&
            inChildGame(data, r.orderNo, ctx.childGameId),
        ).length,
      };
    }),

    [`POST ${path('flow/notify')}`]: defineApi(path('flow/notify'), (ctx) => {
      const data = current(line);
      const { orderNo, reason, requestId } = ctx.body;
      const o = orderOf(ctx, data, orderNo);
      const earlier = earlierAttempt(data, orderNo, requestId);
      if (earlier) {
        ctx.audit({ target: orderNo, before: null, after: { duplicate: true, recordId: earlier.id } });
        return { record: publicNotify(earlier), order: toRow(o, testAccountsOf(data, o.gameId)), duplicate: true };
      }
      const before = { status: o.status, notifyCount: o.notifyCount };
      ctx.audit({ target: orderNo, before });
      const refusal = notifyRefusal(data, o);
      if (refusal)
        fail(ctx.lang, 'A0403', ORDER_MESSAGES[refusal], { orderNo, status: statusName(ctx.lang, o.status) });
      const record = supplementaryNotify(orderArea(), data, o, { reason, requestId }, me(ctx), now());
      ctx.audit({
        target: orderNo,
        before,
        after: { status: o.status, notifyCount: o.notifyCount, result: record.result, answer: record.answer, reason },
      });
      return { record: publicNotify(record), order: toRow(o, testAccountsOf(data, o.gameId)), duplicate: false };
    }),

    [`POST ${path('record/page')}`]: defineApi(path('record/page'), (ctx) => {
      const data = current(line);
      const f = ctx.body;
      const rows = data.notifies.filter(
        (n) =>
          n.gameId === ctx.gameId &&
          n.time <= now() &&
          inChildGame(data, n.orderNo, ctx.childGameId) &&
          (!f.orderNo || n.orderNo === f.orderNo) &&
          (!f.account || n.account === f.account) &&
          (!f.operator || n.operator.includes(f.operator)) &&
          (!f.result || n.result === f.result) &&
          within(n.time, f.timeFrom, f.timeTo),
      );
      const page = paginate(rows, f.pageNum, f.pageSize);
      return { ...page, list: page.list.map(publicNotify) };
    }),

    [`POST ${path('check/whitelist/page')}`]: defineApi(path('check/whitelist/page'), (ctx) => {
      const data = current(line);
      const rows = data.whitelist
        .filter((w) => w.gameId === ctx.gameId && (!ctx.body.account || w.account.includes(ctx.body.account)))
        .sort((a, b) => b.created - a.created || b.id - a.id);
      const page = paginate(rows, ctx.body.pageNum, ctx.body.pageSize);
      const list = page.list.map(({ gameId: _g, ...w }) => ({
        ...w,
        orderCount: (data.byGame.get(ctx.gameId) || []).filter((o) => o.account === w.account && o.visibleAt <= now())
          .length,
      }));
      return { ...page, list };
    }),

    [`POST ${path('check/whitelist/add')}`]: defineApi(path('check/whitelist/add'), (ctx) => {
      const data = current(line);
      const { account, note } = ctx.body;
      if (data.whitelist.some((w) => w.gameId === ctx.gameId && w.account === account)) {
        fail(ctx.lang, 'A0403', ORDER_MESSAGES.whitelistDuplicate, { account });
      }
      const area = orderArea();
      area.seq.whitelist += 1;
      const entry = {
        id: area.seq.whitelist,
        gameId: ctx.gameId,
        account,
        note,
        createdBy: ctx.me.name,
        created: now(),
      };
      data.whitelist.push(entry);
      ctx.audit({ target: account, before: null, after: entry });
      const { gameId: _g, ...row } = entry;
      return {
        ...row,
        orderCount: (data.byGame.get(ctx.gameId) || []).filter((o) => o.account === account && o.visibleAt <= now())
          .length,
      };
    }),

    [`POST ${path('check/whitelist/delete')}`]: defineApi(path('check/whitelist/delete'), (ctx) => {
      const data = current(line);
      const i = data.whitelist.findIndex((w) => w.id === ctx.body.id && w.gameId === ctx.gameId);
      if (i < 0) fail(ctx.lang, 'A0402', MESSAGES.notFound, { entity: 'whitelist', id: ctx.body.id });
      const [removed] = data.whitelist.splice(i, 1);
      ctx.audit({ target: removed.account, before: removed, after: { removed: true, note: ctx.body.note ?? '' } });
      return null;
    }),

    [`POST ${path('refund/page')}`]: defineApi(path('refund/page'), (ctx) => {
      const data = current(line);
      const f = ctx.body;
      const rows = data.refunds.filter(
        (r) =>
          r.gameId === ctx.gameId &&
          inChildGame(data, r.orderNo, ctx.childGameId) &&
          (!f.refundNo || r.refundNo === f.refundNo) &&
          (!f.orderNo || r.orderNo === f.orderNo) &&
          (!f.account || r.account === f.account) &&
          (!f.status || r.status === f.status) &&
          (!f.applicant || r.applicant.includes(f.applicant)) &&
          within(r.appliedAt, f.appliedFrom, f.appliedTo),
      );
      const page = paginate(rows, f.pageNum, f.pageSize);
      return { ...page, list: page.list.map(publicRefund) };
    }),

    [`POST ${path('refund/apply')}`]: defineApi(path('refund/apply'), (ctx) => {
      const data = current(line);
      const { orderNo, amount, reason } = ctx.body;
      const o = orderOf(ctx, data, orderNo);
      ctx.audit({ target: orderNo, before: { status: o.status, refundedAmount: o.refundedAmount } });
      if (line === 'ogorder') refuseBannedRefund(ctx, o);
      const refusal = refundRefusal(data, o, amount, ctx.lang);
      if (refusal) {
        const vars =
          refusal.key === 'refundNotPaid' ? { ...refusal.vars, status: statusName(ctx.lang, o.status) } : refusal.vars;
        fail(ctx.lang, 'A0403', ORDER_MESSAGES[refusal.key], vars);
      }
      const refund = applyRefund(orderArea(), data, o, { amount, reason }, me(ctx), now());
      ctx.audit({ target: refund.refundNo, after: publicRefund(refund) });
      return publicRefund(refund);
    }),

    [`POST ${path('refund/approve')}`]: defineApi(path('refund/approve'), (ctx) =>
      decide(ctx, line, ctx.body.id, true, ctx.body.comment ?? ''),
    ),
    [`POST ${path('refund/reject')}`]: defineApi(path('refund/reject'), (ctx) =>
      decide(ctx, line, ctx.body.id, false, ctx.body.comment),
    ),
  };
}

function decide<B>(ctx: ApiContext<B>, line: Line, id: number, approve: boolean, comment: string) {
  const data = current(line);
  const r = refundOf(ctx, data, id);
  const before = publicRefund({ ...r });
  ctx.audit({ target: r.refundNo, before });
  const refusal = decisionRefusal(r, ctx.me.id);
  if (refusal) {
    const vars =
      refusal.key === 'refundDecided'
        ? { ...refusal.vars, status: statusName(ctx.lang, refusal.vars.status) }
        : refusal.vars;
    fail(ctx.lang, 'A0403', ORDER_MESSAGES[refusal.key], vars);
  }
  decideRefund(r, approve, comment, { id: ctx.me.id, name: ctx.me.name }, now());
  ctx.audit({ target: r.refundNo, before, after: publicRefund(r) });
  return publicRefund(r);
}
