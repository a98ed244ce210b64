import type { Ban, Order } from './types';
import { CURRENCIES } from '../../src/utils/money';
import { now } from '../core/clock';
import { defineApi, type ApiContext } from '../core/defineApi';
import { paginate } from '../core/paging';
import { banView } from './bans';
import { statusName, ORDER_MESSAGES } from './messages';
import { PAID_STATUSES, testAccountsOf, toRow } from './query';
import { settleRefunds } from './refunds';
import { lineOf, orderArea } from './state';
import { fail } from '../core/messageBook';
import { MESSAGES } from '../core/i18n';

/** The OG line's refund blocks and large transfers (/api/ogorder/refundBan/*, /api/ogorder/largeTransOrder/*). */

function banOf<B>(ctx: ApiContext<B>, id: number): Ban {
  const ban = orderArea().og.bans.find((b) => b.id === id && b.gameId === ctx.gameId);
  if (!ban) return fail(ctx.lang, 'A0402', MESSAGES.notFound, { entity: 'refundBan', id });
  return ban;
}

/** The game's thresholds, every currency listed (0: none). */
function thresholdsOf(gameId: number) {
  const og = orderArea().og;
  const set = og.thresholds.get(gameId) || {};
  return { thresholds: CURRENCIES.map((currency) => ({ currency, amount: set[currency] ?? 0 })) };
}

/** Paid OG orders (not test) of the game at or over their currency's threshold, newest first. */
export function largeOrders(gameId: number, at: number): Order[] {
  const data = lineOf('ogorder');
  const set = orderArea().og.thresholds.get(gameId) || {};
  const tests = testAccountsOf(data, gameId);
  return (data.byGame.get(gameId) || []).filter((o) => {
    const threshold = set[o.currency] ?? 0;
    return (
      threshold > 0 &&
      o.amount >= threshold &&
      PAID_STATUSES.has(o.status) &&
      !tests.has(o.account) &&
      o.visibleAt <= at
    );
  });
}

function largeView(o: Order, tests: Set<string>) {
  const handling = orderArea().og.large.get(o.orderNo);
  return {
    ...toRow(o, tests),
    threshold: orderArea().og.thresholds.get(o.gameId)?.[o.currency] ?? 0,
    handleStatus: handling?.handleStatus ?? ('pending' as const),
    note: handling?.note ?? '',
    handler: handling?.handler ?? '',
    handledAt: handling?.handledAt ?? null,
  };
}

export const ogHandlers = {
  'POST /api/ogorder/refundBan/page': defineApi('/api/ogorder/refundBan/page', (ctx) => {
    const f = ctx.body;
    const rows = orderArea()
      .og.bans.filter(
        (b) =>
          b.gameId === ctx.gameId &&
          (!f.kind || b.kind === f.kind) &&
          (!f.status || b.status === f.status) &&
          (!f.value || b.value.includes(f.value)),
      )
      .sort((a, b) => b.created - a.created || b.id - a.id);
    const page = paginate(rows, f.pageNum, f.pageSize);
    return { ...page, list: page.list.map(banView) };
  }),
  'POST /api/ogorder/refundBan/add': defineApi('/api/ogorder/refundBan/add', (ctx) => {
    const { kind, value, reason } = ctx.body;
    const area = orderArea();
    const kindName = statusName(ctx.lang, kind);
    if (
      area.og.bans.some((b) => b.gameId === ctx.gameId && b.status === 'active' && b.kind === kind && b.value === value)
    ) {
      fail(ctx.lang, 'A0403', ORDER_MESSAGES.banDuplicate, { kind: kindName, value });
    }
    area.seq.ban += 1;
    const ban: Ban = {
      id: area.seq.ban,
      gameId: ctx.gameId,
      kind,
      value,
      reason,
      status: 'active',
      createdBy: ctx.me.name,
      created: now(),
      liftReason: '',
      liftedBy: '',
      liftedAt: null,
    };
    area.og.bans.push(ban);
    const view = banView(ban);
    ctx.audit({ target: `${kind}:${value}`, before: null, after: view });
    return view;
  }),
  'POST /api/ogorder/refundBan/lift': defineApi('/api/ogorder/refundBan/lift', (ctx) => {
    const ban = banOf(ctx, ctx.body.id);
    const before = banView(ban);
    ctx.audit({ target: `${ban.kind}:${ban.value}`, before });
    if (ban.status === 'lifted') fail(ctx.lang, 'A0403', ORDER_MESSAGES.banLifted);
    ban.status = 'lifted';
    ban.liftReason = ctx.body.reason;
    ban.liftedBy = ctx.me.name;
    ban.liftedAt = now();
    const after = banView(ban);
    ctx.audit({ target: `${ban.kind}:${ban.value}`, before, after });
    return after;
  }),

  'POST /api/ogorder/largeTransOrder/page': defineApi('/api/ogorder/largeTransOrder/page', (ctx) => {
    const data = lineOf('ogorder');
    settleRefunds(data, now());
    const f = ctx.body;
    const large = orderArea().og.large;
    const rows = largeOrders(ctx.gameId, now()).filter(
      (o) =>
        (!ctx.childGameId || o.childGameId === ctx.childGameId) &&
        (!f.orderNo || o.orderNo === f.orderNo) &&
        (!f.account || o.account === f.account) &&
        (f.createdFrom === undefined || o.created >= f.createdFrom) &&
        (f.createdTo === undefined || o.created < f.createdTo) &&
        (!f.handleStatus || (large.get(o.orderNo)?.handleStatus ?? 'pending') === f.handleStatus),
    );
    const page = paginate(rows, f.pageNum, f.pageSize);
    const tests = testAccountsOf(data, ctx.gameId);
    return { ...page, list: page.list.map((o) => largeView(o, tests)) };
  }),
  'POST /api/ogorder/largeTransOrder/threshold/get': defineApi('/api/ogorder/largeTransOrder/threshold/get', (ctx) =>
    thresholdsOf(ctx.gameId),
  ),
  'POST /api/ogorder/largeTransOrder/threshold/set': defineApi('/api/ogorder/largeTransOrder/threshold/set', (ctx) => {
    const og = orderArea().og;
    const before = thresholdsOf(ctx.gameId);
    const set = og.thresholds.get(ctx.gameId) || {};
    set[ctx.body.currency] = ctx.body.amount;
    og.thresholds.set(ctx.gameId, set);
    const after = thresholdsOf(ctx.gameId);
    ctx.audit({ target: ctx.body.currency, before, after });
    return after;
  }),
  'POST /api/ogorder/largeTransOrder/handle': defineApi('/api/ogorder/largeTransOrder/handle', (ctx) => {
    const { orderNo, handleStatus, note } = ctx.body;
    const data = lineOf('ogorder');
    const o = data.byNo.get(orderNo);
    const isLarge = o && o.gameId === ctx.gameId && largeOrders(ctx.gameId, now()).includes(o);
    if (!o || !isLarge) return fail(ctx.lang, 'A0403', ORDER_MESSAGES.notLarge, { orderNo });
    const tests = testAccountsOf(data, ctx.gameId);
    const before = largeView(o, tests);
    orderArea().og.large.set(orderNo, { handleStatus, note, handler: ctx.me.name, handledAt: now() });
    const after = largeView(o, tests);
    ctx.audit({
      target: orderNo,
      before: { handleStatus: before.handleStatus, note: before.note },
      after: { handleStatus, note },
    });
    return after;
  }),
};
