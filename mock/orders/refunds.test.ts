import { afterEach, describe, expect, it, vi } from 'vitest';
import auth from '../auth';
import ogorder from '../ogorder';
import order from '../order';
import { advanceClock, BASE_EPOCH, DAY, setClockOffset } from '../core/clock';
import { areaTestBed } from '../core/testServer';
import { REFUND_DELAY_MS, REFUND_PERIOD_MS } from './channel';
import { findOrder, type OrderPage as Page, type OrderRow as Row } from './testKit';

const bed = areaTestBed([auth, order, ogorder]);
const { call } = bed;
const G = 1;

describe('refunds', () => {
  it('applies a partial refund, refuses more than the remaining amount, refuses self-approval, settles later', async () => {
    const o = findOrder('order', G, (x) => x.status === 'delivered' && x.currency === 'CNY' && x.amount === 6800);
    const waiting = async () =>
      (await call<{ refundsWaiting: number }>('/api/order/flow/statistics', {}, { token: bed.admin, gameId: G })).json
        .data.refundsWaiting;
    const waitingBefore = await waiting();
    const apply = await call<{ id: number; refundNo: string; status: string }>(
      '/api/order/refund/apply',
      { orderNo: o.orderNo, amount: 1800, reason: '玩家误购' },
      { token: bed.admin, gameId: G },
    );
    expect(apply.json.data.status).toBe('applied');
    expect(bed.lastLog()).toMatchObject({
      module: 'orderRefund',
      action: 'apply',
      after: { amount: 1800, status: 'applied' },
    });
    expect(await waiting()).toBe(waitingBefore + 1);
    const over = await call(
      '/api/order/refund/apply',
      { orderNo: o.orderNo, amount: 5001, reason: '再退' },
      { token: bed.admin, gameId: G },
    );
    expect(over.json.code).toBe('A0403');
    expect(over.json.tips).toBe('退款金额 ¥50.01 超出可退金额：该订单还可退 ¥50.00');
    // in the operator's language, amounts too (docs/rules.md "Money")
    const overPt = await call(
      '/api/order/refund/apply',
      { orderNo: o.orderNo, amount: 5001, reason: '再退' },
      { token: bed.admin, gameId: G, lang: 'pt-BR' },
    );
    expect(overPt.json.tips).toBe(
      'O reembolso de CN¥\u00a050,01 excede o permitido: restam CN¥\u00a050,00 reembolsáveis',
    );

    const self = await call(
      '/api/order/refund/approve',
      { id: apply.json.data.id, comment: '同意' },
      { token: bed.admin, gameId: G },
    );
    expect(self.json.code).toBe('A0403');
    expect(self.json.tips).toContain('不能审核自己');
    expect(self.json.tips).toContain(apply.json.data.refundNo);
    const noComment = await call(
      '/api/order/refund/reject',
      { id: apply.json.data.id },
      { token: bed.admin, gameId: G },
    );
    expect(noComment.json.code).toBe('A0400');

    const other = await bed.login('zhangwei');
    const ok = await call<{ status: string; approver: string }>(
      '/api/order/refund/approve',
      { id: apply.json.data.id, comment: '同意' },
      { token: other, gameId: G },
    );
    expect(ok.json.data).toMatchObject({ status: 'approved', approver: '张伟' });
    expect(bed.lastLog()).toMatchObject({
      action: 'approve',
      before: { status: 'applied' },
      after: { status: 'approved' },
    });
    expect(await waiting()).toBe(waitingBefore);
    const twice = await call(
      '/api/order/refund/reject',
      { id: apply.json.data.id, comment: '不行' },
      { token: other, gameId: G },
    );
    expect(twice.json.code).toBe('A0403');
    expect(twice.json.tips).toBe(`退款单 ${apply.json.data.refundNo} 已是「已通过」，不能再审核`);
    // nor by anyone else, the applicant included
    const third = await call(
      '/api/order/refund/approve',
      { id: apply.json.data.id, comment: '同意' },
      { token: bed.admin, gameId: G },
    );
    expect(third.json.tips).toContain('不能再审核');

    const page = () =>
      call<Page<{ status: string; channelRefundNo: string }>>(
        '/api/order/refund/page',
        { pageNum: 1, pageSize: 5, orderNo: o.orderNo },
        { token: bed.admin, gameId: G },
      );
    expect((await page()).json.data.list[0].status).toBe('approved');
    advanceClock(REFUND_DELAY_MS);
    const settled = (await page()).json.data.list[0];
    expect(settled.status).toBe('refunded');
    expect(settled.channelRefundNo).toMatch(/^CR/);
    const detail = await call<{ order: Row; timeline: Array<{ kind: string }>; refundable: number }>(
      '/api/order/flow/detail',
      { orderNo: o.orderNo },
      { token: bed.admin, gameId: G },
    );
    const kinds = detail.json.data.timeline.map((e) => e.kind);
    expect(kinds.slice(-3)).toEqual(['refund_applied', 'refund_approved', 'refunded']);
    expect(detail.json.data.order.refundedAmount).toBe(1800);
    expect(detail.json.data.refundable).toBe(5000);

    // an order paid more than 60 days before the approval: the channel refuses, the amount is refundable again
    const old = findOrder('order', G, (x) => x.status === 'delivered' && x.created < BASE_EPOCH - 61 * DAY);
    const late = await call<{ id: number }>(
      '/api/order/refund/apply',
      { orderNo: old.orderNo, amount: old.amount, reason: '迟到的申诉' },
      { token: bed.admin, gameId: G },
    );
    await call('/api/order/refund/approve', { id: late.json.data.id, comment: '同意' }, { token: other, gameId: G });
    advanceClock(REFUND_DELAY_MS);
    const failed = await call<{ order: Row; timeline: Array<{ kind: string; answer: string }>; refundable: number }>(
      '/api/order/flow/detail',
      { orderNo: old.orderNo },
      { token: bed.admin, gameId: G },
    );
    expect(failed.json.data.timeline[failed.json.data.timeline.length - 1]).toMatchObject({
      kind: 'refund_failed',
      answer: expect.stringContaining('REFUND_PERIOD_EXPIRED'),
    });
    expect(failed.json.data.order.status).toBe('delivered');
    expect(failed.json.data.refundable).toBe(old.amount);
  });
});

