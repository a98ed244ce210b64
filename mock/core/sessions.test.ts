import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import access from '../access';
import auth from '../auth';
import dev from '../dev';
import portal from '../portal';
import { advanceClock, MINUTE, setClockOffset } from './clock';
import { SESSION_IDLE_MS, TICKET_TTL_MS } from './sessions';
import { getStore, reset } from './store';
import { serveEntries, withDevEndpoints } from './testServer';

/**
 * Sessions and portal tickets (docs/rules.md "Sign-in and sign-out", "Session expiry", "Start-up and single
 * sign-on"), through real HTTP requests: who a token or a ticket signs in, and when it stops working. The wall clock
 * stands still (only Date is faked: sockets and timers run), so the mock clock's moves are the only time that passes
 * and a limit can be met to the millisecond.
 */
const { call, login } = serveEntries([access, auth, dev, portal]);
withDevEndpoints();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  reset();
  setClockOffset(0);
});
afterEach(() => {
  setClockOffset(0);
  vi.useRealTimers();
});

const current = (token: string) => call<{ account: string }>('/api/mng/user/current', {}, { token });

/** A portal ticket for `account`, as the portal's sign-in form hands it to the console. */
async function ticketFor(account: string): Promise<string> {
  const form = await call('/portal/login', { account, password: `${account}123`, targetUrl: '/welcome' });
  expect(form.status).toBe(302);
  return new URL(form.headers.location, 'http://console.test').searchParams.get('satoken') as string;
}

const personId = (account: string) => getStore().people.find((p) => p.account === account)?.id as number;

describe('a session', () => {
  it('still answers after exactly the idle time, and ends a millisecond later', async () => {
    const token = await login('ops');
    advanceClock(SESSION_IDLE_MS);
    await login('viewer'); // a sign-in sweeps what has ended, not this one
    expect((await current(token)).json.data.account).toBe('ops');
    advanceClock(SESSION_IDLE_MS + 1);
    expect((await current(token)).json.code).toBe('A0230');
  });

  it('ends when its person is disabled, leaving other people signed in', async () => {
    const admin = await login('admin');
    const ops = await login('ops');
    const opsAgain = await login('ops');
    const viewer = await login('viewer');
    const off = await call('/api/sys/user/disable', { id: personId('ops') }, { token: admin });
    expect(off.json.code).toBe('00000');
    expect((await current(ops)).json.code).toBe('A0230');
    expect((await current(opsAgain)).json.code).toBe('A0230');
    expect((await current(viewer)).json.data.account).toBe('viewer');
    expect((await current(admin)).json.data.account).toBe('admin');
    // enabling the person again does not bring an ended session back
    expect((await call('/api/sys/user/enable', { id: personId('ops') }, { token: admin })).json.code).toBe('00000');
    expect((await current(ops)).json.code).toBe('A0230');
  });

  it('stops working at once for a person whose status is no longer enabled, however it changed', async () => {
    const token = await login('ops');
    const person = getStore().people.find((p) => p.account === 'ops');
    if (!person) throw new Error('no seeded ops');
    person.status = 0;
    expect((await current(token)).json.code).toBe('A0230');
  });

  it('of a person who no longer exists answers A0230, not a server error', async () => {
    const token = await login('ops');
    const store = getStore();
    store.people = store.people.filter((p) => p.account !== 'ops');
    const answer = await current(token);
    expect(answer.status).toBe(200);
    expect(answer.json.code).toBe('A0230');
  });

  it('keeps its remaining time across a jump of the development clock', async () => {
    const first = await login('ops');
    const second = await login('ops');
    advanceClock(SESSION_IDLE_MS - MINUTE);
    const admin = await login('admin');
    const jump = await call('/api/__mock/clock', { offsetMs: 3 * SESSION_IDLE_MS }, { token: admin });
    expect(jump.json.code).toBe('00000');
    // both had a minute left before the jump, and still have it after
    expect((await current(first)).json.data.account).toBe('ops');
    advanceClock(2 * MINUTE);
    expect((await current(second)).json.code).toBe('A0230');
  });
});

describe('a portal ticket', () => {
  it('signs in the person it was issued to', async () => {
    const ticket = await ticketFor('ops');
    const sso = await call<{ token: string }>('/api/mng/sso_login', { satoken: ticket });
    expect(sso.json.code).toBe('00000');
    expect((await current(sso.json.data.token)).json.data.account).toBe('ops');
  });

  it('still works after exactly its lifetime, and not a millisecond later', async () => {
    const kept = await ticketFor('ops');
    const late = await ticketFor('viewer');
    advanceClock(TICKET_TTL_MS);
    await login('admin'); // a sign-in sweeps what has expired, not these
    expect((await call('/api/mng/sso_login', { satoken: kept })).json.code).toBe('00000');
    advanceClock(1);
    expect((await call('/api/mng/sso_login', { satoken: late })).json.code).toBe('A0231');
  });

  it('waiting to be used survives other people signing in and other tickets being issued', async () => {
    const ticket = await ticketFor('ops');
    await login('admin');
    await ticketFor('viewer');
    advanceClock(MINUTE);
    await login('viewer');
    const sso = await call<{ token: string }>('/api/mng/sso_login', { satoken: ticket });
    expect(sso.json.code).toBe('00000');
    expect((await current(sso.json.data.token)).json.data.account).toBe('ops');
  });

  it('keeps its remaining time across a jump of the development clock', async () => {
    const admin = await login('admin');
    const ticket = await ticketFor('ops');
    const jump = await call('/api/__mock/clock', { offsetMs: 2 * TICKET_TTL_MS }, { token: admin });
    expect(jump.json.code).toBe('00000');
    expect((await call('/api/mng/sso_login', { satoken: ticket })).json.code).toBe('00000');
  });

  it('is used up by its first exchange even when that exchange was refused for a disabled account', async () => {
    const admin = await login('admin');
    const ticket = await ticketFor('ops');
    expect((await call('/api/sys/user/disable', { id: personId('ops') }, { token: admin })).json.code).toBe('00000');
    expect((await call('/api/mng/sso_login', { satoken: ticket })).json.code).toBe('A0202');
    expect((await call('/api/sys/user/enable', { id: personId('ops') }, { token: admin })).json.code).toBe('00000');
    // nobody has signed in since, so nothing swept the ticket away: it is refused because it was used
    expect((await call('/api/mng/sso_login', { satoken: ticket })).json.code).toBe('A0231');
  });
});
