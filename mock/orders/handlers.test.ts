import { describe, expect, it, vi } from 'vitest';
import auth from '../auth';
import ogorder from '../ogorder';
import order from '../order';
import { BASE_EPOCH, DAY, now } from '../core/clock';
import { reset } from '../core/store';
import { areaTestBed } from '../core/testServer';
import { lineOf } from './state';
import { failsOnceThenDelivers, visibleOrders, type OrderPage as Page, type OrderRow as Row } from './testKit';

const bed = areaTestBed([auth, order, ogorder]);
const { call } = bed;
const G = 1;

/** The statuses whose amount counts as paid, written out here rather than read from the backend's code. */
const PAID = ['paid', 'delivered', 'delivery_failed', 'refunded'];

function expectedTotals(rows: Array<{ status: string; amount: number; currency: string; refundedAmount: number }>) {
  const paid: Record<string, number> = {};
  const refunded: Record<string, number> = {};
  rows.forEach((o) => {
    if (PAID.includes(o.status)) paid[o.currency] = (paid[o.currency] || 0) + o.amount;
    if (o.refundedAmount) refunded[o.currency] = (refunded[o.currency] || 0) + o.refundedAmount;
  });
  return { count: rows.length, paid, refunded };
}

/**
 * Seeded orders keep appearing as the clock (real time) reaches them, each once its payment story (≤ ~7 minutes) is
 * complete: lists compared with the store end 15 minutes ago, so nothing arrives between the two counts.
 */
const settledBefore = () => now() - 15 * 60 * 1000;

