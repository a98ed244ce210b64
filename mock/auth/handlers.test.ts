import { beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, MINUTE } from '../core/clock';
import { SESSION_IDLE_MS } from '../core/sessions';
import { getStore, reset } from '../core/store';
import { serveEntries } from '../core/testServer';
import auth from '../auth';
import portal from '../portal';

const { call, login } = serveEntries([auth, portal]);

interface Current {
  account: string;
  phone: string;
  roles: Array<{ code: string }>;
  resources: Array<{ id: number; pid: number; name: string; path: string; type: number }>;
  authority: string[];
  loginTime: number | null;
  mustChangePassword: boolean;
}

beforeEach(() => {
  reset();
});

describe('POST /api/mng/login', () => {
  it('signs in and answers the previous sign-in time, null for a first sign-in', async () => {
    const admin = await call<{ sToken: string; loginTime: number | null }>('/api/mng/login', {
      account: 'admin',
      password: 'admin123',
    });
    expect(admin.status).toBe(200);
    expect(admin.json).toMatchObject({ code: '00000', tips: '', description: '', msg: 'success' });
    expect(admin.json.data.sToken).toMatch(/^[0-9a-f]{48}$/);
    expect(typeof admin.json.data.loginTime).toBe('number');

    const first = await call<{ loginTime: number | null }>('/api/mng/login', {
      account: 'newbie',
      password: 'newbie123',
    });
    expect(first.json.data.loginTime).toBeNull();
    const second = await call<{ loginTime: number | null }>('/api/mng/login', {
      account: 'newbie',
      password: 'newbie123',
    });
    expect(typeof second.json.data.loginTime).toBe('number');
  });

  it('refuses a wrong password or unknown account with A0210, a disabled account with A0202', async () => {
    const wrong = await call('/api/mng/login', { account: 'admin', password: 'nope' });
    expect(wrong.json).toMatchObject({ code: 'A0210', data: null, tips: '账号或密码错误' });
    const unknown = await call('/api/mng/login', { account: 'ghost', password: 'x' });
    expect(unknown.json.code).toBe('A0210');
    getStore().people.find((p) => p.account === 'viewer')!.status = 0;
    const disabled = await call('/api/mng/login', { account: 'viewer', password: 'viewer123' });
    expect(disabled.json.code).toBe('A0202');
    // a disabled account with a wrong password learns nothing more than A0210
    expect((await call('/api/mng/login', { account: 'viewer', password: 'x' })).json.code).toBe('A0210');
  });

  it('never stores a plain password', () => {
    getStore().people.forEach((p) => {
      expect(p.password.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(p)).not.toContain(`${p.account}123`);
    });
  });

  it('logs sign-ins, successful or not', async () => {
    await login('ops');
    await call('/api/mng/login', { account: 'ops', password: 'bad' });
    const logs = getStore()
      .oplog.filter((e) => e.module === 'auth' && e.operatorName === '李明')
      .slice(-2);
    expect(logs.map((e) => e.result)).toEqual(['success', 'failure']);
    expect(logs[1].message).toContain('A0210');
  });
});

