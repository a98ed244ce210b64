import { describe, expect, it } from 'vitest';
import auth from '../auth';
import special from '../special';
import { BASE_EPOCH, DAY } from '../core/clock';
import { authorityOf } from '../core/access';
import { getStore } from '../core/store';
import { areaTestBed } from '../core/testServer';
import { specialArea } from './state';
import { OPPO_CUT_PAY } from './testSupport';

/** Switch-payment rules (/api/special/cutPay) over real HTTP: overlap refusals, the check, access, the log. */
const bed = areaTestBed([auth, special]);
const { call, lastLog } = bed;

interface Page<T> {
  list: T[];
  total: number;
}
interface Row {
  id: number;
  channel: string;
  status: number;
  region: string;
  fromPayType: string;
  toPayType: string;
}
interface Check {
  at: number;
  results: Array<{ fromPayType: string; toPayType: string; ruleId: number | null; rule: string }>;
}

const GAME = 1;
/** A rule for game 1 on OPPO, which the seed leaves free apart from a disabled, expired rule. */
const oppo = { ...OPPO_CUT_PAY, startAt: BASE_EPOCH, endAt: BASE_EPOCH + 10 * DAY, note: 'test' };
const admin = (o: { lang?: string } = {}) => ({ token: bed.admin, gameId: GAME, ...o });
/**
 * Saving a switch-payment rule needs approval (docs/rules.md "Change requests"): these tests are about the rules, so
 * admin saves on the emergency path, at once (the approval flow is mock/changeRequest's tests').
 */
const NOW = { emergency: true, changeReason: '规则测试' };

async function add(body: Record<string, unknown>, o = admin()) {
  return call<{ id: number }>('/api/special/cutPay/add', { ...NOW, ...body }, o);
}