describe('order flow', () => {
  it('pages the current game newest first with totals of the filtered set, test orders left out', async () => {
    const U = settledBefore();
    const all = visibleOrders('order', G).filter((o) => o.created < U);
    const first = await call<Page<Row>>(
      '/api/order/flow/page',
      { pageNum: 1, pageSize: 20, createdTo: U },
      { token: bed.admin, gameId: G },
    );
    expect(first.json.code).toBe('00000');
    expect(first.json.data.total).toBe(all.length);
    expect(first.json.data.list.map((r) => r.orderNo)).toEqual(all.slice(0, 20).map((o) => o.orderNo));
    expect(first.json.data.list.every((r) => !r.test)).toBe(true);
    expect(first.json.data.totals).toEqual(expectedTotals(all));
    Object.values(first.json.data.totals.paid).forEach((v) => expect(Number.isInteger(v)).toBe(true));

    const last = Math.ceil(all.length / 20);
    const deep = await call<Page<Row>>(
      '/api/order/flow/page',
      { pageNum: last, pageSize: 20, createdTo: U },
      { token: bed.admin, gameId: G },
    );
    expect(deep.json.data.list.map((r) => r.orderNo)).toEqual(all.slice((last - 1) * 20).map((o) => o.orderNo));
  });

  it('filters on status, pay type, account, order number and a created range, and sorts by amount', async () => {
    const from = BASE_EPOCH - 7 * DAY;
    const to = BASE_EPOCH - 2 * DAY;
    const want = visibleOrders('order', G).filter(
      (o) => o.status === 'delivered' && o.payType === 'wechat' && o.created >= from && o.created < to,
    );
    const filtered = await call<Page<Row>>(
      '/api/order/flow/page',
      {
        pageNum: 1,
        pageSize: 500,
        status: 'delivered',
        payType: 'wechat',
        createdFrom: from,
        createdTo: to,
        sortField: 'amount',
        sortOrder: 'asc',
      },
      { token: bed.admin, gameId: G },
    );
    const rows = filtered.json.data.list;
    expect(filtered.json.data.total).toBe(want.length);
    expect(want.length).toBeGreaterThan(0);
    expect(
      rows.every((r) => r.status === 'delivered' && r.payType === 'wechat' && r.created >= from && r.created < to),
    ).toBe(true);
    expect(rows.map((r) => r.amount)).toEqual([...rows.map((r) => r.amount)].sort((a, b) => a - b));
    expect(filtered.json.data.totals).toEqual(expectedTotals(want));

    const one = want[3];
    const byNo = await call<Page<Row>>(
      '/api/order/flow/page',
      { pageNum: 1, pageSize: 10, orderNo: one.orderNo },
      { token: bed.admin, gameId: G },
    );
    expect(byNo.json.data.list.map((r) => r.orderNo)).toEqual([one.orderNo]);
    const otherGame = await call<Page<Row>>(
      '/api/order/flow/page',
      { pageNum: 1, pageSize: 10, orderNo: one.orderNo },
      { token: bed.admin, gameId: 2 },
    );
    expect(otherGame.json.data.total).toBe(0);
    const child = one.childGameId;
    const byChild = await call<Page<Row & { childGameId: number }>>(
      '/api/order/flow/page',
      { pageNum: 1, pageSize: 500, filterChildGameId: child, createdFrom: from, createdTo: to },
      { token: bed.admin, gameId: G },
    );
    expect(byChild.json.data.total).toBe(
      visibleOrders('order', G).filter((o) => o.childGameId === child && o.created >= from && o.created < to).length,
    );
    expect(byChild.json.data.list.every((r) => r.childGameId === child)).toBe(true);
    const byAccount = await call<Page<Row>>(
      '/api/order/flow/page',
      { pageNum: 1, pageSize: 500, account: one.account, createdTo: to },
      { token: bed.admin, gameId: G },
    );
    expect(byAccount.json.data.list.every((r) => r.account === one.account)).toBe(true);
    expect(byAccount.json.data.total).toBe(
      visibleOrders('order', G).filter((o) => o.account === one.account && o.created < to).length,
    );
  });

  it('moves a whitelisted account to the test orders, out of the totals, logged', async () => {
    const U = settledBefore();
    const account = visibleOrders('order', G).filter((o) => o.created < U)[0].account;
    const mine = visibleOrders('order', G).filter((o) => o.account === account && o.created < U);
    const before = await call<Page<Row>>(
      '/api/order/flow/page',
      { pageNum: 1, pageSize: 1, createdTo: U },
      { token: bed.admin, gameId: G },
    );
    const add = await call<{ id: number; orderCount: number }>(
      '/api/order/check/whitelist/add',
      { account, note: '新 QA 账号' },
      { token: bed.admin, gameId: G },
    );
    expect(add.json.code).toBe('00000');
    expect(add.json.data.orderCount).toBe(visibleOrders('order', G, true).filter((o) => o.account === account).length);
    expect(bed.lastLog()).toMatchObject({
      module: 'orderWhitelist',
      action: 'add',
      before: null,
      after: { account, note: '新 QA 账号' },
    });
    const dup = await call('/api/order/check/whitelist/add', { account, note: 'x' }, { token: bed.admin, gameId: G });
    expect(dup.json.code).toBe('A0403');
    const after = await call<Page<Row>>(
      '/api/order/flow/page',
      { pageNum: 1, pageSize: 1, createdTo: U },
      { token: bed.admin, gameId: G },
    );
    expect(after.json.data.total).toBe(before.json.data.total - mine.length);
    expect(after.json.data.totals.count).toBe(before.json.data.totals.count - mine.length);
    const check = await call<Page<Row>>(
      '/api/order/check/page',
      { pageNum: 1, pageSize: 500, account, createdTo: U },
      { token: bed.admin, gameId: G },
    );
    expect(check.json.data.total).toBe(mine.length);
    expect(check.json.data.list.every((r) => r.test)).toBe(true);
    // today's figures leave the test orders out. Orders keep arriving in real time: the clock is held still while the
    // figures are asked and counted again here from the stored orders, by the rule written out (China's day, UTC+8;
    // paid means paid, delivered, delivery failed or refunded), without the backend's own selection or totals
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const at = now();
      const midnight = Date.parse(`${new Date(at + 8 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+08:00`);
      const whitelisted = new Set(
        lineOf('order')
          .whitelist.filter((w) => w.gameId === G)
          .map((w) => w.account),
      );
      expect(whitelisted.has(account)).toBe(true);
      const today = (lineOf('order').byGame.get(G) ?? []).filter(
        (o) => o.visibleAt <= at && o.created >= midnight && !whitelisted.has(o.account),
      );
      const paid: Record<string, number> = {};
      for (const o of today) if (PAID.includes(o.status)) paid[o.currency] = (paid[o.currency] ?? 0) + o.amount;
      const stats = await call<{ orders: number; paid: Record<string, number> }>(
        '/api/order/flow/statistics',
        {},
        { token: bed.admin, gameId: G },
      );
      expect(stats.json.data.orders).toBe(today.length);
      expect(stats.json.data.paid).toEqual(paid);
    } finally {
      vi.useRealTimers();
    }
    await call(
      '/api/order/check/whitelist/delete',
      { id: add.json.data.id, note: '离职' },
      { token: bed.admin, gameId: G },
    );
    expect(bed.lastLog()).toMatchObject({
      action: 'delete',
      before: { account },
      after: { removed: true, note: '离职' },
    });
  });
});

