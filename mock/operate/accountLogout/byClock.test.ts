import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_SCREENS } from '../../../src/contract/operate/sdkAccounts';
import auth from '../../auth';
import operate from '../../operate';
import { activityBetween, pauseActivity } from '../../activity';
import { advanceClock, DAY, HOUR, now } from '../../core/clock';
import { playerByAccount, playersOf, type Player } from '../../players';
import { getStore, reset } from '../../core/store';
import { serveEntries, withDevEndpoints } from '../../core/testServer';
import { logoutArea } from './state';

/**
 * Cancellations complete by the backend's clock, seen where the players are read (the SDK account screens, the
 * migration), not only on the cancellation screen; in time order with the simulated sign-ins.
 */
const server = serveEntries([auth, operate]);
const G = 1;
let admin = '';
let ops = '';
const call = <T = unknown>(path: string, body: unknown, token = ops) =>
  server.call<T>(path, body, { token, game: G, headers: { connection: 'close' } });
const completions = (account: string) =>
  getStore().oplog.filter((l) => l.module === 'accountLogout' && l.action === 'complete' && l.target.includes(account));

interface Cancellation {
  id: number;
  account: string;
  status: string;
  requestedAt: number;
  coolingOffEndAt: number;
  closedAt: number | null;
}
interface AccountRow {
  account: string;
  status: string;
  lastLoginAt: number;
}

withDevEndpoints();
beforeEach(async () => {
  reset();
  admin = await server.login('admin');
  ops = await server.login('ops');
});

/** Signs in again after a clock jump (sessions expire). */
async function relogin() {
  admin = await server.login('admin');
  ops = await server.login('ops');
}

/** The player asks (dev helper), ops approves: an approved request cooling off from now. */
async function approvedRequest(p: Player): Promise<Cancellation> {
  const asked = await call<Cancellation>(
    '/api/__mock/accountLogout/request',
    { account: p.account, reason: '不玩了' },
    admin,
  );
  expect(asked.json.code).toBe('00000');
  const approved = await call<Cancellation>('/api/operate/accountLogout/approve', { id: asked.json.data.id });
  expect(approved.json.data.status).toBe('approved');
  return approved.json.data;
}

/** The account as its own SDK-account screen lists it (its line's page, filtered by the account). */
async function sdkRow(p: Player): Promise<AccountRow> {
  const res = await call<{ list: AccountRow[] }>(`/api${ACCOUNT_SCREENS[p.line]}/page`, {
    pageNum: 1,
    pageSize: 10,
    account: p.account,
  });
  const row = res.json.data.list.find((r) => r.account === p.account);
  if (!row) throw new Error(`${p.account} is not listed`);
  return row;
}

/** Normal accounts outside the regulars with no cancellation request, for the tests to ask with. */
const candidates = () => {
  const asked = new Set(logoutArea().requests.map((r) => r.account));
  return playersOf(G).filter((p, i) => i >= 300 && p.status === 'normal' && !asked.has(p.account));
};

describe('cancellations completed by the clock', () => {
  it('show on the SDK account screen without the cancellation screen being read: locked, completed, logged by the system', async () => {
    pauseActivity();
    const p = candidates()[0];
    const r = await approvedRequest(p);
    expect((await sdkRow(p)).status).toBe('normal');

    advanceClock(15 * DAY + HOUR);
    await relogin();
    // only the SDK account screen is read
    expect((await sdkRow(p)).status).toBe('locked');
    const request = logoutArea().requests.find((x) => x.id === r.id);
    expect(request).toMatchObject({ status: 'completed', closedAt: r.coolingOffEndAt });
    const logged = completions(p.account);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      operatorName: '系统',
      time: r.coolingOffEndAt,
      before: { status: 'approved' },
      after: { status: 'completed', accountStatus: 'locked' },
    });

    // the migration refuses it, and the cancellation screen agrees without logging it again
    const other = candidates()[1];
    const migrate = await call('/api/operate/userAccountMigration/preview', { from: p.account, to: other.account });
    expect(migrate.json.code).toBe('A0403');
    expect(migrate.json.tips).toContain(p.account);
    const page = await call<{ list: Cancellation[] }>('/api/operate/accountLogout/page', {
      pageNum: 1,
      pageSize: 10,
      account: p.account,
    });
    expect(page.json.data.list[0]).toMatchObject({ status: 'completed', closedAt: r.coolingOffEndAt });
    expect(completions(p.account)).toHaveLength(1);
  });

  it('follows the stream in time order: a sign-in before the end withdraws, the end before a sign-in completes and locks', async () => {
    pauseActivity(false);
    const t0 = now();
    const end = t0 + 15 * DAY;
    const signInsOf = (account: string, from: number, to: number) =>
      activityBetween(G, from, to).filter((e) => e.kind === 'signIn' && e.account === account);
    const quiet = (p: Player, from: number, to: number) =>
      activityBetween(G, from, to).every((e) => e.account !== p.account);
    const window = activityBetween(G, t0 + 14 * DAY, t0 + 15 * DAY + 6 * HOUR);
    const pool = candidates();
    // x signs in 1 to 5 hours before the end (and not before that in the last day); y signs in 1 to 5 hours after it
    const x = pool.find((p) => {
      const first = window.find((e) => e.account === p.account);
      return first?.kind === 'signIn' && first.at > end - 5 * HOUR && first.at < end - HOUR;
    });
    const y = pool.find((p) => {
      const first = window.find((e) => e.account === p.account);
      return p !== x && first?.kind === 'signIn' && first.at > end + HOUR && first.at < end + 5 * HOUR;
    });
    if (!x || !y) throw new Error('the stream has no fitting sign-ins');
    expect(quiet(x, t0 + 14 * DAY, end - 5 * HOUR) && quiet(y, t0 + 14 * DAY, end + HOUR)).toBe(true);
    const xSignIn = signInsOf(x.account, end - 5 * HOUR, end)[0];

    const rx = await approvedRequest(x);
    const ry = await approvedRequest(y);
    const yBefore = playerByAccount(G, y.account)?.lastLoginAt ?? 0;
    expect(rx.coolingOffEndAt).toBeGreaterThan(xSignIn.at);
    expect(ry.coolingOffEndAt).toBeLessThan(signInsOf(y.account, end, end + 5 * HOUR)[0].at);

    advanceClock(15 * DAY + 6 * HOUR);
    await relogin();
    const [rowX, rowY] = [await sdkRow(x), await sdkRow(y)];
    expect(rowX).toMatchObject({ status: 'normal', lastLoginAt: expect.any(Number) });
    expect(rowX.lastLoginAt).toBeGreaterThanOrEqual(xSignIn.at);
    expect(logoutArea().requests.find((q) => q.id === rx.id)).toMatchObject({
      status: 'withdrawn',
      closedAt: xSignIn.at,
    });
    // y was locked at the end: its later sign-in did not happen
    expect(rowY).toMatchObject({ status: 'locked', lastLoginAt: yBefore });
    expect(logoutArea().requests.find((q) => q.id === ry.id)).toMatchObject({
      status: 'completed',
      closedAt: ry.coolingOffEndAt,
    });
    expect(completions(x.account)).toHaveLength(0);
    expect(completions(y.account)).toHaveLength(1);
  });
});
