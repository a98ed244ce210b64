import { beforeEach, describe, expect, it } from 'vitest';
import auth from '../../auth';
import operate from '../../operate';
import { type ActivityEvent, activityBetween, pauseActivity } from '../../activity';
import { advanceClock, DAY, HOUR, MINUTE, now } from '../../core/clock';
import { playerByAccount, playersOf } from '../../players';
import { getStore, reset } from '../../core/store';
import { serveEntries, withDevEndpoints } from '../../core/testServer';

/**
 * Cancellations over HTTP: approve / reject, completion when the cooling-off ends on the backend's clock (the SDK
 * account locked, logged once), withdrawal by a sign-in during the cooling-off, access.
 */
const server = serveEntries([auth, operate]);
const G = 1;
let admin = '';
let ops = '';
const call = <T = unknown>(path: string, body: unknown, token = ops, lang?: string) =>
  // a fresh connection per call: on a loaded machine a kept-alive socket may be closed under the next request
  server.call<T>(path, body, { token, game: G, lang, headers: { connection: 'close' } });
const logsOf = (action: string) =>
  getStore().oplog.filter((l) => l.module === 'accountLogout' && l.action === action && l.gameId === G);

interface Row {
  id: number;
  account: string;
  status: string;
  requestedAt: number;
  coolingOffEndAt: number;
  closedAt: number | null;
  accountStatus: string;
  contact: string;
  rejectReason: string;
}

withDevEndpoints();
beforeEach(async () => {
  reset();
  // only the sign-ins a test makes count (the stream's own sign-ins have their test below)
  pauseActivity();
  admin = await server.login('admin');
  ops = await server.login('ops');
});

const page = async (filters: Record<string, unknown> = {}, token = ops) =>
  (
    await call<{ list: Row[]; total: number }>(
      '/api/operate/accountLogout/page',
      { pageNum: 1, pageSize: 100, ...filters },
      token,
    )
  ).json.data;
/** A fresh request by a player who has none (the dev helper, as admin). */
const ask = async (i: number) =>
  (await call<Row>('/api/__mock/accountLogout/request', { account: playersOf(G)[i].account, reason: '不玩了' }, admin))
    .json.data;

