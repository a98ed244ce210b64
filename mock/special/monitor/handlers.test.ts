import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import devActivity from '../../devActivity';
import special from '../../special';
import welcome from '../../welcome';
import { authorityOf } from '../../core/access';
import { getStore } from '../../core/store';
import { areaTestBed } from '../../core/testServer';

/** Account monitoring (/api/special/monitor) over real HTTP: rules, alerts raised by injected activity, access, log. */
process.env.MOCK_DEV_ENDPOINTS = '1';
const bed = areaTestBed([auth, devActivity, special, welcome]);
const { call, lastLog } = bed;

interface Alert {
  id: number;
  ruleId: number;
  kind: string;
  account: string;
  contact: string;
  amount: number | null;
  count: number | null;
  device: string;
  status: string;
  note: string;
  handledBy: string;
}
interface Page<T> {
  list: T[];
  total: number;
}

const GAME = 1;
const ACCOUNT = 'xhcs_00042';
const admin = (o: { lang?: string; token?: string } = {}) => ({ token: bed.admin, gameId: GAME, ...o });
const addRule = (body: Record<string, unknown>, o = admin()) =>
  call<{ id: number }>('/api/special/monitor/rule/add', { name: 'watch', account: ACCOUNT, ...body }, o);
const alerts = (body: Record<string, unknown> = {}, o = admin()) =>
  call<Page<Alert>>('/api/special/monitor/alert/page', { pageNum: 1, pageSize: 50, ...body }, o);
const inject = (body: Record<string, unknown>) =>
  call<{ id: string; at: number }>('/api/__mock/activity', { account: ACCOUNT, ...body }, admin());
const openFigure = async () => {
  const r = await call<{ figures: Array<{ key: string; value: number; link: string; allowed: boolean }> }>(
    '/api/mng/welcome/summary',
    {},
    admin(),
  );
  return r.json.data.figures.find((f) => f.key === 'openAlerts');
};

