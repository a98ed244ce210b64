import { activeBanFor } from './bans';
import { now } from '../core/clock';
import { failsOnceThenSucceeds } from './gameServer';
import { testAccountsOf } from './query';
import { lineOf } from './state';
import type { Line, Order } from './types';

/** Finds seeded orders for the order areas' HTTP tests (after a reset, the same orders every run of a day). */
/** Not blocked from refunds (only the OG line has refund blocks). */
export const refundable = (line: Line, o: Order): boolean =>
  line !== 'ogorder' || !activeBanFor(o.gameId, o.account, o.deviceId);

export function visibleOrders(line: Line, gameId: number, test = false): Order[] {
  const data = lineOf(line);
  const tests = testAccountsOf(data, gameId);
  const at = now();
  return (data.byGame.get(gameId) || []).filter((o) => o.visibleAt <= at && tests.has(o.account) === test);
}

/**
 * The first visible order that `keep` accepts, without refunds and, on the OG line, not under a refund block (the
 * seed blocks some accounts and devices; which orders are visible depends on the time of day the tests run).
 */
export function findOrder(line: Line, gameId: number, keep: (o: Order) => boolean): Order {
  const data = lineOf(line);
  const o = visibleOrders(line, gameId).find(
    (x) => keep(x) && !(data.refundsByOrder.get(x.orderNo) || []).length && refundable(line, x),
  );
  if (!o) throw new Error(`no seeded ${line} order of game ${gameId} fits the test`);
  return o;
}

/** A delivery-failed order the game server refuses once more and then accepts. */
export const failsOnceThenDelivers = (line: Line, gameId: number) =>
  findOrder(line, gameId, (o) => o.status === 'delivery_failed' && failsOnceThenSucceeds(o.orderNo, o.notifyCount));

/** A row and a page of the order list as the tests read them over HTTP. */
export interface OrderRow {
  orderNo: string;
  account: string;
  amount: number;
  currency: string;
  status: string;
  payType: string;
  created: number;
  test: boolean;
  notifyCount: number;
  refundedAmount: number;
}
export interface OrderPage<T> {
  list: T[];
  total: number;
  totals: { count: number; paid: Record<string, number>; refunded: Record<string, number> };
}
