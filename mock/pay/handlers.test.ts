import { describe, expect, it } from 'vitest';
import auth from '../auth';
import changeRequest from '../changeRequest';
import games from '../games';
import pay from '../pay';
import { getStore } from '../core/store';
import { areaTestBed } from '../core/testServer';
import { operations } from '../../src/contract';
import { payState } from './state';

/**
 * The pay endpoints over real HTTP (umi's mock middleware and body parsers): src/pages/pay/README.md
 * "Pay configuration".
 */
const bed = areaTestBed([auth, games, pay, changeRequest]);
const GAME = 1;

interface Page<T> {
  list: T[];
  total: number;
}
interface ConfigRow {
  id: number;
  payType: string;
  privateKey: string;
  apiKey: string;
  certPassword: string;
  feeRateBp: number;
  status: number;
}
interface ImportPreview {
  rows: Array<{ row: number; errors: Array<{ column: string; code: string; message: string }> }>;
  fileErrors: unknown[];
  validCount: number;
  invalidCount: number;
}

const call = <T = unknown>(path: string, body: unknown = {}, o: { token?: string; lang?: string } = {}) =>
  bed.call<T>(path, body, { token: o.token ?? bed.admin, gameId: GAME, lang: o.lang });
const logsOf = (module: string, action: string) =>
  getStore().oplog.filter((l) => l.module === module && l.action === action);
const MASK = /^(.{4}\*{4}.{4}|\*{4}|)$/;
/** A risky change's reason (docs/rules.md "Change requests"). */
const WHY = { changeReason: '测试' };

/**
 * A risky change as it takes effect (docs/rules.md "Change requests"): asked by admin, approved by hefeng (finance);
 * the answers of both steps, the approval's last (a refusal at either step is that step's answer).
 */
async function approved(path: string, body: Record<string, unknown>) {
  const asked = await call<{ changeRequest: { id: number } }>(path, { ...WHY, ...body });
  if (asked.json.code !== '00000') return { asked, approval: asked };
  const hefeng = await bed.login('hefeng');
  const id = asked.json.data.changeRequest.id;
  const read = await call<{ recordVersion: number }>('/api/mng/changeRequest/get', { id }, { token: hefeng });
  const approval = await call(
    '/api/mng/changeRequest/approve',
    { id, baseVersion: read.json.data.recordVersion },
    {
      token: hefeng,
    },
  );
  return { asked, approval };
}

