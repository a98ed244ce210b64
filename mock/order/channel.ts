import { hashText } from './gameServer';

/**
 * The pay channel stand-in for refunds: an approved refund is accepted at once and answered later, in mock time
 * (mock/core/clock.ts): REFUND_DELAY_MS after the approval it is refunded, or failed for a deterministic ~1 in 8 of
 * refund numbers (the original transaction is past the channel's refund period).
 */
export const REFUND_DELAY_MS = 30_000;

export interface ChannelRefundAnswer {
  outcome: 'refunded' | 'failed';
  channelRefundNo: string;
  answer: string;
}

export function channelRefundAnswer(refundNo: string): ChannelRefundAnswer {
  const h = hashText(refundNo);
  const channelRefundNo = `CR${h.toString(16).padStart(8, '0').toUpperCase()}${refundNo.slice(-6)}`;
  if (h % 8 === 3) {
    return { outcome: 'failed', channelRefundNo, answer: 'REFUND_PERIOD_EXPIRED: original transaction too old' };
  }
  return { outcome: 'refunded', channelRefundNo, answer: 'SUCCESS' };
}

/** When the channel answers a refund approved at `approvedAt`. */
export const channelDueAt = (approvedAt: number) => approvedAt + REFUND_DELAY_MS;
