import { REFUND_EVENT_KINDS } from '@/contract/order/values';
import { formatMoney } from '@/utils/money';
import type { TimelineEvent } from './types';

/**
 * An order's timeline as the drawer shows it (antd Timeline items): created → paid → each notify attempt with the game
 * server's answer → delivered / delivery failed → refund events. Pure: texts are message ids with values, so the
 * screen translates them and the tests read them.
 */
export type TimelineColor = 'green' | 'red' | 'blue' | 'gray';

export interface TimelineLine {
  id: string;
  values?: Record<string, string | number>;
}

export interface TimelineItem {
  key: string;
  time: number;
  color: TimelineColor;
  title: TimelineLine;
  /** further lines (the answer, who, why), each a message */
  lines: TimelineLine[];
}

const COLOR: Record<TimelineEvent['kind'], TimelineColor> = {
  created: 'gray',
  paid: 'blue',
  notify: 'blue',
  delivered: 'green',
  delivery_failed: 'red',
  closed: 'gray',
  refund_applied: 'blue',
  refund_approved: 'blue',
  refund_rejected: 'gray',
  refunded: 'green',
  refund_failed: 'red',
};

const P = 'pages.order.timeline';

type RefundEvent = Extract<TimelineEvent, { kind: (typeof REFUND_EVENT_KINDS)[number] }>;
const REFUND_KINDS: ReadonlySet<TimelineEvent['kind']> = new Set(REFUND_EVENT_KINDS);
/** A refund's step: the event shape with the refund number and amount (src/contract/order/records.ts). */
const isRefund = (e: TimelineEvent): e is RefundEvent => REFUND_KINDS.has(e.kind);

export function timelineItems(events: readonly TimelineEvent[], currency: string, locale: string): TimelineItem[] {
  return [...events]
    .sort((a, b) => a.time - b.time)
    .map((e, i) => {
      const lines: TimelineLine[] = [];
      let title: TimelineLine = { id: `${P}.${e.kind}` };
      let color = COLOR[e.kind];
      let reason = '';
      if (e.kind === 'notify') {
        title = {
          id: e.supplementary ? `${P}.notify.supplementary` : `${P}.notify`,
          values: { attempt: e.attempt, result: `${P}.result.${e.result}` },
        };
        color = e.result === 'success' ? 'green' : 'red';
        reason = e.reason;
      } else if (isRefund(e)) {
        lines.push({ id: `${P}.amount`, values: { amount: formatMoney(e.amount, currency, locale) } });
        if (e.refundNo) lines.push({ id: `${P}.refundNo`, values: { refundNo: e.refundNo } });
        reason = e.reason;
      }
      if (e.answer) lines.push({ id: `${P}.answer`, values: { answer: e.answer } });
      if (e.operator) lines.push({ id: `${P}.operator`, values: { operator: e.operator } });
      if (reason) lines.push({ id: `${P}.reason`, values: { reason } });
      return { key: `${e.time}-${i}`, time: e.time, color, title, lines };
    });
}
