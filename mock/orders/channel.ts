import { DAY } from '../core/clock';
import { hashText } from './gameServer';

/**
 * The pay channel stand-in for refunds: an approved refund is accepted at once and answered later, in mock time
 * (mock/core/clock.ts): REFUND_DELAY_MS after the approval. It is refunded, unless the order was paid more than
 * REFUND_PERIOD_MS before the approval: then it fails (the channel's refund period is over). The rule depends only on
 * the order and the approval time, so a test or a demo knows the answer in advance (a recent order is refunded).
 */
export const REFUND_DELAY_MS = 30_000;
export const REFUND_PERIOD_MS = 60 * DAY;

export interface ChannelRefundAnswer {
  outcome: 'refunded' | 'failed';
  channelRefundNo: string;
  answer: string;
}

export function channelRefundAnswer(refundNo: string, paidAt: number, approvedAt: number): ChannelRefundAnswer {
  const channelRefundNo = `CR${hashText(refundNo).toString(16).padStart(8, '0').toUpperCase()}${refundNo.slice(-6)}`;
  if (approvedAt - paidAt > REFUND_PERIOD_MS) {
    return {
      outcome: 'failed',
      channelRefundNo,
      answer: 'REFUND_PERIOD_EXPIRED: original transaction older than 60 days',
    };
  }
  return { outcome: 'refunded', channelRefundNo, answer: 'SUCCESS' };
}

/** When the channel answers a refund approved at `approvedAt`. */
export const channelDueAt = (approvedAt: number) => approvedAt + REFUND_DELAY_MS;