describe('account monitoring', () => {
  it('a payment at the threshold raises an alert; one cent under does not; the welcome figure counts it', async () => {
    const rule = await addRule({ kind: 'payOver', amount: 100_000, currency: 'CNY', note: 'big spender' });
    expect(rule.json.code).toBe('00000');
    expect(lastLog()).toMatchObject({ module: 'monitor', action: 'add', result: 'success' });
    expect(lastLog().after).toMatchObject({ id: rule.json.data.id, kind: 'payOver', amount: 100_000 });
    const before = await openFigure();
    expect(before).toMatchObject({ link: '/special/monitor?status=open', allowed: true });
    expect((await inject({ kind: 'payment', amount: 99_999 })).json.code).toBe('00000');
    expect((await inject({ kind: 'payment', amount: 100_000, currency: 'USD' })).json.code).toBe('00000');
    expect((await alerts({ ruleId: rule.json.data.id })).json.data.total).toBe(0);
    expect((await inject({ kind: 'payment', amount: 100_000 })).json.code).toBe('00000');
    const list = (await alerts({ ruleId: rule.json.data.id })).json.data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ account: ACCOUNT, amount: 100_000, status: 'open', kind: 'payOver' });
    expect(list.list[0].contact).toMatch(/\*\*\*/);
    // reading again raises nothing more
    expect((await alerts({ ruleId: rule.json.data.id })).json.data.total).toBe(1);
    const after = await openFigure();
    expect(after?.value).toBeGreaterThanOrEqual((before?.value ?? 0) + 1);
  });

  it('handles an alert once, with a note, logged before and after', async () => {
    const rule = await addRule({ kind: 'newDevice' });
    await inject({ kind: 'signIn' });
    const [alert] = (await alerts({ ruleId: rule.json.data.id })).json.data.list;
    expect(alert).toMatchObject({ kind: 'newDevice', status: 'open' });
    expect(alert.device).not.toBe('');
    const open = (await openFigure())?.value ?? 0;
    const blank = await call(
      '/api/special/monitor/alert/handle',
      { id: alert.id, status: 'handled', note: '  ' },
      admin(),
    );
    expect(blank.json.code).toBe('A0400');
    const ok = await call<Alert>(
      '/api/special/monitor/alert/handle',
      { id: alert.id, status: 'ignored', note: 'own new phone' },
      admin(),
    );
    expect(ok.json.code).toBe('00000');
    const adminName = getStore().people.find((p) => p.account === 'admin')?.name;
    expect(ok.json.data).toMatchObject({ status: 'ignored', note: 'own new phone', handledBy: adminName });
    expect(lastLog()).toMatchObject({ module: 'monitor', action: 'handle', result: 'success' });
    expect(lastLog().before).toMatchObject({ status: 'open', note: '' });
    expect(lastLog().after).toMatchObject({ status: 'ignored', note: 'own new phone' });
    expect((await openFigure())?.value).toBe(open - 1);
    const again = await call(
      '/api/special/monitor/alert/handle',
      { id: alert.id, status: 'handled', note: 'x' },
      admin(),
    );
    expect(again.json.code).toBe('A0403');
    expect((await alerts({ status: 'ignored', ruleId: rule.json.data.id })).json.data.total).toBe(1);
  });

  it('many orders: the count within the window alerts once; a disabled rule raises nothing', async () => {
    const rule = await addRule({ kind: 'manyOrders', count: 2, windowMinutes: 5 });
    await inject({ kind: 'payment', amount: 600 });
    expect((await alerts({ ruleId: rule.json.data.id })).json.data.total).toBe(0);
    await inject({ kind: 'payment', amount: 600 });
    await inject({ kind: 'payment', amount: 600 });
    const list = (await alerts({ ruleId: rule.json.data.id })).json.data;
    expect(list.list.map((a) => a.count)).toEqual([2]);
    const off = await call('/api/special/monitor/rule/disable', { id: rule.json.data.id }, admin());
    expect(off.json.code).toBe('00000');
    expect(lastLog()).toMatchObject({ action: 'disable' });
    expect(lastLog().before).toMatchObject({ status: 1 });
    expect(lastLog().after).toMatchObject({ status: 0 });
    const pay = await addRule({ kind: 'payOver', amount: 100_000, currency: 'CNY', status: 0 });
    await inject({ kind: 'payment', amount: 200_000 });
    expect((await alerts({ ruleId: pay.json.data.id })).json.data.total).toBe(0);
  });

  it('edits and deletes rules with before and after; alerts outlive their rule', async () => {
    const rule = await addRule({ kind: 'payOver', amount: 100_000, currency: 'CNY' });
    const id = rule.json.data.id;
    const edit = await call(
      '/api/special/monitor/rule/edit',
      { id, name: 'renamed', account: ACCOUNT, kind: 'payOver', amount: 50_000, currency: 'CNY', baseVersion: 1 },
      admin(),
    );
    expect(edit.json.code).toBe('00000');
    expect(lastLog().before).toMatchObject({ name: 'watch', amount: 100_000 });
    expect(lastLog().after).toMatchObject({ name: 'renamed', amount: 50_000 });
    await inject({ kind: 'payment', amount: 50_000 });
    const got = await call<{ openAlerts: number }>('/api/special/monitor/rule/get', { id }, admin());
    expect(got.json.data.openAlerts).toBe(1);
    expect((await call('/api/special/monitor/rule/delete', { id }, admin())).json.code).toBe('00000');
    expect(lastLog()).toMatchObject({ action: 'delete' });
    expect(lastLog().before).toMatchObject({ name: 'renamed' });
    expect((await alerts({ ruleId: id })).json.data.list.map((a) => a.amount)).toEqual([50_000]);
    expect((await call('/api/special/monitor/rule/get', { id }, admin())).json.code).toBe('A0402');
  });

  it('validates: a known account, what the kind needs, the schema, in the operator language', async () => {
    const unknown = await addRule({ kind: 'newDevice', account: 'nobody_1' }, admin({ lang: 'en-US' }));
    expect(unknown.json.code).toBe('A0400');
    expect(unknown.json.tips).toContain('nobody_1 is not an account of this game');
    expect((await addRule({ kind: 'payOver', currency: 'CNY' })).json.code).toBe('A0400');
    expect((await addRule({ kind: 'payOver', amount: 100 })).json.code).toBe('A0400');
    expect((await addRule({ kind: 'payOver', amount: 1.5, currency: 'CNY' })).json.code).toBe('A0400');
    expect((await addRule({ kind: 'manyOrders', count: 1, windowMinutes: 5 })).json.code).toBe('A0400');
    expect((await addRule({ kind: 'manyOrders', count: 3 })).json.code).toBe('A0400');
    expect((await addRule({ kind: 'login' })).json.code).toBe('A0400');
    expect((await addRule({ kind: 'newDevice', name: '' })).json.code).toBe('A0400');
    const all = await addRule({ kind: 'newDevice', account: '' });
    expect(all.json.code).toBe('00000');
    const rules = await call<Page<{ id: number; account: string }>>(
      '/api/special/monitor/rule/page',
      { pageNum: 1, pageSize: 10, kind: 'newDevice' },
      admin(),
    );
    expect(rules.json.data.list.find((r) => r.id === all.json.data.id)?.account).toBe('');
  });

  it('ops runs monitoring; viewer is refused by the backend; only admin injects activity', async () => {
    const ops = await bed.login('ops');
    expect((await alerts({}, { token: ops, gameId: GAME })).json.code).toBe('00000');
    expect((await addRule({ kind: 'newDevice' }, { token: ops, gameId: GAME })).json.code).toBe('00000');
    const viewer = await bed.login('viewer');
    expect((await alerts({}, { token: viewer, gameId: GAME })).json.code).toBe('A0301');
    expect((await addRule({ kind: 'newDevice' }, { token: viewer, gameId: GAME })).json.code).toBe('A0301');
    const handle = await call(
      '/api/special/monitor/alert/handle',
      { id: 1, status: 'handled', note: 'x' },
      { token: viewer, gameId: GAME },
    );
    expect(handle.json.code).toBe('A0301');
    const opsInject = await call(
      '/api/__mock/activity',
      { account: ACCOUNT, kind: 'signIn' },
      { token: ops, gameId: GAME },
    );
    expect(opsInject.json.code).toBe('A0301');
    const person = getStore().people.find((p) => p.account === 'ops');
    if (!person) throw new Error('ops');
    expect(authorityOf(person)).toEqual(
      expect.arrayContaining(['/special/monitor', '/special/monitor:add', '/special/monitor:handle']),
    );
  });
});
