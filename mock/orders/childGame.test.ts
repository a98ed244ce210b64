import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import auth from '../auth';
import ogorder from '../ogorder';
import order from '../order';
import { BASE_EPOCH, businessMidnight, HOUR, now, setClockOffset } from '../core/clock';
import { reset } from '../core/store';
import { serveEntries } from '../core/testServer';
import { largeOrders } from './ogHandlers';
import { PAID_STATUSES } from './query';
import { lineOf, orderArea } from './state';
import { visibleOrders } from './testKit';
import type { Line, Order } from './types';

/**
 * The header's child game narrows the order areas (docs/rules.md "Current game and child game"): X-Child-Game-Id
 * filters the order lists, their totals and the day's statistics, and the records that belong to an order (refunds,
 * supplementary notifications, invoices, large transfers) follow their order's child game. Sent over HTTP, through
 * umi's real body parsers; expectations are counted from the seeded store directly, not with the handlers' helpers.
 */
const server = serveEntries([auth, order, ogorder]);
const G = 1;
/** 星海传说-iOS, child game 2 of game 1 in the seed */
const C = 2;
let admin = '';

const call = <T = unknown>(path: string, body: unknown, child?: string | number) =>
  server.call<T>(path, body, {
    token: admin,
    game: G,
    headers: child === undefined ? {} : { 'X-Child-Game-Id': String(child) },
  });

interface Page<T> {
  list: T[];
  total: number;
  totals?: { count: number; paid: Record<string, number> };
}

beforeEach(async () => {
  reset();
  admin = await server.login('admin');
});
afterEach(() => setClockOffset(0));

/** Seeded orders keep appearing as the clock reaches them: lists are compared up to 15 minutes ago. */
const settledBefore = () => now() - 15 * 60 * 1000;
const childOf = (line: Line, orderNo: string) => lineOf(line).byNo.get(orderNo)?.childGameId;

