import { describe, expect, it } from 'vitest';
import { DAY } from '../core/clock';
import { channelDueAt, channelRefundAnswer, REFUND_DELAY_MS, REFUND_PERIOD_MS } from './channel';
import { selectOrders, totalsOf } from './query';
import { applyRefund, decideRefund, refundableOf, refundRefusal, settleRefunds } from './refunds';
import type { LineData, Order, OrderArea } from './types';

const T0 = Date.UTC(2026, 10, 1, 4);
let seq = 0;
function order(over: Partial<Order> = {}): Order {
  seq += 1;
  return {
    orderNo: `P20261101${String(seq).padStart(7, '0')}`,
    channelOrderNo: `C${seq}`,
    gameOrderNo: `G${seq}`,
    gameId: 1,
    line: 'order',
    childGameId: 1,
    childGameName: '星海传说-安卓官服',
    channel: 'official',
    account: `u1${seq}`,
    deviceId: `dv${seq}`,
    roleId: `r${seq}`,
    roleName: '风行者',
    server: 'S1',
    productId: 'xhcs.tier3',
    productName: '月卡',
    amount: 6800,
    currency: 'CNY',
    payType: 'alipay',
    status: 'delivered',
    created: T0 - seq * 1000,
    paidAt: T0 - seq * 1000 + 5000,
    deliveredAt: T0 - seq * 1000 + 6000,
    notifyCount: 1,
    refundedAmount: 0,
    autoNotifies: 1,
    visibleAt: T0 - seq * 1000,
    ...over,
  };
}

function line(orders: Order[], testAccounts: string[] = []): LineData {
  const sorted = [...orders].sort((a, b) => b.created - a.created);
  return {
    line: 'order',
    orders: sorted,
    byGame: new Map([[1, sorted]]),
    byNo: new Map(sorted.map((o) => [o.orderNo, o])),
    refunds: [],
    refundsByOrder: new Map(),
    notifies: [],
    notifiesByOrder: new Map(),
    whitelist: testAccounts.map((account, i) => ({
      id: i + 1,
      gameId: 1,
      account,
      note: '',
      createdBy: '',
      created: 0,
    })),
    requests: new Map(),
    inFlight: new Set(),
  };
}

const area = (): OrderArea =>
  ({ seq: { refund: 0, notify: 0, whitelist: 0, bill: 0, ban: 0 } }) as unknown as OrderArea;
const alice = { id: 1, name: '周建国' };
const bob = { id: 19, name: '何峰' };

describe('refund limits', () => {
  it('allows partial refunds while their sum stays within the paid amount, naming the remaining amount', () => {
    const o = order({ amount: 6800 });
    const data = line([o]);
    const a = area();
    expect(refundRefusal(data, o, 3000)).toBeNull();
    applyRefund(a, data, o, { amount: 3000, reason: 'r' }, alice, T0);
    expect(refundableOf(data, o)).toBe(3800);
    expect(refundRefusal(data, o, 3801)).toEqual({
      key: 'refundOverLimit',
      vars: { amount: '¥38.01', remaining: '¥38.00' },
    });
    applyRefund(a, data, o, { amount: 3800, reason: 'r' }, alice, T0);
    expect(refundableOf(data, o)).toBe(0);
    expect(refundRefusal(data, o, 1)?.key).toBe('refundOverLimit');
  });

  it('gives the amount of rejected and failed refunds back', () => {
    const o = order({ amount: 1000 });
    const data = line([o]);
    const a = area();
    const rejected = applyRefund(a, data, o, { amount: 1000, reason: 'r' }, alice, T0);
    decideRefund(rejected, false, 'no', bob, T0 + 1);
    expect(refundableOf(data, o)).toBe(1000);
    const failed = applyRefund(a, data, o, { amount: 600, reason: 'r' }, alice, T0);
    failed.status = 'failed';
    expect(refundableOf(data, o)).toBe(1000);
    applyRefund(a, data, o, { amount: 400, reason: 'r' }, alice, T0);
    expect(refundableOf(data, o)).toBe(600);
  });

  it('refuses orders that were never paid', () => {
    const o = order({ status: 'closed', paidAt: null, deliveredAt: null });
    expect(refundRefusal(line([o]), o, 1)?.key).toBe('refundNotPaid');
  });
});

