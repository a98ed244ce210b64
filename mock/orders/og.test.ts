import { beforeEach, describe, expect, it } from 'vitest';
import auth from '../auth';
import ogorder from '../ogorder';
import order from '../order';
import { now } from '../core/clock';
import { getStore, reset } from '../core/store';
import { client, serveEntries } from '../core/testServer';
import { SEED_PDF } from './catalog';
import { lineOf } from './state';
import { findOrder, refundable, visibleOrders } from './testKit';
import type { Order } from './types';
import { contract, operations } from '../../src/contract';

/** The OG line's extras over HTTP: refund blocks, invoices (a signed PDF upload), large-transfer thresholds. */
const server = serveEntries([auth, order, ogorder]);
const G = 1;
let admin = '';
const call = <T = unknown>(path: string, body: unknown, token = admin, lang?: string) =>
  server.call<T>(path, body, { token, game: G, lang });
const lastLog = () => getStore().oplog[getStore().oplog.length - 1];

beforeEach(async () => {
  reset();
  admin = await server.login('admin');
});

const delivered = (keep: (o: Order) => boolean = () => true) =>
  findOrder('ogorder', G, (o) => o.status === 'delivered' && o.currency === 'CNY' && keep(o));

describe('refund blocks', () => {
  it('refuses the OG refund of a blocked account or device until the block is lifted', async () => {
    // an order whose account and device have no refund yet (the seed, which follows the day, refunds some)
    const o = delivered(
      (x) => !lineOf('ogorder').refunds.some((r) => r.account === x.account || r.deviceId === x.deviceId),
    );
    const ban = await call<{ id: number; refundCount: number }>('/api/ogorder/refundBan/add', {
      kind: 'account',
      value: o.account,
      reason: '频繁退款',
    });
    expect(ban.json.code).toBe('00000');
    expect(lastLog()).toMatchObject({
      module: 'ogorderRefundBan',
      action: 'add',
      after: { value: o.account, status: 'active' },
    });
    const refused = await call('/api/ogorder/refund/apply', { orderNo: o.orderNo, amount: 100, reason: '误购' });
    expect(refused.json.code).toBe('A0403');
    expect(refused.json.tips).toBe(`账号 ${o.account} 已被拦截退款申请：频繁退款`);
    const dup = await call('/api/ogorder/refundBan/add', { kind: 'account', value: o.account, reason: 'x' });
    expect(dup.json.code).toBe('A0403');

    const lift = await call<{ status: string }>('/api/ogorder/refundBan/lift', {
      id: ban.json.data.id,
      reason: '申诉通过',
    });
    expect(lift.json.data.status).toBe('lifted');
    expect(lastLog()).toMatchObject({
      action: 'lift',
      before: { status: 'active' },
      after: { status: 'lifted', liftReason: '申诉通过' },
    });
    const ok = await call('/api/ogorder/refund/apply', { orderNo: o.orderNo, amount: 100, reason: '误购' });
    expect(ok.json.code).toBe('00000');

    await call('/api/ogorder/refundBan/add', { kind: 'device', value: o.deviceId, reason: '设备异常' });
    const byDevice = await call('/api/ogorder/refund/apply', { orderNo: o.orderNo, amount: 100, reason: '误购' });
    expect(byDevice.json.tips).toContain(o.deviceId);
    const page = await call<{ list: Array<{ value: string; refundCount: number }> }>('/api/ogorder/refundBan/page', {
      pageNum: 1,
      pageSize: 10,
      status: 'active',
      kind: 'device',
    });
    expect(page.json.data.list[0]).toMatchObject({ value: o.deviceId, refundCount: 1 });
    // the main line has no refund blocks: an OG block on a main-line order's account and device leaves it refundable
    const main = findOrder('order', G, (x) => x.status === 'delivered');
    for (const [kind, value] of [
      ['account', main.account],
      ['device', main.deviceId],
    ])
      expect((await call('/api/ogorder/refundBan/add', { kind, value, reason: '频繁退款' })).json.code).toBe('00000');
    const onMain = await call('/api/order/refund/apply', { orderNo: main.orderNo, amount: 1, reason: 'x' });
    expect(onMain.json.code).toBe('00000');
  });
});

