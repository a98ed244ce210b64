import { routeNames } from '../../../mock/orders/routeNames';
import { lineConfig } from './config';
import { LINE_SERVICES, linePaths } from './lines';
import { refundAmount } from './refundForm';
import { canApplyRefund, canNotify } from './rules';
import { moneyLines } from './TotalsBar';
import { timelineItems } from './timeline';
import type { OrderStatus, TimelineEvent } from './types';

/** Each line's config as its area writes it (src/pages/order/line.ts, src/pages/ogorder/line.ts). */
const texts = (line: 'order' | 'ogorder') => ({
  flowExport: `pages.${line}.export.flow`,
  recordExport: `pages.${line}.export.record`,
  checkExport: `pages.${line}.export.check`,
  whitelistExport: `pages.${line}.export.whitelist`,
  refundExport: `pages.${line}.export.refund`,
});
const ORDER_LINE = lineConfig('order', linePaths('order'), LINE_SERVICES.order, texts('order'));
const OGORDER_LINE = lineConfig('ogorder', linePaths('ogorder'), LINE_SERVICES.ogorder, texts('ogorder'));

describe('line config', () => {
  it.each([ORDER_LINE, OGORDER_LINE])('$line: every button key is a button the backend grants', (cfg) => {
    for (const key of Object.values(cfg.buttons)) {
      const [screen, op] = key.split(':');
      expect(screen.startsWith(`/${cfg.line}/`)).toBe(true);
      expect({ key, granted: routeNames.buttons?.[screen]?.includes(op) }).toEqual({ key, granted: true });
    }
  });

  it('the two lines differ in paths, calls and texts, not in shape', () => {
    expect(ORDER_LINE.paths.flow).toBe('/order/flow');
    expect(OGORDER_LINE.paths.flow).toBe('/ogorder/flow');
    expect(ORDER_LINE.buttons.notify).toBe('/order/flow:notify');
    expect(OGORDER_LINE.buttons.approve).toBe('/ogorder/refund:approve');
    expect(ORDER_LINE.service.flowPage).not.toBe(OGORDER_LINE.service.flowPage);
    expect(Object.keys(ORDER_LINE.service).sort()).toEqual(Object.keys(OGORDER_LINE.service).sort());
    expect(OGORDER_LINE.texts.flowExport).toBe('pages.ogorder.export.flow');
  });
});

describe('refund amount', () => {
  it('parses money from the digits and checks it against what is left', () => {
    const zh = (text: string | undefined, left: number) => refundAmount(text, left, 'CNY', 'zh-CN');
    expect(zh('12.34', 5000)).toEqual({ cents: 1234 });
    expect(zh(' 50 ', 5000)).toEqual({ cents: 5000 });
    expect(zh('50.01', 5000)).toEqual({ problem: 'over' });
    expect(zh('0.00', 5000)).toEqual({ problem: 'zero' });
    expect(zh('1.234', 5000)).toEqual({ problem: 'format' });
    expect(zh('-1', 5000)).toEqual({ problem: 'format' });
    expect(zh('1e3', 5000)).toEqual({ problem: 'format' });
    expect(zh('', 5000)).toEqual({ problem: 'required' });
    expect(zh(undefined, 5000)).toEqual({ problem: 'required' });
    // 0.1 + 0.2 style input never goes through a float
    expect(zh('0.3', 100)).toEqual({ cents: 30 });
  });

  it('reads the amount as the interface language writes it', () => {
    expect(refundAmount('12,34', 5000, 'BRL', 'pt-BR')).toEqual({ cents: 1234 });
    expect(refundAmount('1.234,56', 200000, 'CNY', 'pt-BR')).toEqual({ cents: 123456 });
    // the other language's decimal point is refused, not read as grouping or as a decimal
    expect(refundAmount('12.34', 5000, 'BRL', 'pt-BR')).toEqual({ problem: 'format' });
    expect(refundAmount('12,34', 5000, 'CNY', 'en-US')).toEqual({ problem: 'format' });
  });
});