describe('channel stand-in', () => {
  it('refunds within the refund period and fails after it', () => {
    expect(channelRefundAnswer('RF1', T0 - REFUND_PERIOD_MS, T0)).toMatchObject({
      outcome: 'refunded',
      answer: 'SUCCESS',
    });
    expect(channelRefundAnswer('RF1', T0 - REFUND_PERIOD_MS - 1, T0)).toMatchObject({
      outcome: 'failed',
      answer: expect.stringContaining('REFUND_PERIOD_EXPIRED'),
    });
  });

  it('answers an approved refund only when the mock clock reaches its due time, then updates the order', () => {
    const o = order({ amount: 2000 });
    const data = line([o]);
    const r = applyRefund(area(), data, o, { amount: 2000, reason: 'r' }, alice, T0);
    decideRefund(r, true, 'ok', bob, T0);
    expect(r.dueAt).toBe(channelDueAt(T0));
    expect(settleRefunds(data, T0 + REFUND_DELAY_MS - 1)).toEqual([]);
    expect(r.status).toBe('approved');
    expect(settleRefunds(data, T0 + REFUND_DELAY_MS)).toEqual([r]);
    expect(r).toMatchObject({ status: 'refunded', finishedAt: T0 + REFUND_DELAY_MS, channelAnswer: 'SUCCESS' });
    expect(r.channelRefundNo).toMatch(/^CR/);
    expect(o).toMatchObject({ status: 'refunded', refundedAmount: 2000 });
  });

  it('fails refunds of orders past the refund period; a failed or partial refund leaves the order status', () => {
    const o = order({ amount: 2000, paidAt: T0 - REFUND_PERIOD_MS - 1 });
    const data = line([o]);
    const a = area();
    const failed = applyRefund(a, data, o, { amount: 2000, reason: 'r' }, alice, T0);
    decideRefund(failed, true, 'ok', bob, T0);
    settleRefunds(data, T0 + REFUND_DELAY_MS);
    expect(failed.status).toBe('failed');
    expect(o).toMatchObject({ status: 'delivered', refundedAmount: 0 });
    o.paidAt = T0 - DAY;
    const partial = applyRefund(a, data, o, { amount: 500, reason: 'r' }, alice, T0);
    decideRefund(partial, true, 'ok', bob, T0);
    settleRefunds(data, T0 + REFUND_DELAY_MS);
    expect(o).toMatchObject({ status: 'delivered', refundedAmount: 500 });
  });
});

describe('totals', () => {
  it('sums paid and refunded amounts per currency as integers and leaves test orders out', () => {
    const orders = [
      order({ amount: 600, currency: 'CNY' }),
      order({ amount: 64800, currency: 'CNY', refundedAmount: 32400 }),
      order({ amount: 99, currency: 'USD' }),
      order({ amount: 999, currency: 'USD', status: 'refunded', refundedAmount: 999 }),
      order({ amount: 3000, currency: 'CNY', status: 'closed', paidAt: null }),
      order({ amount: 10_000, currency: 'CNY', account: 'qa101' }),
    ];
    const data = line(orders, ['qa101']);
    const selected = selectOrders(data, 1, { pageNum: 1, pageSize: 10 }, 0, T0, false);
    expect(totalsOf(selected)).toEqual({
      count: 5,
      paid: { CNY: 65400, USD: 1098 },
      refunded: { CNY: 32400, USD: 999 },
    });
    const tests = selectOrders(data, 1, { pageNum: 1, pageSize: 10 }, 0, T0, true);
    expect(tests.map((o) => o.account)).toEqual(['qa101']);
  });
});