describe('saving rules', () => {
  it('accepts a rule that overlaps nothing and logs it with its after state', async () => {
    const a = await add(oppo);
    expect(a.json.code).toBe('00000');
    const log = lastLog();
    expect(log).toMatchObject({ module: 'cutPay', action: 'add', result: 'success' });
    expect(log.after).toMatchObject({ id: a.json.data.id, channel: 'oppo', fromPayType: 'wechat' });
    const page = await call<Page<Row>>(
      '/api/special/cutPay/page',
      { pageNum: 1, pageSize: 50, channel: 'oppo' },
      admin(),
    );
    expect(page.json.data.list.map((r) => r.id)).toContain(a.json.data.id);
  });

  it('refuses an overlapping rule, naming the other rule in the operator language', async () => {
    const first = await add(oppo);
    const id = first.json.data.id;
    const overlapping = {
      ...oppo,
      region: 'all',
      minVersion: '1.5',
      maxVersion: '',
      startAt: undefined,
      toPayType: 'unionpay',
    };
    const zh = await add(overlapping);
    expect(zh.json.code).toBe('A0403');
    expect(zh.json.tips).toContain(`#${id}`);
    expect(zh.json.tips).toContain('OPPO · 中国大陆 · 1.0.0–1.9.99 · 微信支付 → 支付宝');
    const en = await add(overlapping, admin({ lang: 'en-US' }));
    expect(en.json.tips).toMatch(new RegExp(`^Overlaps the enabled rule #${id} \\(OPPO · Mainland China`));
    expect(lastLog()).toMatchObject({ action: 'add', result: 'failure' });
    expect(specialArea().cutPay.filter((r) => r.channel === 'oppo' && r.status === 1)).toHaveLength(1);
  });

  it.each<[string, Record<string, unknown>]>([
    ['another region', { region: 'HK' }],
    ['later versions (1.9.100 > 1.9.99)', { minVersion: '1.9.100', maxVersion: '' }],
    ['a window starting where the other ends', { startAt: BASE_EPOCH + 10 * DAY, endAt: undefined }],
    ['another source pay type', { fromPayType: 'alipay', toPayType: 'wechat' }],
    ['a disabled rule', { status: 0 }],
  ])('accepts a rule that differs by %s', async (_, over) => {
    expect((await add(oppo)).json.code).toBe('00000');
    expect((await add({ ...oppo, ...over })).json.code).toBe('00000');
  });

  it('an edit does not overlap its own rule, but does overlap another', async () => {
    const id = (await add(oppo)).json.data.id;
    const edit = await call(
      '/api/special/cutPay/edit',
      { ...oppo, id, maxVersion: '2.5', note: 'wider', baseVersion: 1, ...NOW },
      admin(),
    );
    expect(edit.json.code).toBe('00000');
    expect(lastLog()).toMatchObject({ action: 'edit', result: 'success' });
    expect(lastLog().before).toMatchObject({ maxVersion: '1.9.99' });
    expect(lastLog().after).toMatchObject({ maxVersion: '2.5', note: 'wider' });
    const other = (await add({ ...oppo, region: 'HK' })).json.data.id;
    const clash = await call(
      '/api/special/cutPay/edit',
      { ...oppo, id: other, region: 'all', baseVersion: 1, ...NOW },
      admin(),
    );
    expect(clash.json.code).toBe('A0403');
    expect(clash.json.tips).toContain(`#${id}`);
  });

  it('disabled rules do not overlap; enabling one that would is refused', async () => {
    const id = (await add(oppo)).json.data.id;
    const off = (await add({ ...oppo, status: 0, toPayType: 'unionpay' })).json.data.id;
    const enable = await call('/api/special/cutPay/enable', { id: off }, admin());
    expect(enable.json.code).toBe('A0403');
    expect(enable.json.tips).toContain(`#${id}`);
    expect((await call('/api/special/cutPay/disable', { id }, admin())).json.code).toBe('00000');
    expect(lastLog()).toMatchObject({ action: 'disable' });
    expect(lastLog().before).toMatchObject({ status: 1 });
    expect(lastLog().after).toMatchObject({ status: 0 });
    expect((await call('/api/special/cutPay/enable', { id: off }, admin())).json.code).toBe('00000');
  });

  it('refuses A = B, a reversed version range or window, an unknown channel; deletes with a log', async () => {
    expect((await add({ ...oppo, toPayType: 'wechat' })).json.tips).toMatch(/toPayType/);
    const versions = await add({ ...oppo, minVersion: '1.2.10', maxVersion: '1.2.9' });
    expect(versions.json.code).toBe('A0400');
    expect(versions.json.tips).toContain('1.2.9');
    expect((await add({ ...oppo, startAt: BASE_EPOCH, endAt: BASE_EPOCH })).json.tips).toMatch(/endAt/);
    expect((await add({ ...oppo, channel: 'nope' })).json.code).toBe('A0400');
    expect((await add({ ...oppo, minVersion: '1.x' })).json.code).toBe('A0400');
    const id = (await add(oppo)).json.data.id;
    expect((await call('/api/special/cutPay/delete', { id }, admin())).json.code).toBe('00000');
    expect(lastLog()).toMatchObject({ action: 'delete' });
    expect(lastLog().before).toMatchObject({ id, channel: 'oppo' });
    expect((await call('/api/special/cutPay/get', { id }, admin())).json.code).toBe('A0402');
  });

  it('keeps rules per game: another game neither sees nor collides with them', async () => {
    const id = (await add(oppo)).json.data.id;
    expect((await call('/api/special/cutPay/get', { id }, { token: bed.admin, gameId: 2 })).json.code).toBe('A0402');
    expect((await add(oppo, { token: bed.admin, gameId: 2 })).json.code).toBe('00000');
  });
});

describe('the list', () => {
  it('filters the current game by channel, pay type (either side) and status (as a form sends it)', async () => {
    const page = (filters: Record<string, unknown>) =>
      call<Page<Row>>('/api/special/cutPay/page', { pageNum: 1, pageSize: 50, ...filters }, admin());
    const all = (await page({})).json.data;
    expect(all.total).toBe(specialArea().cutPay.filter((r) => r.gameId === GAME).length);
    const huawei = (await page({ channel: 'huawei' })).json.data.list;
    expect(huawei.length).toBeGreaterThan(0);
    expect(huawei.every((r) => r.channel === 'huawei')).toBe(true);
    const alipay = (await page({ payType: 'alipay' })).json.data.list;
    expect(alipay.some((r) => r.fromPayType === 'alipay')).toBe(true);
    expect(alipay.some((r) => r.toPayType === 'alipay')).toBe(true);
    expect(alipay.every((r) => r.fromPayType === 'alipay' || r.toPayType === 'alipay')).toBe(true);
    const off = (await page({ status: '0' })).json.data.list;
    expect(off.length).toBeGreaterThan(0);
    expect(off.every((r) => r.status === 0)).toBe(true);
  });
});

