import { notifyGameServer } from './gameServer';
import type { LineData, NotifyRecord, Order, OrderArea } from './types';

/**
 * Supplementary orders (补单): re-notify the game server for a paid but undelivered order. Idempotency by the client's
 * request id: the console makes one per opening of the notify dialog, and the same (order, request id) sent again —
 * a double click, a retried request — answers the first attempt's record without notifying again. An order being
 * notified refuses a second notification until the first has its answer.
 */
export type NotifyRefusal = 'notifyDelivered' | 'notifyNotPaid' | 'notifyInFlight';

export function notifyRefusal(data: LineData, o: Order): NotifyRefusal | null {
  if (data.inFlight.has(o.orderNo)) return 'notifyInFlight';
  if (o.status === 'delivered' || o.deliveredAt !== null) return 'notifyDelivered';
  if (o.status !== 'paid' && o.status !== 'delivery_failed') return 'notifyNotPaid';
  return null;
}

export const requestKey = (orderNo: string, requestId: string) => `${orderNo}|${requestId}`;

/** The record of an earlier submission with this request id, if any. */
export function earlierAttempt(data: LineData, orderNo: string, requestId: string): NotifyRecord | undefined {
  return data.requests.get(requestKey(orderNo, requestId));
}

/** Notifies the game server once and records the attempt (the caller checked notifyRefusal). */
export function supplementaryNotify(
  area: OrderArea,
  data: LineData,
  o: Order,
  input: { reason: string; requestId: string },
  who: { id: number; name: string },
  at: number,
): NotifyRecord {
  data.inFlight.add(o.orderNo);
  try {
    const attempt = o.notifyCount + 1;
    const answer = notifyGameServer(o.orderNo, attempt);
    area.seq.notify += 1;
    const record: NotifyRecord = {
      id: area.seq.notify,
      gameId: o.gameId,
      requestId: input.requestId,
      orderNo: o.orderNo,
      childGameName: o.childGameName,
      account: o.account,
      amount: o.amount,
      currency: o.currency,
      operator: who.name,
      operatorId: who.id,
      reason: input.reason,
      result: answer.result,
      answer: answer.answer,
      attempt,
      durationMs: answer.durationMs,
      time: at,
    };
    o.notifyCount = attempt;
    if (answer.result === 'success') {
      o.status = 'delivered';
      o.deliveredAt = at;
    } else o.status = 'delivery_failed';
    data.notifies.unshift(record);
    const list = data.notifiesByOrder.get(o.orderNo);
    if (list) list.push(record);
    else data.notifiesByOrder.set(o.orderNo, [record]);
    data.requests.set(requestKey(o.orderNo, input.requestId), record);
    return record;
  } finally {
    data.inFlight.delete(o.orderNo);
  }
}