describe('cancellation requests', () => {
  it('list the seed with a 15-day cooling-off, contacts masked; completes the seeded approved ones past it', async () => {
    const rows = (await page()).list;
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      expect(r.coolingOffEndAt - r.requestedAt).toBe(15 * DAY);
      expect(r.contact).toMatch(/\*{3,4}/);
    }
    const statuses = new Set(rows.map((r) => r.status));
    for (const s of ['pending', 'approved', 'rejected', 'withdrawn', 'completed']) expect(statuses).toContain(s);
    for (const r of rows.filter((x) => x.status === 'completed')) expect(r.accountStatus).toBe('locked');
    const completed = logsOf('complete').length;
    expect(completed).toBe(rows.filter((r) => r.status === 'completed').length);
    await page();
    expect(logsOf('complete')).toHaveLength(completed);
  });

  it('an approved request completes when the clock passes the cooling-off: account locked, logged once', async () => {
    const r = await ask(11);
    expect(r).toMatchObject({ status: 'pending', accountStatus: 'normal' });
    const approved = await call<Row>('/api/operate/accountLogout/approve', { id: r.id });
    expect(approved.json.data.status).toBe('approved');
    expect(getStore().oplog.at(-1)).toMatchObject({
      module: 'accountLogout',
      action: 'approve',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    advanceClock(15 * DAY - HOUR);
    ops = await server.login('ops');
    expect((await page({ account: r.account })).list[0].status).toBe('approved');
    expect(playerByAccount(G, r.account)?.status).toBe('normal');
    advanceClock(2 * HOUR);
    ops = await server.login('ops');
    const done = (await page({ account: r.account })).list[0];
    expect(done).toMatchObject({ status: 'completed', closedAt: r.coolingOffEndAt, accountStatus: 'locked' });
    expect(playerByAccount(G, r.account)?.status).toBe('locked');
    await page({ account: r.account });
    const entries = logsOf('complete').filter((l) => l.target.includes(r.account));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operatorName: '系统',
      before: { status: 'approved' },
      after: { status: 'completed' },
    });
    // completed: nothing more to decide, and the player cannot ask again
    expect((await call('/api/operate/accountLogout/reject', { id: r.id, reason: 'x' })).json.code).toBe('A0403');
    admin = await server.login('admin');
    const again = await call('/api/__mock/accountLogout/request', { account: r.account, reason: '再来' }, admin);
    expect(again.json.tips).toBe(`账号 ${r.account} 已注销`);
  });

  it('a sign-in during the cooling-off withdraws the request, even when read after the end', async () => {
    const r = await ask(12);
    await call('/api/operate/accountLogout/approve', { id: r.id });
    advanceClock(3 * DAY);
    admin = await server.login('admin');
    const signedIn = await call<{ lastLoginAt: number }>(
      '/api/__mock/accountLogout/signIn',
      { account: r.account },
      admin,
    );
    expect(signedIn.json.data.lastLoginAt).toBe(playerByAccount(G, r.account)?.lastLoginAt);
    advanceClock(20 * DAY);
    ops = await server.login('ops');
    const row = (await page({ account: r.account })).list[0];
    expect(row).toMatchObject({
      status: 'withdrawn',
      closedAt: signedIn.json.data.lastLoginAt,
      accountStatus: 'normal',
    });
    expect(logsOf('withdraw').filter((l) => l.target.includes(r.account))).toHaveLength(1);
    expect(logsOf('complete').filter((l) => l.target.includes(r.account))).toHaveLength(0);
    // a pending one too
    admin = await server.login('admin');
    const p = await ask(13);
    advanceClock(HOUR);
    await call('/api/__mock/accountLogout/signIn', { account: p.account }, admin);
    expect((await page({ account: p.account })).list[0].status).toBe('withdrawn');
  });

  it('a sign-in of the simulated activity during the cooling-off withdraws the request at that sign-in', async () => {
    pauseActivity(false);
    // an account the stream signs in within the next six hours, first a minute or more from now: the request (asked
    // now, the clock running) comes before that sign-in and after none of the account's others
    const start = now();
    const first = new Map<string, ActivityEvent>();
    for (const e of activityBetween(G, start, start + 6 * HOUR)) {
      if (e.kind === 'signIn' && !first.has(e.account)) first.set(e.account, e);
    }
    const signIn = [...first.values()].find(
      (e) => e.at >= start + MINUTE && playersOf(G).findIndex((p) => p.account === e.account) > 20,
    );
    if (!signIn) throw new Error('the stream has no sign-in in six hours');
    const index = playersOf(G).findIndex((p) => p.account === signIn.account);
    const r = await ask(index);
    expect(r.status).toBe('pending');
    advanceClock(7 * HOUR);
    ops = await server.login('ops');
    const row = (await page({ account: r.account })).list[0];
    expect(row).toMatchObject({ status: 'withdrawn', closedAt: signIn.at });
    expect(logsOf('withdraw').filter((l) => l.target.includes(r.account))).toHaveLength(1);
  });

  it('rejects with a reason only; decides pending requests only; messages in the operator’s language', async () => {
    const r = await ask(14);
    const noReason = await call('/api/operate/accountLogout/reject', { id: r.id, reason: '' }, ops, 'en-US');
    expect(noReason.json.code).toBe('A0400');
    expect(noReason.json.tips).toContain('reason');
    const rejected = await call<Row>('/api/operate/accountLogout/reject', { id: r.id, reason: '有未完成订单' });
    expect(rejected.json.data).toMatchObject({ status: 'rejected', rejectReason: '有未完成订单' });
    expect(getStore().oplog.at(-1)).toMatchObject({
      action: 'reject',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
    const late = await call('/api/operate/accountLogout/approve', { id: r.id }, ops, 'en-US');
    expect(late.json).toMatchObject({
      code: 'A0403',
      tips: `Cancellation request #${r.id} is “rejected”: only pending requests can be decided`,
    });
    const missing = await call('/api/operate/accountLogout/approve', { id: 99999 });
    expect(missing.json.code).toBe('A0402');
    const twice = await call(
      '/api/__mock/accountLogout/request',
      { account: (await ask(15)).account, reason: 'x' },
      admin,
    );
    expect(twice.json.code).toBe('A0403');
  });

  it('refuses viewer and the players’ simulation to anyone but admin', async () => {
    const viewer = await server.login('viewer');
    expect((await call('/api/operate/accountLogout/page', { pageNum: 1, pageSize: 5 }, viewer)).json.code).toBe(
      'A0301',
    );
    expect((await call('/api/operate/accountLogout/approve', { id: 1 }, viewer)).json.code).toBe('A0301');
    const asOps = await call('/api/__mock/accountLogout/signIn', { account: playersOf(G)[1].account }, ops);
    expect(asOps.json.code).toBe('A0301');
    expect(now()).toBeGreaterThan(0);
  });
});
