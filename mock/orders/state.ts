import { defineArea } from '../core/store';
import { seedOrders } from './seedOrders';
import { seedNotifies, seedOg, seedRefunds, seedWhitelists } from './seedRecords';
import type { Line, LineData, Order, OrderArea } from './types';

/**
 * The order areas' state (both business lines), seeded on first use and after a reset (mock/core/store.ts
 * defineArea). Indexes: orders by game (newest first) and by number; refunds and supplementary attempts by order.
 */
function indexBy<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  rows.forEach((r) => {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  });
  return out;
}

function lineData(line: Line, orders: Order[], seq: OrderArea['seq']): LineData {
  const byGame = new Map<number, Order[]>();
  const byNo = new Map<string, Order>();
  orders.forEach((o) => {
    byNo.set(o.orderNo, o);
    const list = byGame.get(o.gameId);
    if (list) list.push(o);
    else byGame.set(o.gameId, [o]);
  });
  const whitelist = seedWhitelists(line, seq);
  const testSet = new Set(whitelist.map((w) => `${w.gameId}|${w.account}`));
  const isTest = (o: Order) => testSet.has(`${o.gameId}|${o.account}`);
  const notifies = seedNotifies(orders, seq);
  const refunds = seedRefunds(orders, seq, isTest);
  return {
    line,
    orders,
    byGame,
    byNo,
    refunds,
    refundsByOrder: indexBy(refunds, (r) => r.orderNo),
    notifies,
    notifiesByOrder: indexBy(notifies, (n) => n.orderNo),
    whitelist,
    requests: new Map(notifies.map((n) => [`${n.orderNo}|${n.requestId}`, n])),
    inFlight: new Set(),
  };
}

/**
 * The seeded orders are drawn once per process (a pure function of the code: about half a second) and kept here,
 * never handed out; every seeding of the area (the first use, and the first use after each reset) gets fresh copies
 * of them. An order's fields are all plain values, so a copy shares nothing with the kept draw.
 */
let drawn: readonly Readonly<Order>[] | undefined;
const seededOrders = (): Order[] => {
  drawn ??= seedOrders();
  return drawn.map((o) => ({ ...o }));
};

export function seedOrderArea(): OrderArea {
  const seq: OrderArea['seq'] = { refund: 0, notify: 0, whitelist: 0, bill: 0, ban: 0 };
  const all = seededOrders();
  const main = lineData(
    'order',
    all.filter((o) => o.line === 'order'),
    seq,
  );
  const og = lineData(
    'ogorder',
    all.filter((o) => o.line === 'ogorder'),
    seq,
  );
  const ogTest = new Set(og.whitelist.map((w) => `${w.gameId}|${w.account}`));
  return {
    lines: { order: main, ogorder: og },
    og: seedOg(og.orders, og.refunds, seq, (o) => ogTest.has(`${o.gameId}|${o.account}`)),
    seq,
  };
}

export const orderArea = defineArea('order', seedOrderArea);
export const lineOf = (line: Line): LineData => orderArea().lines[line];
