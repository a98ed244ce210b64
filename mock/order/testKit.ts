import { now } from '../core/clock';
import { failsOnceThenSucceeds } from './gameServer';
import { testAccountsOf } from './query';
import { lineOf } from './state';
import type { Line, Order } from './types';

/** Finds seeded orders for the order areas' HTTP tests (after a reset, the same orders every run of a day). */
export function visibleOrders(line: Line, gameId: number, test = false): Order[] {
  const data = lineOf(line);
  const tests = testAccountsOf(data, gameId);
  const at = now();
  return (data.byGame.get(gameId) || []).filter((o) => o.visibleAt <= at && tests.has(o.account) === test);
}

export function findOrder(line: Line, gameId: number, keep: (o: Order) => boolean): Order {
  const data = lineOf(line);
  const o = visibleOrders(line, gameId).find((x) => keep(x) && !(data.refundsByOrder.get(x.orderNo) || []).length);
  if (!o) throw new Error(`no seeded ${line} order of game ${gameId} fits the test`);
  return o;
}

/** A delivery-failed order the game server refuses once more and then accepts. */
export const failsOnceThenDelivers = (line: Line, gameId: number) =>
  findOrder(line, gameId, (o) => o.status === 'delivery_failed' && failsOnceThenSucceeds(o.orderNo, o.notifyCount));
