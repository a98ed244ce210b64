import { formatMoney } from '../../src/utils/money';
import { channelDueAt, channelRefundAnswer } from './channel';
import { ymd } from './seedOrders';
import type { LineData, Order, OrderArea, Refund } from './types';

/**
 * Refund rules (both lines): partial refunds are allowed; the refunds of an order that are not rejected and not failed
 * never add up to more than its paid amount; an approved refund goes to the channel stand-in (channel.ts), which
 * answers later in mock time: settleRefunds() applies every answer that is due, updating the refund and the order.
 */
const REFUNDABLE = new Set<Order['status']>(['paid', 'delivered', 'delivery_failed']);
/** Statuses that hold part of the paid amount. */
const COMMITTED = new Set<Refund['status']>(['applied', 'approved', 'refunded']);

export const refundsOf = (data: LineData, orderNo: string): Refund[] => data.refundsByOrder.get(orderNo) || [];

/** Paid amount minus the refunds that are not rejected and not failed. */
export function refundableOf(data: LineData, o: Order): number {
  if (o.paidAt === null) return 0;
  let committed = 0;
  for (const r of refundsOf(data, o.orderNo)) if (COMMITTED.has(r.status)) committed += r.amount;
  return Math.max(0, o.amount - committed);
}

export type RefundRefusal =
  | { key: 'refundNotPaid'; vars: { orderNo: string; status: string } }
  | { key: 'refundOverLimit'; vars: { amount: string; remaining: string } };

/** Why `amount` cannot be refunded from `o`, or null when it can; amounts written in `lang` (docs/rules.md "Money"). */
export function refundRefusal(data: LineData, o: Order, amount: number, lang: string): RefundRefusal | null {
  if (!REFUNDABLE.has(o.status)) {
    return { key: 'refundNotPaid', vars: { orderNo: o.orderNo, status: o.status } };
  }
  const remaining = refundableOf(data, o);
  if (amount > remaining) {
    return {
      key: 'refundOverLimit',
      vars: { amount: formatMoney(amount, o.currency, lang), remaining: formatMoney(remaining, o.currency, lang) },
    };
  }
  return null;
}

export interface Actor {
  id: number;
  name: string;
}

/** Records a refund application (the caller checked refundRefusal). */
export function applyRefund(
  area: OrderArea,
  data: LineData,
  o: Order,
  input: { amount: number; reason: string },
  who: Actor,
  at: number,
): Refund {
  area.seq.refund += 1;
  const refund: Refund = {
    id: area.seq.refund,
    gameId: o.gameId,
    refundNo: `RF${ymd(at)}${String(area.seq.refund).padStart(6, '0')}`,
    orderNo: o.orderNo,
    childGameName: o.childGameName,
    account: o.account,
    deviceId: o.deviceId,
    payType: o.payType,
    channel: o.channel,
    orderAmount: o.amount,
    amount: input.amount,
    currency: o.currency,
    reason: input.reason,
    status: 'applied',
    channelRefundNo: '',
    channelAnswer: '',
    applicant: who.name,
    applicantId: who.id,
    approver: '',
    approverId: 0,
    comment: '',
    appliedAt: at,
    decidedAt: null,
    finishedAt: null,
    dueAt: null,
  };
  data.refunds.unshift(refund);
  const list = data.refundsByOrder.get(o.orderNo);
  if (list) list.push(refund);
  else data.refundsByOrder.set(o.orderNo, [refund]);
  return refund;
}

export type DecisionRefusal =
  | { key: 'refundDecided'; vars: { refundNo: string; status: Refund['status'] } }
  | { key: 'refundSelfReview'; vars: { refundNo: string } };

/**
 * Why `deciderId` may not approve or reject `r`, or null when they may: only an applied refund is decided, once, and
 * never by the person who applied for it (the two-person rule).
 */
export function decisionRefusal(r: Refund, deciderId: number): DecisionRefusal | null {
  if (r.status !== 'applied') return { key: 'refundDecided', vars: { refundNo: r.refundNo, status: r.status } };
  if (r.applicantId === deciderId) return { key: 'refundSelfReview', vars: { refundNo: r.refundNo } };
  return null;
}

/** Approves (sent to the channel, answered at dueAt) or rejects an applied refund (the caller checked decisionRefusal). */
export function decideRefund(r: Refund, approve: boolean, comment: string, who: Actor, at: number): void {
  r.status = approve ? 'approved' : 'rejected';
  r.approver = who.name;
  r.approverId = who.id;
  r.comment = comment;
  r.decidedAt = at;
  r.dueAt = approve ? channelDueAt(at) : null;
}

/** Applies the channel's answers that are due at `now`. */
export function settleRefunds(data: LineData, now: number): void {
  for (const r of data.refunds) {
    // only an approved refund waits for the channel: decideRefund sets its dueAt, and this clears it
    if (r.dueAt === null || r.dueAt > now) continue;
    const o = data.byNo.get(r.orderNo);
    // Stryker disable next-line OptionalChaining: an order is never removed, so a refund's order is always found
    const answer = channelRefundAnswer(r.refundNo, o?.paidAt ?? 0, r.decidedAt ?? now);
    r.status = answer.outcome;
    r.channelRefundNo = answer.channelRefundNo;
    r.channelAnswer = answer.answer;
    r.finishedAt = r.dueAt;
    r.dueAt = null;
    if (o && answer.outcome === 'refunded') {
      o.refundedAmount += r.amount;
      if (o.refundedAmount >= o.amount) o.status = 'refunded';
    }
  }
}
