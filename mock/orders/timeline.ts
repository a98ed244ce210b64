import type { Static } from '../../src/contract';
import type { orderDetail, refundEvent, systemEvent, timelineEvent } from '../../src/contract/order';
import { automaticAttempts, RETRY_GAPS_MS } from './gameServer';
import { testAccountsOf, toRow } from './query';
import { refundableOf, refundsOf } from './refunds';
import type { LineData, Order } from './types';

/**
 * An order's detail: its timeline from its own fields, the automatic notifications (their answers follow from the
 * game server stand-in), the supplementary attempts and the refunds; events after `now` are not shown yet.
 */
type TimelineEvent = Static<typeof timelineEvent>;
type SystemEvent = Static<typeof systemEvent>;
type RefundEvent = Static<typeof refundEvent>;
type NotifyEvent = Extract<TimelineEvent, { kind: 'notify' }>;
export type OrderDetail = Static<typeof orderDetail>;

function system(time: number, kind: SystemEvent['kind'], answer = ''): SystemEvent {
  return { time, kind, answer, operator: '' };
}

/** A notify attempt: automatic (no operator, no reason) or a supplementary one from its record. */
function notify(time: number, n: Omit<NotifyEvent, 'time' | 'kind'>): NotifyEvent {
  return { time, kind: 'notify', ...n };
}

export function timelineOf(data: LineData, o: Order, now: number): TimelineEvent[] {
  const events: TimelineEvent[] = [system(o.created, 'created')];
  if (o.paidAt !== null) {
    events.push(system(o.paidAt, 'paid', o.channelOrderNo));
    let t = o.paidAt;
    const autos = automaticAttempts(o.orderNo).slice(0, o.autoNotifies);
    autos.forEach((a, i) => {
      t += RETRY_GAPS_MS[i];
      const { result, answer } = a;
      events.push(notify(t, { result, attempt: i + 1, supplementary: false, answer, operator: '', reason: '' }));
      t += a.durationMs;
    });
    const last = autos[autos.length - 1];
    if (last && last.result !== 'success') events.push(system(t, 'delivery_failed', last.answer));
  } else if (o.status === 'closed') {
    events.push(system(o.created + 30 * 60 * 1000, 'closed'));
  }
  (data.notifiesByOrder.get(o.orderNo) || []).forEach((n) => {
    const { result, attempt, answer, operator, reason } = n;
    events.push(notify(n.time, { result, attempt, supplementary: true, answer, operator, reason }));
    if (n.result !== 'success') events.push(system(n.time, 'delivery_failed', n.answer));
  });
  if (o.deliveredAt !== null) events.push(system(o.deliveredAt, 'delivered'));
  refundsOf(data, o.orderNo).forEach((r) => {
    const step = (
      time: number,
      kind: RefundEvent['kind'],
      operator: string,
      reason: string,
      answer = '',
    ): RefundEvent => ({
      time,
      kind,
      answer,
      operator,
      refundNo: r.refundNo,
      amount: r.amount,
      reason,
    });
    events.push(step(r.appliedAt, 'refund_applied', r.applicant, r.reason));
    if (r.decidedAt !== null) {
      const kind = r.status === 'rejected' ? 'refund_rejected' : 'refund_approved';
      events.push(step(r.decidedAt, kind, r.approver, r.comment));
    }
    if (r.finishedAt !== null) {
      const kind = r.status === 'refunded' ? 'refunded' : 'refund_failed';
      events.push(step(r.finishedAt, kind, '', '', r.channelAnswer));
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
