import type { Static } from '../../src/contract';
import type { orderRow, totals as totalsSchema } from '../../src/contract/order';
import { isCents } from '../../src/utils/money';
import type { Page } from '../core/paging';
import type { LineData, Order, OrderStatus } from './types';

/**
 * The order list's filtering, totals and paging (docs/rules.md "Pagination", "Money"). A game's orders are kept newest
 * first, so "visible now" (created ≤ the clock) and a created-time range are two binary searches; the rest is one
 * scan of the range. Test orders (whitelisted accounts) are left out of the flow and its totals and are the check list.
 */
export interface OrderFilters {
  pageNum: number;
  pageSize: number;
  orderNo?: string;
  channelOrderNo?: string;
  gameOrderNo?: string;
  account?: string;
  role?: string;
  server?: string;
  channel?: string;
  payType?: string;
  status?: OrderStatus;
  filterChildGameId?: number;
  createdFrom?: number;
  createdTo?: number;
  sortField?: 'created' | 'amount' | 'paidAt';
  sortOrder?: 'asc' | 'desc';
}

export type OrderRow = Static<typeof orderRow>;
export type Totals = Static<typeof totalsSchema>;

/** Statuses whose amount was paid (the paid total). */
export const PAID_STATUSES = new Set<OrderStatus>(['paid', 'delivered', 'delivery_failed', 'refunded']);

/** First index (newest first list) whose created is ≤ `t`. */
function firstAtOrBefore(list: Order[], t: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid].created > t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Whether order `orderNo` belongs to child game `childGameId` (0: every child game). Orders carry their child game;
 * an order's refunds, supplementary notifications and invoices follow it (docs/rules.md "Current game and child game").
 */
export function inChildGame(data: LineData, orderNo: string, childGameId: number): boolean {
  return !childGameId || data.byNo.get(orderNo)?.childGameId === childGameId;
}

/** The accounts on a game's whitelist (their orders are test orders). */
export function testAccountsOf(data: LineData, gameId: number): Set<string> {
  return new Set(data.whitelist.filter((w) => w.gameId === gameId).map((w) => w.account));
}

export function toRow(o: Order, tests: Set<string>): OrderRow {
  const { gameId: _g, line: _l, autoNotifies: _a, visibleAt: _v, ...row } = o;
  return { ...row, test: tests.has(o.account) };
}

/** The orders of a game visible at `now` that pass the filters; `test` picks test orders or the others. */
export function selectOrders(
  data: LineData,
  gameId: number,
  f: OrderFilters,
  childGameId: number,
  now: number,
  test: boolean,
): Order[] {
  const tests = testAccountsOf(data, gameId);
  const keep = (o: Order) =>
    tests.has(o.account) === test &&
    (!childGameId || o.childGameId === childGameId) &&
    (!f.channelOrderNo || o.channelOrderNo === f.channelOrderNo) &&
    (!f.gameOrderNo || o.gameOrderNo === f.gameOrderNo) &&
    (!f.account || o.account === f.account) &&
    (!f.role || o.roleId === f.role || o.roleName.includes(f.role)) &&
    (!f.server || o.server === f.server) &&
    (!f.channel || o.channel === f.channel) &&
    (!f.payType || o.payType === f.payType) &&
    (!f.status || o.status === f.status) &&
    (f.createdFrom === undefined || o.created >= f.createdFrom) &&
    (f.createdTo === undefined || o.created < f.createdTo) &&
    o.visibleAt <= now;
  if (f.orderNo) {
    const o = data.byNo.get(f.orderNo);
    return o && o.gameId === gameId && keep(o) ? [o] : [];
  }
  const list = data.byGame.get(gameId) || [];
  const upper = Math.min(now, f.createdTo === undefined ? now : f.createdTo - 1);
  const start = firstAtOrBefore(list, upper);
  const end = f.createdFrom === undefined ? list.length : firstAtOrBefore(list, f.createdFrom - 1);
  const out: Order[] = [];
  for (let i = start; i < end; i += 1) if (keep(list[i])) out.push(list[i]);
  return out;
}

/**
 * Count, paid amount and refunded amount per currency: one pass of integer additions (no per-row allocation at
 * 100,000 rows), each amount checked to be an integer of minor units and each sum a safe integer
 * (src/utils/money.ts `isCents`, as `sumByCurrency` does).
 */
export function totalsOf(orders: Order[]): Totals {
  const paid: Record<string, number> = {};
  const refunded: Record<string, number> = {};
  for (const o of orders) {
    if (!isCents(o.amount) || !isCents(o.refundedAmount))
      throw new TypeError(`order ${o.orderNo}: amount not in cents`);
    if (PAID_STATUSES.has(o.status)) paid[o.currency] = (paid[o.currency] ?? 0) + o.amount;
    if (o.refundedAmount > 0) refunded[o.currency] = (refunded[o.currency] ?? 0) + o.refundedAmount;
  }
  [paid, refunded].forEach((sums) =>
    Object.values(sums).forEach((v) => {
      if (!isCents(v)) throw new RangeError('sum of amounts exceeds the safe integer range');
    }),
  );
  return { count: orders.length, paid, refunded };
}

/** Sorts (newest first unless asked otherwise; ties by created, newest first) and pages. */
export function pageOrders(orders: Order[], f: OrderFilters, tests: Set<string>): Page<OrderRow> {
  const field = f.sortField || 'created';
  const dir = f.sortOrder === 'asc' ? 1 : -1;
  let sorted = orders;
  if (field === 'created') {
    if (dir === 1) sorted = orders.slice().reverse();
  } else {
    const key = (o: Order) => (field === 'amount' ? o.amount : (o.paidAt ?? -1));
    sorted = orders.slice().sort((a, b) => dir * (key(a) - key(b)) || b.created - a.created);
  }
  const size = Math.max(1, Math.floor(f.pageSize));
  const num = Math.max(1, Math.floor(f.pageNum));
  return {
    list: sorted.slice((num - 1) * size, num * size).map((o) => toRow(o, tests)),
    total: orders.length,
    pageNum: num,
    pageSize: size,
  };
}
