import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import operate from '../../operate';
import { maskPhone, playersOf, type Player } from '../../players';
import { getStore } from '../../core/store';
import { areaTestBed } from '../../core/testServer';

const bed = areaTestBed([auth, operate]);
const GAME = 1;
const DOMESTIC = '/api/operate/accountManagement';
const OG = '/api/operate/sdkAccountManagement';
const OVERSEAS = '/api/operate/sdkAccountOverseas';
const admin = () => ({ token: bed.admin, gameId: GAME });
const call = <T = unknown>(path: string, body: unknown, o: { token?: string; gameId?: number } = admin()) =>
  bed.call<T>(path, body, o);

interface Row {
  uid: number;
  account: string;
  contact: string;
  contactType: string;
  status: string;
  channel: string;
}
interface Page {
  list: Row[];
  total: number;
}
const page = (base: string, filters: Record<string, unknown> = {}, o = admin()) =>
  call<Page>(`${base}/page`, { pageNum: 1, pageSize: 10, ...filters }, o);
const logsOf = (action: string) => getStore().oplog.filter((l) => l.module === 'sdkAccount' && l.action === action);
const domestic = (): Player => playersOf(GAME).find((p) => p.line === 'domestic' && p.status === 'normal')!;

describe('SDK accounts over HTTP', () => {
  it('pages the line only, and filters by channel, status and register time on the server', async () => {
    const res = await page(DOMESTIC, { pageNum: 2, pageSize: 20 });
    const all = playersOf(GAME).filter((p) => p.line === 'domestic');
    expect(res.json.data.total).toBe(all.length);
    expect(res.json.data.list.map((r) => r.account)).toEqual(all.slice(20, 40).map((p) => p.account));
    const og = await page(OG, { channel: 'official', pageSize: 500 });
    expect(og.json.data.total).toBe(playersOf(GAME).filter((p) => p.line === 'og').length);
    expect(og.json.data.list.every((r) => r.channel === 'official')).toBe(true);
    expect((await page(DOMESTIC, { channel: 'official' })).json.data.total).toBe(0);
    const locked = await page(DOMESTIC, { status: 'locked', pageSize: 500 });
    expect(locked.json.data.total).toBe(all.filter((p) => p.status === 'locked').length);
    const p = all[100];
    const byTime = await page(DOMESTIC, { from: p.registeredAt, to: p.registeredAt, pageSize: 500 });
    expect(byTime.json.data.list.map((r) => r.account)).toContain(p.account);
    expect(byTime.json.data.total).toBe(all.filter((x) => x.registeredAt === p.registeredAt).length);
  });

  it('finds an account by its exact phone while the answer stays masked; a part of the number finds nothing', async () => {
    const p = domestic();
    const res = await page(DOMESTIC, { contact: p.phone });
    expect(res.json.data.list.map((r) => r.account)).toContain(p.account);
    const row = res.json.data.list.find((r) => r.account === p.account)!;
    expect(row.contact).toBe(maskPhone(p.phone!));
    expect(row.contactType).toBe('phone');
    expect(JSON.stringify(res.json)).not.toContain(p.phone);
    expect((await page(DOMESTIC, { contact: p.phone!.slice(0, 7) })).json.data.total).toBe(0);
    // the same phone on another line's screen is not found
    expect((await page(OVERSEAS, { contact: p.phone })).json.data.total).toBe(0);
    const e = playersOf(GAME).find((x) => x.line === 'overseas')!;
    const byMail = await page(OVERSEAS, { contact: e.email!.toUpperCase() });
    expect(byMail.json.data.list[0].account).toBe(e.account);
    expect(byMail.json.data.list[0].contact).toMatch(/^.\*\*\*@/);
  });

  it('locks then unlocks with a reason, each logged with before and after (masked)', async () => {
    const p = domestic();
    const lock = await call<Row>(`${DOMESTIC}/lock`, { account: p.account, reason: '盗号风险' });
    expect(lock.json.code).toBe('00000');
    expect(lock.json.data.status).toBe('locked');
    expect((await page(DOMESTIC, { account: p.account })).json.data.list[0].status).toBe('locked');
    const again = await call(`${DOMESTIC}/lock`, { account: p.account, reason: '盗号风险' });
    expect(again.json.code).toBe('A0403');
    const unlock = await call<Row>(`${DOMESTIC}/unlock`, { account: p.account, reason: '已核实本人' });
    expect(unlock.json.data.status).toBe('normal');
    const [locked] = logsOf('lock').filter((l) => l.result === 'success');
    expect(locked.before).toMatchObject({ account: p.account, status: 'normal' });
    expect(locked.after).toMatchObject({ account: p.account, status: 'locked', reason: '盗号风险' });
    const [unlocked] = logsOf('unlock');
    expect(unlocked.before).toMatchObject({ status: 'locked' });
    expect(unlocked.after).toMatchObject({ status: 'normal', reason: '已核实本人' });
    const logged = JSON.stringify([locked, unlocked]);
    expect(logged).toContain(maskPhone(p.phone!));
    expect(logged).not.toContain(p.phone);
  });

  it('an account of another line is not found on this screen', async () => {
    const e = playersOf(GAME).find((x) => x.line === 'overseas')!;
    const res = await call(`${DOMESTIC}/lock`, { account: e.account, reason: '测试一下' });
    expect(res.json.code).toBe('A0402');
    expect(e.status).not.toBe('locked');
  });

  it('resets a password: the temporary password is answered once and is not in the log', async () => {
    const p = domestic();
    const res = await call<{ password: string }>(`${DOMESTIC}/resetPassword`, {
      account: p.account,
      reason: '玩家申诉',
    });
    const { password } = res.json.data;
    expect(password.length).toBeGreaterThanOrEqual(8);
    const [entry] = logsOf('resetPassword');
    expect(entry.after).toMatchObject({ account: p.account, reason: '玩家申诉' });
    expect(JSON.stringify(getStore().oplog)).not.toContain(password);
    const next = await call<{ password: string }>(`${DOMESTIC}/resetPassword`, {
      account: p.account,
      reason: '玩家申诉',
    });
    expect(next.json.data.password).not.toBe(password);
  });

  it('unbinds a phone with a reason: the phone no longer finds the account, a second unbind is refused', async () => {
    const p = domestic();
    const phone = p.phone!;
    const res = await call<Row>(`${DOMESTIC}/unbindPhone`, { account: p.account, reason: '换号' });
    expect(res.json.data).toMatchObject({ contactType: 'none', contact: '' });
    expect((await page(DOMESTIC, { contact: phone })).json.data.list.map((r) => r.account)).not.toContain(p.account);
    expect((await page(DOMESTIC, { account: p.account })).json.data.total).toBeGreaterThan(0);
    expect((await call(`${DOMESTIC}/unbindPhone`, { account: p.account, reason: '换号' })).json.code).toBe('A0403');
    const [entry] = logsOf('unbindPhone');
    expect(entry.before).toMatchObject({ contact: maskPhone(phone) });
    expect(JSON.stringify(entry)).not.toContain(phone);
  });

  it('reveals the contact only with a reason, logs the reason and never the value', async () => {
    const p = domestic();
    const none = await call(`${DOMESTIC}/reveal`, { account: p.account });
    expect(none.json.code).toBe('A0400');
    const short = await call(`${DOMESTIC}/reveal`, { account: p.account, reason: ' ' });
    expect(short.json.code).toBe('A0400');
    const res = await call<{ value: string }>(`${DOMESTIC}/reveal`, { account: p.account, reason: '核实玩家身份' });
    expect(res.json.data.value).toBe(p.phone);
    // the two refused calls are logged as failures; the one that showed the value once, as a success
    const entries = logsOf('revealContact').filter((l) => l.result === 'success');
    expect(entries).toHaveLength(1);
    expect(entries[0].after).toEqual({ field: 'phone', reason: '核实玩家身份' });
    expect(JSON.stringify(getStore().oplog)).not.toContain(p.phone);
  });

  it('answers the login history, newest first', async () => {
    const p = domestic();
    const res = await call<Array<{ time: number; result: string }>>(`${DOMESTIC}/logins`, { account: p.account });
    expect(res.json.data[0]).toMatchObject({ time: p.lastLoginAt, result: 'success' });
    expect(res.json.data.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses viewer everywhere; cs runs the domestic line only; ops runs all three', async () => {
    const p = domestic();
    const viewer = { token: await bed.login('viewer'), gameId: GAME };
    expect((await page(DOMESTIC, {}, viewer)).json.code).toBe('A0301');
    expect((await call(`${DOMESTIC}/reveal`, { account: p.account, reason: '看看号码' }, viewer)).json.code).toBe(
      'A0301',
    );
    expect((await call(`${DOMESTIC}/lock`, { account: p.account, reason: '看看' }, viewer)).json.code).toBe('A0301');
    expect(p.status).toBe('normal');
    // a customer-service person on one of their own games
    const csPerson = getStore().people.find((x) => x.account === 'huangmin')!;
    const csGame = csPerson.gameIds[0];
    const q = playersOf(csGame).find((x) => x.line === 'domestic' && x.status === 'normal')!;
    const cs = { token: await bed.login('huangmin'), gameId: csGame };
    expect((await page(DOMESTIC, {}, cs)).json.code).toBe('00000');
    expect((await call(`${DOMESTIC}/lock`, { account: q.account, reason: '客服处理' }, cs)).json.code).toBe('00000');
    expect(q.status).toBe('locked');
    expect((await page(OVERSEAS, {}, cs)).json.code).toBe('A0301');
    const ops = { token: await bed.login('ops'), gameId: GAME };
    for (const base of [DOMESTIC, OG, OVERSEAS]) expect((await page(base, {}, ops)).json.code).toBe('00000');
  });
});
