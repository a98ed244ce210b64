import type { Static } from '../../../../src/contract';
import type { orderDetail, timelineEvent } from '../../../../src/contract/order';
import { automaticAttempts, RETRY_GAPS_MS } from './gameServer';
import { testAccountsOf, toRow } from './query';
import { refundableOf, refundsOf } from './refunds';
import type { LineData, Order } from './types';

/**
 * An order's detail: its timeline from its own fields, the automatic notifications (their answers follow from the
 * game server stand-in), the supplementary attempts and the refunds; events after `now` are not shown yet.
 */
type TimelineEvent = Static<typeof timelineEvent>;
export type OrderDetail = Static<typeof orderDetail>;

function systemEvent(time: number, kind: TimelineEvent['kind'], answer = ''): TimelineEvent {
  return { time, kind, answer, operator: '' };
}

export function timelineOf(data: LineData, o: Order, now: number): TimelineEvent[] {
  const events: TimelineEvent[] = [systemEvent(o.created, 'created')];
  if (o.paidAt !== null) {
    events.push(systemEvent(o.paidAt, 'paid', o.channelOrderNo));
    let t = o.paidAt;
    const autos = automaticAttempts(o.orderNo).slice(0, o.autoNotifies);
    autos.forEach((a, i) => {
      t += RETRY_GAPS_MS[i];
      events.push({ ...systemEvent(t, 'notify', a.answer), result: a.result, attempt: i + 1, supplementary: false });
      t += a.durationMs;
    });
    const last = autos[autos.length - 1];
    if (last && last.result !== 'success') events.push(systemEvent(t, 'delivery_failed', last.answer));
  } else if (o.status === 'closed') {
    events.push(systemEvent(o.created + 30 * 60 * 1000, 'closed'));
  }
  (data.notifiesByOrder.get(o.orderNo) || []).forEach((n) => {
    events.push({
      time: n.time,
      kind: 'notify',
      result: n.result,
      attempt: n.attempt,
      supplementary: true,
      answer: n.answer,
      operator: n.operator,
      reason: n.reason,
    });
    if (n.result !== 'success') events.push(systemEvent(n.time, 'delivery_failed', n.answer));
  });
  if (o.deliveredAt !== null) events.push(systemEvent(o.deliveredAt, 'delivered'));
  refundsOf(data, o.orderNo).forEach((r) => {
    const base = { refundNo: r.refundNo, amount: r.amount };
    events.push({
      ...base,
      time: r.appliedAt,
      kind: 'refund_applied',
      answer: '',
      operator: r.applicant,
      reason: r.reason,
    });
    if (r.decidedAt !== null) {
      const kind = r.status === 'rejected' ? 'refund_rejected' : 'refund_approved';
      events.push({ ...base, time: r.decidedAt, kind, answer: '', operator: r.approver, reason: r.comment });
    }
    if (r.finishedAt !== null) {
      const kind = r.status === 'refunded' ? 'refunded' : 'refund_failed';
      events.push({ ...base, time: r.finishedAt, kind, answer: r.channelAnswer, operator: '' });
    }
  });
  return events.filter((e) => e.time <= now).sort((a, b) => a.time - b.time);
}

export function detailOf(data: LineData, o: Order, now: number): OrderDetail {
  return {
    order: toRow(o, testAccountsOf(data, o.gameId)),
    timeline: timelineOf(data, o, now),
    refunds: refundsOf(data, o.orderNo).map(({ gameId: _g, dueAt: _d, ...r }) => r),
    refundable: refundableOf(data, o),
    notifiable: o.status === 'paid' || o.status === 'delivery_failed',
  };
}