describe('order timeline', () => {
  /** An event of any kind, its answer and operator empty unless given (each kind's own fields are required). */
  type Draft<E> = E extends TimelineEvent
    ? Omit<E, 'answer' | 'operator'> & Partial<Pick<E, 'answer' | 'operator'>>
    : never;
  const ev = (e: Draft<TimelineEvent>): TimelineEvent => ({ answer: '', operator: '', ...e });

  it('orders events by time and colours notify attempts by their result, with the game server answer', () => {
    const items = timelineItems(
      [
        ev({
          time: 3,
          kind: 'notify',
          result: 'timeout',
          attempt: 1,
          supplementary: false,
          answer: 'no answer in 5000 ms',
          reason: '',
        }),
        ev({ time: 1, kind: 'created' }),
        ev({ time: 2, kind: 'paid' }),
        ev({ time: 5, kind: 'delivered' }),
        ev({
          time: 4,
          kind: 'notify',
          result: 'success',
          attempt: 2,
          supplementary: true,
          answer: 'OK',
          operator: 'admin',
          reason: 'player asked',
        }),
      ],
      'CNY',
      'zh-CN',
    );
    expect(items.map((i) => i.title.id)).toEqual([
      'pages.order.timeline.created',
      'pages.order.timeline.paid',
      'pages.order.timeline.notify',
      'pages.order.timeline.notify.supplementary',
      'pages.order.timeline.delivered',
    ]);
    expect(items[2].color).toBe('red');
    expect(items[2].title.values).toEqual({ attempt: 1, result: 'pages.order.timeline.result.timeout' });
    expect(items[2].lines).toEqual([{ id: 'pages.order.timeline.answer', values: { answer: 'no answer in 5000 ms' } }]);
    expect(items[3].color).toBe('green');
    expect(items[3].lines.map((l) => l.id)).toEqual([
      'pages.order.timeline.answer',
      'pages.order.timeline.operator',
      'pages.order.timeline.reason',
    ]);
  });

  it('shows refund amounts in the order currency and the interface language', () => {
    const refunded = [ev({ time: 1, kind: 'refunded', amount: 1250, refundNo: 'R1', reason: '' })];
    const [item] = timelineItems(refunded, 'USD', 'en-US');
    expect(item.title).toEqual({ id: 'pages.order.timeline.refunded' });
    expect(item.color).toBe('green');
    expect(item.lines.slice(0, 2)).toEqual([
      { id: 'pages.order.timeline.amount', values: { amount: '$12.50' } },
      { id: 'pages.order.timeline.refundNo', values: { refundNo: 'R1' } },
    ]);
    expect(timelineItems(refunded, 'BRL', 'pt-BR')[0].lines[0].values).toEqual({ amount: 'R$\u00a012,50' });
  });
});

describe('actions and totals', () => {
  it('offers 补单 for paid and delivery-failed orders only, a refund while something is left', () => {
    expect(
      ['created', 'paid', 'delivered', 'delivery_failed', 'closed', 'refunded'].filter((s) =>
        canNotify({ status: s as OrderStatus }),
      ),
    ).toEqual(['paid', 'delivery_failed']);
    const o = { status: 'delivered' as OrderStatus, amount: 1000, refundedAmount: 0 };
    expect(canApplyRefund(o)).toBe(true);
    expect(canApplyRefund({ ...o, refundedAmount: 1000, status: 'refunded' })).toBe(false);
    expect(canApplyRefund({ ...o, refundedAmount: 400, status: 'refunded' })).toBe(true);
    expect(canApplyRefund({ ...o, status: 'created' })).toBe(false);
  });

  it('shows totals per currency, never added across currencies', () => {
    expect(moneyLines({ USD: 999, CNY: 129800 }, 'zh-CN')).toEqual(['¥1,298.00', 'US$9.99']);
    expect(moneyLines({ USD: 999, CNY: 129800 }, 'pt-BR')).toEqual(['CN¥\u00a01.298,00', 'US$\u00a09,99']);
    expect(moneyLines({}, 'zh-CN')).toEqual([]);
  });
});