describe('invoices', () => {
  it('requests an invoice for paid minus refunds, issues it with a PDF checked by content, serves the file', async () => {
    const pair = (() => {
      const orders = visibleOrders('ogorder', G).filter(
        (o) =>
          o.status === 'delivered' &&
          o.currency === 'CNY' &&
          refundable('ogorder', o) &&
          !(lineOf('ogorder').refundsByOrder.get(o.orderNo) || []).length,
      );
      for (const a of orders) {
        const b = orders.find((x) => x !== a && x.account === a.account);
        if (b) return [a, b];
      }
      throw new Error('no two OG orders of one account');
    })();
    const [a, b] = pair;
    await call('/api/ogorder/refund/apply', { orderNo: a.orderNo, amount: 100, reason: '部分退款' });
    const add = await call<{ id: number; amount: number; status: string; requestNo: string }>('/api/ogorder/bill/add', {
      orderNos: [a.orderNo, b.orderNo],
      title: '上海某某网络科技有限公司',
      taxNo: '91310000123456789X',
      email: 'finance@example.com',
    });
    expect(add.json.code).toBe('00000');
    expect(add.json.data).toMatchObject({ amount: a.amount + b.amount - 100, status: 'requested' });
    const again = await call('/api/ogorder/bill/add', {
      orderNos: [b.orderNo],
      title: '个人',
      taxNo: '91310000123456789X',
      email: 'a@b.cn',
    });
    expect(again.json.code).toBe('A0403');
    expect(again.json.tips).toContain(add.json.data.requestNo);

    const form = client(server.url());
    const fields = { id: String(add.json.data.id), invoiceNo: '0440012345678' };
    // two sends of the same fields: their timestamps differ on purpose, or the second is a replay (A0342)
    const sent = Math.floor(now() / 1000);
    const notPdf = await form.signed(
      '/api/ogorder/bill/issue',
      fields,
      { file: { bytes: new TextEncoder().encode('PK\u0003\u0004zip'), name: 'invoice.pdf' } },
      { token: admin, game: G, timestamp: sent },
    );
    expect(notPdf.json?.code).toBe('A0400');
    expect(notPdf.json?.tips).toBe('文件 invoice.pdf 不是 PDF（内容应以 %PDF- 开头）');
    const issued = await form.signed<{ status: string; invoiceNo: string; fileName: string }>(
      '/api/ogorder/bill/issue',
      fields,
      { file: { bytes: SEED_PDF, name: '发票.pdf' } },
      { token: admin, game: G, timestamp: sent - 1 },
    );
    expect(issued.json?.data).toMatchObject({ status: 'issued', invoiceNo: '0440012345678', fileName: '发票.pdf' });
    expect(lastLog()).toMatchObject({
      module: 'ogorderBill',
      action: 'issue',
      before: { status: 'requested' },
      after: { status: 'issued' },
    });

    const file = await server.call('/api/ogorder/bill/download', undefined, {
      method: 'GET',
      query: { id: String(add.json.data.id), satoken: admin },
    });
    expect(file.status).toBe(200);
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    const reject = await call('/api/ogorder/bill/reject', { id: add.json.data.id, comment: '重复' });
    expect(reject.json.code).toBe('A0403');
  });
});

describe('large transfers', () => {
  it('lists paid orders at or over the threshold set for the game, handles one with a note', async () => {
    const get = await call<{ thresholds: Array<{ currency: string; amount: number }> }>(
      '/api/ogorder/largeTransOrder/threshold/get',
      {},
    );
    expect(get.json.data.thresholds.find((t) => t.currency === 'CNY')?.amount).toBe(64800);
    const set = await call('/api/ogorder/largeTransOrder/threshold/set', { currency: 'CNY', amount: 199800 });
    expect(set.json.code).toBe('00000');
    expect(lastLog()).toMatchObject({ module: 'ogorderLarge', action: 'set' });
    const page = await call<{
      total: number;
      list: Array<{ orderNo: string; amount: number; currency: string; threshold: number; handleStatus: string }>;
    }>('/api/ogorder/largeTransOrder/page', { pageNum: 1, pageSize: 500 });
    const cny = page.json.data.list.filter((r) => r.currency === 'CNY');
    expect(cny.length).toBeGreaterThan(0);
    expect(cny.every((r) => r.amount >= 199800 && r.threshold === 199800)).toBe(true);
    const want = visibleOrders('ogorder', G).filter(
      (o) =>
        o.currency === 'CNY' &&
        o.amount >= 199800 &&
        ['paid', 'delivered', 'delivery_failed', 'refunded'].includes(o.status),
    );
    expect(cny.length).toBe(want.length);

    const pending = page.json.data.list.find((r) => r.handleStatus === 'pending');
    if (!pending) throw new Error('no pending large transfer');
    const handle = await call<{ handleStatus: string; note: string }>('/api/ogorder/largeTransOrder/handle', {
      orderNo: pending.orderNo,
      handleStatus: 'ignored',
      note: '老玩家正常消费',
    });
    expect(handle.json.data).toMatchObject({ handleStatus: 'ignored', note: '老玩家正常消费' });
    const small = findOrder('ogorder', G, (o) => o.currency === 'CNY' && o.amount === 600 && o.status === 'delivered');
    const notLarge = await call('/api/ogorder/largeTransOrder/handle', {
      orderNo: small.orderNo,
      handleStatus: 'handled',
      note: 'x',
    });
    expect(notLarge.json.code).toBe('A0403');
  });

  it('gives viewer nothing of /ogorder: every endpoint of its screens, read or write, is refused', async () => {
    const viewer = await server.login('viewer');
    // every endpoint of the /ogorder screens, read from the contract itself
    const paths = operations()
      .filter(([, o]) => o['x-screen']?.startsWith('/ogorder/'))
      .map(([path]) => path);
    expect(paths.length).toBe(25);
    for (const path of paths) {
      const method = contract.paths[path].get ? 'GET' : 'POST';
      const r = await server.call(
        path,
        { pageNum: 1, pageSize: 10, id: 1, orderNo: 'x' },
        {
          token: viewer,
          game: G,
          method,
          query: method === 'GET' ? { id: '1', satoken: viewer } : undefined,
        },
      );
      expect(r.json.code, path).toBe('A0301');
    }
  });
});