describe.each(['order', 'ogorder'] as const)('%s lists follow X-Child-Game-Id', (line) => {
  it('the flow list holds only the child game’s orders, with totals of those; without the header every order', async () => {
    const U = settledBefore();
    const all = visibleOrders(line, G).filter((o) => o.created < U);
    const mine = all.filter((o) => o.childGameId === C);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);

    const body = { pageNum: 1, pageSize: 500, createdTo: U };
    const narrowed = await call<Page<Order>>(`/api/${line}/flow/page`, body, C);
    expect(narrowed.json.code).toBe('00000');
    expect(narrowed.json.data.total).toBe(mine.length);
    expect(narrowed.json.data.totals?.count).toBe(mine.length);
    expect(narrowed.json.data.list.map((o) => o.orderNo)).toEqual(mine.slice(0, 500).map((o) => o.orderNo));
    const paidCny = mine.filter((o) => PAID_STATUSES.has(o.status) && o.currency === 'CNY');
    expect(narrowed.json.data.totals?.paid.CNY ?? 0).toBe(paidCny.reduce((s, o) => s + o.amount, 0));

    const everything = await call<Page<Order>>(`/api/${line}/flow/page`, body);
    expect(everything.json.data.total).toBe(all.length);
  });

  it('a list’s own child-game filter wins over the header’s', async () => {
    const U = settledBefore();
    const other = visibleOrders(line, G).filter((o) => o.created < U && o.childGameId !== C)[0];
    const own = await call<Page<Order>>(
      `/api/${line}/flow/page`,
      { pageNum: 1, pageSize: 500, createdTo: U, filterChildGameId: other.childGameId },
      C,
    );
    expect(own.json.data.total).toBe(
      visibleOrders(line, G).filter((o) => o.created < U && o.childGameId === other.childGameId).length,
    );
    expect(own.json.data.list.every((o) => o.childGameId === other.childGameId)).toBe(true);
  });

  it.each(['abc', '-2', '0', '2.5', ''])('a header that is no child game id (%j) filters nothing', async (value) => {
    const U = settledBefore();
    const res = await call<Page<Order>>(`/api/${line}/flow/page`, { pageNum: 1, pageSize: 1, createdTo: U }, value);
    expect(res.json.code).toBe('00000');
    expect(res.json.data.total).toBe(visibleOrders(line, G).filter((o) => o.created < U).length);
  });

  it('the test-order list follows the header too', async () => {
    const tests = visibleOrders(line, G, true);
    const res = await call<Page<Order>>(`/api/${line}/check/page`, { pageNum: 1, pageSize: 500 }, C);
    expect(res.json.data.list.every((o) => o.childGameId === C)).toBe(true);
    expect(res.json.data.total).toBe(tests.filter((o) => o.childGameId === C && o.visibleAt <= now()).length);
  });

  it('refunds and supplementary records show those of the child game’s orders', async () => {
    const data = lineOf(line);
    const refunds = data.refunds.filter((r) => r.gameId === G);
    const wantRefunds = refunds.filter((r) => childOf(line, r.orderNo) === C);
    expect(wantRefunds.length).toBeGreaterThan(0);
    expect(wantRefunds.length).toBeLessThan(refunds.length);
    const r = await call<Page<{ orderNo: string }>>(`/api/${line}/refund/page`, { pageNum: 1, pageSize: 500 }, C);
    expect(r.json.data.total).toBe(wantRefunds.length);
    expect(r.json.data.list.every((x) => childOf(line, x.orderNo) === C)).toBe(true);
    const allRefunds = await call<Page<unknown>>(`/api/${line}/refund/page`, { pageNum: 1, pageSize: 1 });
    expect(allRefunds.json.data.total).toBe(refunds.length);

    const at = now();
    const notifies = data.notifies.filter((n) => n.gameId === G && n.time <= at);
    const wantNotifies = notifies.filter((n) => childOf(line, n.orderNo) === C);
    expect(wantNotifies.length).toBeGreaterThan(0);
    expect(wantNotifies.length).toBeLessThan(notifies.length);
    const n = await call<Page<{ orderNo: string }>>(`/api/${line}/record/page`, { pageNum: 1, pageSize: 500 }, C);
    expect(n.json.data.total).toBe(wantNotifies.length);
    expect(n.json.data.list.every((x) => childOf(line, x.orderNo) === C)).toBe(true);
  });

  it('the day’s statistics (the welcome page’s order figures) count the child game’s orders only', async () => {
    // 18:00 of the seed's day in China: the day has orders of every child game
    setClockOffset(BASE_EPOCH + 18 * HOUR - Date.now());
    admin = await server.login('admin'); // a session of the moved clock (sessions end after 8 idle hours)
    const at = now();
    const day = businessMidnight(at);
    const data = lineOf(line);
    const tests = new Set(data.whitelist.filter((w) => w.gameId === G).map((w) => w.account));
    const today = (data.byGame.get(G) || []).filter(
      (o) => o.created >= day && o.visibleAt <= at && !tests.has(o.account) && o.childGameId === C,
    );
    const waiting = data.refunds.filter(
      (r) => r.gameId === G && r.status === 'applied' && !tests.has(r.account) && childOf(line, r.orderNo) === C,
    );
    const res = await call<{ orders: number; refundsWaiting: number }>(`/api/${line}/flow/statistics`, {}, C);
    expect(res.json.code).toBe('00000');
    expect(res.json.data.orders).toBe(today.length);
    expect(res.json.data.refundsWaiting).toBe(waiting.length);
    const all = await call<{ orders: number; refundsWaiting: number }>(`/api/${line}/flow/statistics`, {});
    expect(today.length).toBeGreaterThan(0);
    expect(all.json.data.orders).toBeGreaterThan(today.length);
  });
});

describe('the OG line’s invoices and large transfers follow X-Child-Game-Id', () => {
  it('large transfers: only the child game’s orders', async () => {
    const at = now();
    const all = largeOrders(G, at);
    const mine = all.filter((o) => o.childGameId === C);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    const res = await call<Page<Order>>('/api/ogorder/largeTransOrder/page', { pageNum: 1, pageSize: 500 }, C);
    expect(res.json.data.total).toBe(mine.length);
    expect(res.json.data.list.every((o) => o.childGameId === C)).toBe(true);
  });

  it('invoices: those holding an order of the child game', async () => {
    const bills = orderArea().og.bills.filter((b) => b.gameId === G);
    const mine = bills.filter((b) => b.orderNos.some((no) => childOf('ogorder', no) === C));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(bills.length);
    const res = await call<Page<{ requestNo: string }>>('/api/ogorder/bill/page', { pageNum: 1, pageSize: 500 }, C);
    expect(res.json.data.list.map((b) => b.requestNo).sort()).toEqual(mine.map((b) => b.requestNo).sort());
    const all = await call<Page<unknown>>('/api/ogorder/bill/page', { pageNum: 1, pageSize: 1 });
    expect(all.json.data.total).toBe(bills.length);
  });
});
