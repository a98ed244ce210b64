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

export function timelineItems(events: readonly TimelineEvent[], currency: string, locale: string): TimelineItem[] {
  return [...events]
    .sort((a, b) => a.time - b.time)
    .map((e, i) => {
      const lines: TimelineLine[] = [];
      const plain: TimelineLine = { id: `${P}.${e.kind}` };
      let title = plain;
      let color = COLOR[e.kind];
      if (e.kind === 'notify') {
        const result = e.result || 'success';
        title = {
          id: e.supplementary ? `${P}.notify.supplementary` : `${P}.notify`,
          values: { attempt: e.attempt ?? i, result: `${P}.result.${result}` },
        };
        color = result === 'success' ? 'green' : 'red';
      }
      if (e.amount !== undefined && e.kind.startsWith('refund')) {
        lines.push({ id: `${P}.amount`, values: { amount: formatMoney(e.amount, currency, locale) } });
      }
      if (e.refundNo) lines.push({ id: `${P}.refundNo`, values: { refundNo: e.refundNo } });
      if (e.answer) lines.push({ id: `${P}.answer`, values: { answer: e.answer } });
      if (e.operator) lines.push({ id: `${P}.operator`, values: { operator: e.operator } });
      if (e.reason) lines.push({ id: `${P}.reason`, values: { reason: e.reason } });
      return { key: `${e.time}-${i}`, time: e.time, color, title, lines };
    });
}
