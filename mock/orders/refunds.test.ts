import { describe, expect, it } from 'vitest';
import auth from '../auth';
import ogorder from '../ogorder';
import order from '../order';
import { advanceClock, BASE_EPOCH, DAY } from '../core/clock';
import { areaTestBed } from '../core/testServer';
import { REFUND_DELAY_MS } from './channel';
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