describe('sessions', () => {
  it('answers A0230 for a missing, unknown or expired session', async () => {
    const none = await call('/api/mng/user/current');
    expect(none.json).toMatchObject({ code: 'A0230', tips: '登录已过期，请重新登录' });
    expect((await call('/api/mng/user/current', {}, { token: 'forged' })).json.code).toBe('A0230');
    const token = await login('admin');
    advanceClock(SESSION_IDLE_MS - MINUTE);
    expect((await call('/api/mng/user/current', {}, { token })).json.code).toBe('00000'); // slides
    advanceClock(SESSION_IDLE_MS - MINUTE);
    expect((await call('/api/mng/user/current', {}, { token })).json.code).toBe('00000');
    advanceClock(SESSION_IDLE_MS + 1);
    expect((await call('/api/mng/user/current', {}, { token })).json.code).toBe('A0230');
  });

  it('ends the session on logout', async () => {
    const token = await login('ops');
    expect((await call('/api/mng/logout', {}, { token })).json.code).toBe('00000');
    expect((await call('/api/mng/user/current', {}, { token })).json.code).toBe('A0230');
    expect((await call('/api/mng/logout', {}, { token })).json.code).toBe('A0230');
  });

  it('speaks the operator language', async () => {
    const en = await call('/api/mng/user/current', {}, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(en.json.tips).toBe('Your session has expired, please sign in again');
    const tw = await call(
      '/api/mng/login',
      { account: 'x', password: 'y' },
      { headers: { 'accept-language': 'zh-TW' } },
    );
    expect(tw.json.tips).toBe('帳號或密碼錯誤');
    const pt = await call(
      '/api/mng/login',
      { account: 'x', password: 'y' },
      { headers: { 'accept-language': 'pt-BR' } },
    );
    expect(pt.json.tips).toBe('Conta ou senha incorreta');
  });
});

describe('POST /api/mng/user/current', () => {
  it('answers the person, masked phone, roles, resources and authority', async () => {
    const token = await login('viewer');
    const { json } = await call<Current>('/api/mng/user/current', {}, { token });
    expect(json.data.account).toBe('viewer');
    expect(json.data.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(json.data.roles.map((r) => r.code)).toEqual(['viewer']);
    expect(json.data.authority).toEqual(
      expect.arrayContaining(['/welcome', '/person', '/gameSelect', '/order', '/order/flow']),
    );
    expect(json.data.authority).toContain('/order/flow:export');
    expect(json.data.authority).not.toContain('/order/flow:add');
    expect(json.data.authority.some((p) => p.startsWith('/access'))).toBe(false);
    expect(json.data.resources[0]).toEqual({
      id: expect.any(Number),
      pid: expect.any(Number),
      name: expect.any(String),
      path: expect.any(String),
      type: expect.any(Number),
    });
    expect(typeof json.data.loginTime).toBe('number');
    expect(json.data.mustChangePassword).toBe(false);
  });

  it('flags a first sign-in and clears the flag after a password change', async () => {
    const token = await login('newbie');
    const before = await call<Current>('/api/mng/user/current', {}, { token });
    expect(before.json.data).toMatchObject({ loginTime: null, mustChangePassword: true });
    expect(before.json.data.authority.sort()).toEqual(['/gameSelect', '/person', '/welcome']);
    const weak = await call(
      '/api/mng/user/changePassword',
      { oldPassword: 'newbie123', newPassword: 'short' },
      { token },
    );
    expect(weak.json).toMatchObject({ code: 'A0400', tips: '参数错误：newPassword 长度不能少于 8 个字符' });
    const wrongOld = await call(
      '/api/mng/user/changePassword',
      { oldPassword: 'x', newPassword: 'Better2026' },
      { token },
    );
    expect(wrongOld.json.code).toBe('A0403');
    const ok = await call(
      '/api/mng/user/changePassword',
      { oldPassword: 'newbie123', newPassword: 'Better2026' },
      { token },
    );
    expect(ok.json.code).toBe('00000');
    expect((await call<Current>('/api/mng/user/current', {}, { token })).json.data.mustChangePassword).toBe(false);
    expect((await call('/api/mng/login', { account: 'newbie', password: 'Better2026' })).json.code).toBe('00000');
    expect((await call('/api/mng/login', { account: 'newbie', password: 'newbie123' })).json.code).toBe('A0210');
  });
});

describe('POST /api/mng/sso_login', () => {
  it('exchanges a portal ticket once for a session', async () => {
    const form = await call('/portal/login', { account: 'ops', password: 'ops123', targetUrl: '/welcome' });
    expect(form.status).toBe(302);
    const ticket = new URL(form.headers.location, 'http://console.test').searchParams.get('satoken') as string;
    expect(ticket).toMatch(/^ST-/);
    const first = await call<{ token: string; loginTime: number | null }>('/api/mng/sso_login', { satoken: ticket });
    expect(first.json.code).toBe('00000');
    expect(first.json.data.token).toMatch(/^[0-9a-f]{48}$/);
    expect(typeof first.json.data.loginTime).toBe('number');
    expect((await call('/api/mng/user/current', {}, { token: first.json.data.token })).json.code).toBe('00000');
    const again = await call('/api/mng/sso_login', { satoken: ticket });
    expect(again.json.code).toBe('A0231');
  });

  it('refuses an unknown or expired ticket with A0231', async () => {
    expect((await call('/api/mng/sso_login', { satoken: 'ST-forged' })).json.code).toBe('A0231');
    const form = await call('/portal/login', { account: 'admin', password: 'admin123', targetUrl: '/' });
    const ticket = new URL(form.headers.location, 'http://console.test').searchParams.get('satoken') as string;
    advanceClock(5 * MINUTE + 1000);
    expect((await call('/api/mng/sso_login', { satoken: ticket })).json.code).toBe('A0231');
  });
});