describe('refund rules', () => {
  type RefundRow = {
    id: number;
    refundNo: string;
    status: string;
    amount: number;
    approver: string;
    comment: string;
    channelRefundNo: string;
    channelAnswer: string;
  };
  const refundsOf = async (orderNo: string) =>
    (
      await call<Page<RefundRow>>(
        '/api/order/refund/page',
        { pageNum: 1, pageSize: 10, orderNo },
        { token: bed.admin, gameId: G },
      )
    ).json.data.list;
  const detailOf = async (orderNo: string) =>
    (
      await call<{ order: Row; refundable: number }>(
        '/api/order/flow/detail',
        { orderNo },
        { token: bed.admin, gameId: G },
      )
    ).json.data;
  const apply = (orderNo: string, amount: number) =>
    call<RefundRow>(
      '/api/order/refund/apply',
      { orderNo, amount, reason: '玩家申诉' },
      { token: bed.admin, gameId: G },
    );

  afterEach(() => {
    setClockOffset(0);
    vi.useRealTimers();
  });

  it('refuses a refund of an order that was never paid, whose refundable amount is nothing', async () => {
    const o = findOrder('order', G, (x) => x.status === 'created' || x.status === 'closed');
    const refused = await apply(o.orderNo, 100);
    expect(refused.json.code).toBe('A0403');
    expect(refused.json.tips).toContain(`订单 ${o.orderNo} 状态为`);
    expect(refused.json.tips).toContain('不能申请退款');
    expect(await refundsOf(o.orderNo)).toEqual([]);
    expect((await detailOf(o.orderNo)).refundable).toBe(0);
  });

  it('counts every refund of an order, and marks the order refunded only once all of it is', async () => {
    const o = findOrder('order', G, (x) => x.status === 'delivered' && x.currency === 'CNY' && x.amount >= 3000);
    const first = await apply(o.orderNo, 1000);
    const second = await apply(o.orderNo, o.amount - 1000);
    expect(second.json.data.id).toBe(first.json.data.id + 1);
    expect(first.json.data.refundNo).toMatch(/^RF\d{8}\d{6}$/);
    expect(second.json.data.refundNo).not.toBe(first.json.data.refundNo);
    // nothing is left, the second refund counted as well as the first
    const over = await apply(o.orderNo, 1);
    expect(over.json.code).toBe('A0403');
    expect(over.json.tips).toContain('该订单还可退 ¥0.00');
    // a fresh application: nobody has decided it, the channel has not seen it
    expect(await refundsOf(o.orderNo)).toEqual(
      [second, first].map(({ json }) =>
        expect.objectContaining({
          refundNo: json.data.refundNo,
          status: 'applied',
          approver: '',
          comment: '',
          channelRefundNo: '',
          channelAnswer: '',
        }),
      ),
    );

    const other = await bed.login('zhangwei');
    const approve = (id: number) =>
      call('/api/order/refund/approve', { id, comment: '同意' }, { token: other, gameId: G });
    expect((await approve(first.json.data.id)).json.code).toBe('00000');
    advanceClock(REFUND_DELAY_MS);
    const partly = await detailOf(o.orderNo);
    expect(partly.order).toMatchObject({ status: 'delivered', refundedAmount: 1000 });
    expect((await approve(second.json.data.id)).json.code).toBe('00000');
    advanceClock(REFUND_DELAY_MS);
    const whole = await detailOf(o.orderNo);
    expect(whole.order).toMatchObject({ status: 'refunded', refundedAmount: o.amount });
    expect(whole.refundable).toBe(0);
  });

  it('gives a rejected refund’s amount back to the order', async () => {
    const o = findOrder('order', G, (x) => x.status === 'delivered' && x.amount >= 1000);
    const applied = await apply(o.orderNo, o.amount);
    expect((await detailOf(o.orderNo)).refundable).toBe(0);
    const other = await bed.login('zhangwei');
    const rejected = await call<RefundRow>(
      '/api/order/refund/reject',
      { id: applied.json.data.id, comment: '非误购' },
      { token: other, gameId: G },
    );
    expect(rejected.json.data).toMatchObject({ status: 'rejected', approver: '张伟', comment: '非误购' });
    advanceClock(REFUND_DELAY_MS);
    expect((await refundsOf(o.orderNo))[0].status).toBe('rejected');
    expect(await detailOf(o.orderNo)).toMatchObject({ refundable: o.amount, order: { status: 'delivered' } });
  });

  it('hears the channel exactly its delay after the approval', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const o = findOrder('order', G, (x) => x.status === 'delivered');
    const applied = await apply(o.orderNo, o.amount);
    const other = await bed.login('zhangwei');
    await call('/api/order/refund/approve', { id: applied.json.data.id, comment: '同意' }, { token: other, gameId: G });
    advanceClock(REFUND_DELAY_MS - 1);
    expect((await refundsOf(o.orderNo))[0].status).toBe('approved');
    advanceClock(1);
    expect((await refundsOf(o.orderNo))[0].status).toBe('refunded');
  });

  it('has the channel judge its refund period at the approval, not when it answers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const o = findOrder('order', G, (x) => x.status === 'delivered' && x.paidAt !== null);
    // approved ten seconds inside the channel's period; the answer comes after the period is over
    setClockOffset((o.paidAt as number) + REFUND_PERIOD_MS - 10_000 - Date.now());
    const admin = await bed.login('admin');
    const other = await bed.login('zhangwei');
    const applied = await call<RefundRow>(
      '/api/order/refund/apply',
      { orderNo: o.orderNo, amount: o.amount, reason: '玩家申诉' },
      { token: admin, gameId: G },
    );
    await call('/api/order/refund/approve', { id: applied.json.data.id, comment: '同意' }, { token: other, gameId: G });
    advanceClock(REFUND_DELAY_MS);
    const rows = await call<Page<RefundRow>>(
      '/api/order/refund/page',
      { pageNum: 1, pageSize: 10, orderNo: o.orderNo },
      { token: admin, gameId: G },
    );
    expect(rows.json.data.list[0]).toMatchObject({ status: 'refunded', channelAnswer: 'SUCCESS' });
  });
});