describe('which pay type applies', () => {
  it('answers each source pay type with the rule that applies, now by default', async () => {
    const id = (await add(oppo)).json.data.id;
    const body = { channel: 'oppo', version: '1.2.10', region: 'CN' };
    const now = await call<Check>('/api/special/cutPay/check', body, admin());
    expect(now.json.code).toBe('00000');
    const wechat = now.json.data.results.find((r) => r.fromPayType === 'wechat');
    expect(wechat).toMatchObject({ toPayType: 'alipay', ruleId: id });
    expect(wechat?.rule).toContain('OPPO');
    expect(now.json.data.results.find((r) => r.fromPayType === 'paypal')).toMatchObject({
      toPayType: 'paypal',
      ruleId: null,
    });
    const later = await call<Check>('/api/special/cutPay/check', { ...body, at: BASE_EPOCH + 11 * DAY }, admin());
    expect(later.json.data.results.find((r) => r.fromPayType === 'wechat')?.ruleId).toBeNull();
    const newer = await call<Check>('/api/special/cutPay/check', { ...body, version: '2.0' }, admin());
    expect(newer.json.data.results.find((r) => r.fromPayType === 'wechat')?.ruleId).toBeNull();
  });

  it('applies the seeded rules (huawei, by version)', async () => {
    const check = (version: string) =>
      call<Check>('/api/special/cutPay/check', { channel: 'huawei', version, region: 'CN' }, admin());
    const fresh = (await check('3.10.0')).json.data.results.find((r) => r.fromPayType === 'wechat');
    expect(fresh?.toPayType).toBe('huawei_pay');
    const old = (await check('3.1.9')).json.data.results.find((r) => r.fromPayType === 'wechat');
    expect(old?.toPayType).toBe('alipay');
  });
});

describe('access', () => {
  it('finance may; ops and viewer are refused by the backend', async () => {
    const finance = await bed.login('hefeng');
    const page = await call<Page<Row>>(
      '/api/special/cutPay/page',
      { pageNum: 1, pageSize: 10 },
      { token: finance, gameId: GAME },
    );
    expect(page.json.code).toBe('00000');
    expect(page.json.data.total).toBeGreaterThan(0);
    for (const account of ['ops', 'viewer']) {
      const token = await bed.login(account);
      const read = await call('/api/special/cutPay/page', { pageNum: 1, pageSize: 10 }, { token, gameId: GAME });
      expect(read.json.code).toBe('A0301');
      expect((await add(oppo, { token, gameId: GAME })).json.code).toBe('A0301');
      const check = await call(
        '/api/special/cutPay/check',
        { channel: 'oppo', version: '1', region: 'CN' },
        { token, gameId: GAME },
      );
      expect(check.json.code).toBe('A0301');
    }
  });

  it('grants the screen and its buttons to finance and admin, not to ops (other /special screens stay with ops)', () => {
    const keys = (account: string) => {
      const person = getStore().people.find((p) => p.account === account);
      if (!person) throw new Error(account);
      return authorityOf(person);
    };
    expect(keys('hefeng')).toEqual(expect.arrayContaining(['/special', '/special/cutPay', '/special/cutPay:add']));
    expect(keys('hefeng')).not.toContain('/special/monitor');
    expect(keys('admin')).toEqual(expect.arrayContaining(['/special/cutPay', '/special/cutPay:delete']));
    expect(keys('ops')).toEqual(expect.arrayContaining(['/special', '/special/monitor']));
    expect(keys('ops').filter((k) => k.startsWith('/special/cutPay'))).toEqual([]);
    expect(keys('viewer').filter((k) => k.startsWith('/special'))).toEqual([]);
  });
});