describe('supplementary orders', () => {
  it('a reset brings back the seeded order a supplementary notification delivered', async () => {
    const o = failsOnceThenDelivers('order', G);
    const seeded = { ...o };
    for (const requestId of ['req-reset-0001', 'req-reset-0002']) {
      await call(
        '/api/order/flow/notify',
        { orderNo: o.orderNo, reason: '补单', requestId },
        { token: bed.admin, gameId: G },
      );
    }
    expect(lineOf('order').byNo.get(o.orderNo)).toMatchObject({
      status: 'delivered',
      notifyCount: seeded.notifyCount + 2,
    });
    reset();
    expect(lineOf('order').byNo.get(o.orderNo)).toEqual(seeded);
    expect(lineOf('order').byNo.get(o.orderNo)).not.toBe(o);
  });

  it('notifies once per request id, fails once then delivers, refuses a delivered order, records every attempt', async () => {
    const o = failsOnceThenDelivers('order', G);
    const first = { orderNo: o.orderNo, reason: '玩家反馈未到账', requestId: 'req-first-0001' };
    const [a, b] = await Promise.all([
      call<{ record: { id: number; result: string; attempt: number }; duplicate: boolean }>(
        '/api/order/flow/notify',
        first,
        { token: bed.admin, gameId: G },
      ),
      call<{ record: { id: number; result: string }; duplicate: boolean }>('/api/order/flow/notify', first, {
        token: bed.admin,
        gameId: G,
      }),
    ]);
    expect(a.json.data.record).toMatchObject({ result: 'refused', attempt: 4 });
    expect(b.json.data.record.id).toBe(a.json.data.record.id);
    expect([a.json.data.duplicate, b.json.data.duplicate].sort()).toEqual([false, true]);
    expect(bed.lastLog()).toMatchObject({ module: 'orderNotify', action: 'notify' });

    const second = await call<{ record: { result: string }; order: Row }>(
      '/api/order/flow/notify',
      { orderNo: o.orderNo, reason: '再次补单', requestId: 'req-second-0002' },
      { token: bed.admin, gameId: G },
    );
    expect(second.json.data.record.result).toBe('success');
    expect(second.json.data.order).toMatchObject({ status: 'delivered', notifyCount: 5 });
    const log = bed.lastLog();
    expect(log.before).toEqual({ status: 'delivery_failed', notifyCount: 4 });
    expect(log.after).toMatchObject({ status: 'delivered', notifyCount: 5, result: 'success' });

    const again = await call(
      '/api/order/flow/notify',
      { orderNo: o.orderNo, reason: 'x', requestId: 'req-third-0003' },
      { token: bed.admin, gameId: G },
    );
    expect(again.json.code).toBe('A0403');
    expect(again.json.tips).toBe(`订单 ${o.orderNo} 已发货，无需补单`);
    const en = await call(
      '/api/order/flow/notify',
      { orderNo: o.orderNo, reason: 'x', requestId: 'req-third-0004' },
      { token: bed.admin, gameId: G, lang: 'en-US' },
    );
    expect(en.json.tips).toContain('already delivered');

    const records = await call<Page<{ operator: string; reason: string; result: string }>>(
      '/api/order/record/page',
      { pageNum: 1, pageSize: 10, orderNo: o.orderNo },
      { token: bed.admin, gameId: G },
    );
    expect(records.json.data.list.map((r) => [r.operator, r.reason, r.result])).toEqual([
      ['周建国', '再次补单', 'success'],
      ['周建国', '玩家反馈未到账', 'refused'],
    ]);
    const detail = await call<{
      timeline: Array<{ kind: string; supplementary?: boolean; result?: string }>;
      notifiable: boolean;
    }>('/api/order/flow/detail', { orderNo: o.orderNo }, { token: bed.admin, gameId: G });
    const kinds = detail.json.data.timeline.map((e) => e.kind);
    expect(kinds[0]).toBe('created');
    expect(kinds[1]).toBe('paid');
    expect(kinds.filter((k) => k === 'notify')).toHaveLength(5);
    expect(kinds[kinds.length - 1]).toBe('delivered');
    expect(detail.json.data.timeline.filter((e) => e.supplementary).map((e) => e.result)).toEqual([
      'refused',
      'success',
    ]);
    expect(detail.json.data.notifiable).toBe(false);
  });
});