describe('access', () => {
  it('lets viewer read /order and nothing else; ops has none of it', async () => {
    const viewer = await bed.login('viewer');
    const o = findOrder('order', G, (x) => x.status === 'delivery_failed');
    const reads: Array<[string, object]> = [
      ['/api/order/flow/page', { pageNum: 1, pageSize: 10 }],
      ['/api/order/flow/detail', { orderNo: o.orderNo }],
      ['/api/order/record/page', { pageNum: 1, pageSize: 10 }],
      ['/api/order/check/page', { pageNum: 1, pageSize: 10 }],
      ['/api/order/refund/page', { pageNum: 1, pageSize: 10 }],
    ];
    for (const [path, body] of reads)
      expect((await call(path, body, { token: viewer, gameId: G })).json.code, path).toBe('00000');
    const writes: Array<[string, object]> = [
      ['/api/order/flow/notify', { orderNo: o.orderNo, reason: 'x', requestId: 'viewer-0001' }],
      ['/api/order/refund/apply', { orderNo: o.orderNo, amount: 1, reason: 'x' }],
      ['/api/order/refund/approve', { id: 1, comment: 'x' }],
      ['/api/order/refund/reject', { id: 1, comment: 'x' }],
      ['/api/order/check/whitelist/add', { account: 'u1', note: 'x' }],
      ['/api/order/check/whitelist/delete', { id: 1 }],
      ['/api/ogorder/flow/page', { pageNum: 1, pageSize: 10 }],
    ];
    for (const [path, body] of writes)
      expect((await call(path, body, { token: viewer, gameId: G })).json.code, path).toBe('A0301');
    expect(o.notifyCount).toBe(3);
    const ops = await bed.login('ops');
    expect(
      (await call('/api/order/flow/page', { pageNum: 1, pageSize: 10 }, { token: ops, gameId: G })).json.code,
    ).toBe('A0301');
  });
});