describe('pay configuration', () => {
  it('masks every secret in every answer and in the operation log', async () => {
    const page = await call<Page<ConfigRow>>('/api/mng/payConfig/page', { pageNum: 1, pageSize: 50 });
    expect(page.json.code).toBe('00000');
    expect(page.json.data.total).toBeGreaterThan(0);
    const plain = payState().configs.filter((c) => c.gameId === GAME);
    page.json.data.list.forEach((row) => {
      expect(row.privateKey).toMatch(MASK);
      expect(row.apiKey).toMatch(MASK);
      expect(row.certPassword).toMatch(MASK);
    });
    const secrets = plain.flatMap((c) => [c.privateKey, c.apiKey, c.certPassword]).filter(Boolean);
    expect(secrets.length).toBeGreaterThan(2);
    const wechat = plain.find((c) => c.payType === 'wechat') as { id: number };
    const one = await call('/api/mng/payConfig/get', { id: wechat.id });
    const edit = await approved('/api/mng/payConfig/edit', {
      id: wechat.id,
      baseVersion: 1,
      remark: 'x',
      apiKey: 'NEWAPIKEY-1234567890abcdef',
    });
    expect(edit.approval.json.code).toBe('00000');
    const add = await call('/api/mng/payConfig/add', {
      payType: 'paypal',
      merchantId: 'PP-1',
      apiKey: 'paypal-client-secret-0001',
      notifyUrl: 'https://pay.example.com/paypal',
      feeRateBp: 440,
    });
    expect(add.json.code).toBe('00000');
    const texts = [
      page.text,
      one.text,
      edit.asked.text,
      edit.approval.text,
      add.text,
      JSON.stringify(getStore().oplog),
    ];
    [...secrets, 'NEWAPIKEY-1234567890abcdef', 'paypal-client-secret-0001'].forEach((s) =>
      texts.forEach((t) => expect(t).not.toContain(s)),
    );
    const log = logsOf('payConfig', 'edit').pop();
    expect(log?.before).toMatchObject({ apiKey: expect.stringMatching(/\*{4}/) });
    expect(log?.after).toMatchObject({ apiKey: 'NEWA****cdef', remark: 'x' });
  });

  it('reveals a secret only with a reason, logs the field and the reason and never the value', async () => {
    const alipay = payState().configs.find((c) => c.gameId === GAME && c.payType === 'alipay');
    if (!alipay) throw new Error('seed has no alipay config');
    const none = await call('/api/mng/payConfig/reveal', { id: alipay.id, field: 'privateKey' });
    expect(none.json.code).toBe('A0400');
    const blank = await call('/api/mng/payConfig/reveal', { id: alipay.id, field: 'privateKey', reason: '   ' });
    expect(blank.json.code).toBe('A0400');
    expect(blank.json.tips).toMatch(/^参数错误：reason/);
    const ok = await call<{ value: string }>('/api/mng/payConfig/reveal', {
      id: alipay.id,
      field: 'privateKey',
      reason: '核对支付宝签名',
    });
    expect(ok.json.code).toBe('00000');
    expect(ok.json.data.value).toBe(alipay.privateKey);
    const log = logsOf('payConfig', 'reveal').pop();
    expect(log).toMatchObject({ result: 'success', after: { field: 'privateKey', reason: '核对支付宝签名' } });
    expect(JSON.stringify(getStore().oplog)).not.toContain(alipay.privateKey);
  });

  it('keeps a secret left blank on edit, and requires the secrets a pay type needs on create', async () => {
    const wechat = payState().configs.find((c) => c.gameId === GAME && c.payType === 'wechat');
    if (!wechat) throw new Error('seed has no wechat config');
    const before = { apiKey: wechat.apiKey, certPassword: wechat.certPassword };
    const edit = await approved('/api/mng/payConfig/edit', {
      id: wechat.id,
      baseVersion: 1,
      apiKey: '',
      certPassword: '',
      merchantId: 'WX-2',
    });
    expect(edit.approval.json.code).toBe('00000');
    expect(wechat).toMatchObject({ ...before, merchantId: 'WX-2' });
    const missing = await call('/api/mng/payConfig/add', {
      payType: 'huawei_pay',
      merchantId: 'HW1',
      notifyUrl: 'https://pay.example.com/hw',
      feeRateBp: 0,
    });
    expect(missing.json).toMatchObject({ code: 'A0400', tips: '参数错误：privateKey 支付方式 huawei_pay 需要填写' });
    const dup = await call('/api/mng/payConfig/add', {
      payType: 'alipay',
      merchantId: 'A2',
      privateKey: 'k'.repeat(20),
      notifyUrl: 'https://pay.example.com/a',
      feeRateBp: 60,
    });
    expect(dup.json.code).toBe('A0403');
  });

  it('refuses a notify URL that is not https, has no host or carries credentials, saying why', async () => {
    const id = payState().configs.find((c) => c.gameId === GAME && c.payType === 'alipay')?.id;
    const tips = async (notifyUrl: string) =>
      (await call('/api/mng/payConfig/edit', { id, notifyUrl, baseVersion: 1, ...WHY }, { lang: 'en-US' })).json.tips;
    expect(await tips('http://pay.example.com/n')).toMatch(/must start with https:\/\//);
    expect(await tips('https:///n')).toMatch(/no host name/);
    expect(await tips('https://u:p@pay.example.com/n')).toMatch(/must not contain a user name or password/);
    const ok = await approved('/api/mng/payConfig/edit', {
      id,
      notifyUrl: 'https://pay2.example.com/n',
      feeRateBp: 38,
      baseVersion: 1,
    });
    expect(ok.approval.json.code).toBe('00000');
    expect(payState().configs.find((c) => c.id === id)).toMatchObject({ notifyUrl: 'https://pay2.example.com/n' });
    const feeTooHigh = await call('/api/mng/payConfig/edit', { id, feeRateBp: 10001, baseVersion: 2, ...WHY });
    expect(feeTooHigh.json.code).toBe('A0400');
    expect(feeTooHigh.json.tips).toContain('feeRateBp');
  });

  it('refuses viewer and ops on every pay endpoint; finance may', async () => {
    const viewer = await bed.login('viewer');
    const ops = await bed.login('ops');
    const finance = await bed.login('hefeng');
    // every endpoint of the pay contract, read from the contract itself
    const paths = operations()
      .filter(([, o]) => o['x-screen']?.startsWith('/pay/'))
      .map(([path]) => path);
    expect(paths.length).toBe(19);
    for (const path of paths) {
      for (const token of [viewer, ops]) {
        const r = await call(path, { pageNum: 1, pageSize: 10 }, { token });
        expect(r.json.code, path).toBe('A0301');
      }
    }
    const mine = await bed.call<Array<{ id: number }>>('/api/mng/game/myList', {}, { token: finance });
    const gameId = mine.json.data[0].id;
    const page = await bed.call('/api/mng/payConfig/page', { pageNum: 1, pageSize: 10 }, { token: finance, gameId });
    expect(page.json.code).toBe('00000');
  });
});

describe('pay lists', () => {
  it('refuses a (channel, region) pair already used in the game, naming the existing list', async () => {
    const existing = payState().lists.find((l) => l.gameId === GAME && l.channel === 'official');
    if (!existing) throw new Error('seed has no official list');
    const dup = await call('/api/mng/payList/add', {
      channel: 'official',
      region: existing.region,
      payTypes: ['alipay'],
    });
    expect(dup.json).toMatchObject({
      code: 'A0403',
      tips: `渠道 official / 地区 ${existing.region} 已有支付列表（#${existing.id}），请编辑那一条`,
    });
    const other = await call<{ id: number }>('/api/mng/payList/add', {
      channel: 'official',
      region: 'HK',
      payTypes: ['wechat', 'alipay'],
    });
    expect(other.json.code).toBe('00000');
    const move = await call('/api/mng/payList/edit', {
      id: other.json.data.id,
      region: existing.region,
      baseVersion: 1,
      ...WHY,
    });
    expect(move.json.code).toBe('A0403');
    // the same pair in another game is another list
    const elsewhere = await bed.call(
      '/api/mng/payList/add',
      { channel: 'official', region: 'HK', payTypes: ['alipay'] },
      { token: bed.admin, gameId: 2 },
    );
    expect(elsewhere.json.code).toBe('00000');
  });

  it('keeps the order saved, and takes only configured, enabled pay types, once each', async () => {
    const list = payState().lists.find((l) => l.gameId === GAME && l.channel === 'official');
    const options = await call<Array<{ payType: string }>>('/api/mng/payList/payTypes');
    expect(options.json.data.map((o) => o.payType)).toEqual(['alipay', 'wechat', 'apple_iap']);
    const save = await approved('/api/mng/payList/edit', {
      id: list?.id,
      payTypes: ['apple_iap', 'wechat', 'alipay'],
      baseVersion: 1,
    });
    expect(save.approval.json.code).toBe('00000');
    const got = await call<{ payTypes: string[] }>('/api/mng/payList/get', { id: list?.id });
    expect(got.json.data.payTypes).toEqual(['apple_iap', 'wechat', 'alipay']);
    expect(logsOf('payList', 'edit').pop()).toMatchObject({
      before: { payTypes: ['alipay', 'wechat'] },
      after: { payTypes: ['apple_iap', 'wechat', 'alipay'] },
    });
    // refused when asked, in the list's own words, before any approval
    const disabled = await call('/api/mng/payList/edit', {
      id: list?.id,
      payTypes: ['unionpay'],
      baseVersion: 2,
      ...WHY,
    });
    expect(disabled.json.tips).toBe('参数错误：payTypes unionpay 未在本游戏的支付配置中启用');
    const twice = await call('/api/mng/payList/edit', {
      id: list?.id,
      payTypes: ['alipay', 'alipay'],
      baseVersion: 2,
      ...WHY,
    });
    expect(twice.json.code).toBe('A0400');
    const empty = await call('/api/mng/payList/edit', { id: list?.id, payTypes: [], baseVersion: 2, ...WHY });
    expect(empty.json.code).toBe('A0400');
    // a pay type a list shows cannot be deleted or switched off: refused when asked, before any approval
    const alipay = payState().configs.find((c) => c.gameId === GAME && c.payType === 'alipay');
    const del = await call('/api/mng/payConfig/delete', { id: alipay?.id, ...WHY });
    expect(del.json.code).toBe('A0403');
    const off = await call('/api/mng/payConfig/edit', { id: alipay?.id, status: 0, baseVersion: 1, ...WHY });
    expect(off.json.code).toBe('A0403');
    expect(alipay).toMatchObject({ status: 1 });
  });
});

describe('billing points', () => {
  const HEADER = 'productId,name,amount,currency,channelProductCode,coins,status';
  const good = [HEADER, 'new.1,新礼包,6,CNY,c1,60,1', 'new.2,"礼包, 大",68.00,CNY,c2,680,1'];

  it('previews every row with its problems and saves nothing; the import refuses the same file whole', async () => {
    const before = payState().points.length;
    const csv = [...good, 'new.3,坏行,1.234,CNY,c3,10,1', 'xhcs.coin.1,已存在,6,CNY,,60,1'].join('\r\n');
    const preview = await call<ImportPreview>('/api/mng/billingPoint/importPreview', { csv: `\uFEFF${csv}` });
    expect(preview.json.code).toBe('00000');
    expect(preview.json.data).toMatchObject({ validCount: 2, invalidCount: 2 });
    expect(preview.json.data.rows.map((r) => [r.row, r.errors.map((e) => `${e.column}:${e.code}`)])).toEqual([
      [2, []],
      [3, []],
      [4, ['amount:badAmount']],
      [5, ['productId:exists']],
    ]);
    expect(payState().points.length).toBe(before);
    const refused = await call('/api/mng/billingPoint/import', { csv: `\uFEFF${csv}` });
    expect(refused.json.code).toBe('A0400');
    expect(refused.json.tips).toBe(
      '导入失败：2 处错误，未保存任何数据。第一处：第 4 行 amount：金额“1.234”不正确：须为大于 0 的数字，最多两位小数',
    );
    expect(payState().points.length).toBe(before);
    expect(logsOf('billingPoint', 'import').pop()).toMatchObject({ result: 'failure' });
  });

  it('imports a fixed file whole, with amounts in integer cents, and the rows appear in the list', async () => {
    const csv = good.join('\r\n');
    const preview = await call<ImportPreview>('/api/mng/billingPoint/importPreview', { csv });
    expect(preview.json.data).toMatchObject({ validCount: 2, invalidCount: 0 });
    const done = await call<{ imported: number }>('/api/mng/billingPoint/import', { csv });
    expect(done.json).toMatchObject({ code: '00000', data: { imported: 2, productIds: ['new.1', 'new.2'] } });
    const page = await call<Page<{ productId: string; amount: number; name: string }>>('/api/mng/billingPoint/page', {
      pageNum: 1,
      pageSize: 10,
      productId: 'new.',
    });
    expect(page.json.data.list.map((r) => [r.productId, r.amount, r.name]).sort()).toEqual([
      ['new.1', 600, '新礼包'],
      ['new.2', 6800, '礼包, 大'],
    ]);
    expect(logsOf('billingPoint', 'import').pop()).toMatchObject({
      result: 'success',
      after: { imported: 2, productIds: ['new.1', 'new.2'] },
    });
    // the same file again: every row now exists, and the preview and the import agree on it
    const again = await call<ImportPreview>('/api/mng/billingPoint/importPreview', { csv });
    expect(again.json.data.invalidCount).toBe(2);
    expect((await call('/api/mng/billingPoint/import', { csv })).json.code).toBe('A0400');
  });

  it('refuses a duplicate product id in the game and logs changes with before and after', async () => {
    const add = await call<{ id: number }>('/api/mng/billingPoint/add', {
      productId: 'solo.1',
      name: '单个',
      amount: 100,
      currency: 'USD',
      coins: 10,
    });
    expect(add.json.code).toBe('00000');
    const dup = await call('/api/mng/billingPoint/add', {
      productId: 'solo.1',
      name: '又一个',
      amount: 100,
      currency: 'USD',
      coins: 10,
    });
    expect(dup.json).toMatchObject({ code: 'A0403', tips: `商品 id solo.1 已存在（#${add.json.data.id}）` });
    const float = await call('/api/mng/billingPoint/edit', { id: add.json.data.id, amount: 1.5, baseVersion: 1 });
    expect(float.json.code).toBe('A0400');
    const edit = await call('/api/mng/billingPoint/edit', { id: add.json.data.id, amount: 199, baseVersion: 1 });
    expect(edit.json.code).toBe('00000');
    expect(logsOf('billingPoint', 'edit').pop()).toMatchObject({ before: { amount: 100 }, after: { amount: 199 } });
  });
});
