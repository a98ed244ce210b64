import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import devActivity from '../../devActivity';
import operate from '../../operate';
import { pauseActivity } from '../../activity';
import { playersOf } from '../../players';
import { areaTestBed } from '../../core/testServer';

process.env.MOCK_DEV_ENDPOINTS = '1';

/**
 * Bans act on the simulated players (mock/operate/stopConfig/enforce.ts): a ban in force refuses the sign-ins (login
 * scope) or payments (pay scope) of its target, which then do not happen, and the list counts them as blocked.
 */
const bed = areaTestBed([auth, operate, devActivity]);
const GAME = 1;
const call = <T = unknown>(path: string, body: unknown) => bed.call<T>(path, body, { token: bed.admin, gameId: GAME });

interface Row {
  id: number;
  target: string;
  blocked: number;
  lastBlockedAt: number | null;
}
const rowOf = async (id: number) =>
  (await call<{ list: Row[] }>('/api/operate/stopConfig/page', { pageNum: 1, pageSize: 100 })).json.data.list.find(
    (r) => r.id === id,
  );
const ban = async (targetType: string, target: string, scopes: string[]) => {
  const res = await call<{ id: number }>('/api/operate/stopConfig/add', {
    targetType,
    target,
    scopes,
    reason: '外挂',
    // an IP or device ban needs approval (docs/rules.md "Change requests"): admin bans at once (ignored for others)
    emergency: true,
    changeReason: '外挂',
  });
  expect(res.json.code).toBe('00000');
  return res.json.data.id;
};

describe('bans on the simulated activity', () => {
  it('a login ban refuses the account’s sign-ins (its last sign-in stays), counted on the ban; its payments go on', async () => {
    pauseActivity();
    const p = playersOf(GAME)[3000];
    const lastLogin = p.lastLoginAt;
    const id = await ban('account', p.account, ['login']);
    const signIn = await call('/api/__mock/activity', { kind: 'signIn', account: p.account });
    expect(signIn.json.code).not.toBe('00000');
    expect(p.lastLoginAt).toBe(lastLogin);
    const again = await call('/api/__mock/activity', { kind: 'signIn', account: p.account, device: 'dev-x' });
    expect(again.json.code).not.toBe('00000');
    const row = await rowOf(id);
    expect(row).toMatchObject({ blocked: 2 });
    expect(row?.lastBlockedAt).toEqual(expect.any(Number));
    const pay = await call('/api/__mock/activity', { kind: 'payment', account: p.account, amount: 600 });
    expect(pay.json.code).toBe('00000');
    expect((await rowOf(id))?.blocked).toBe(2);
  });

  it('a device ban refuses sign-ins from that device only; a role ban refuses that role’s payments', async () => {
    pauseActivity();
    const p = playersOf(GAME)[3001];
    const device = p.devices[0];
    const byDevice = await ban('device', device, ['login']);
    expect((await call('/api/__mock/activity', { kind: 'signIn', account: p.account, device })).json.code).not.toBe(
      '00000',
    );
    const elsewhere = await call('/api/__mock/activity', { kind: 'signIn', account: p.account, device: 'new-dev-1' });
    expect(elsewhere.json.code).toBe('00000');
    expect((await rowOf(byDevice))?.blocked).toBe(1);

    const role = p.roles[0];
    const byRole = await ban('role', role.roleId, ['pay']);
    const refused = await call('/api/__mock/activity', {
      kind: 'payment',
      account: p.account,
      roleId: role.roleId,
      amount: 3000,
    });
    expect(refused.json.code).not.toBe('00000');
    expect((await rowOf(byRole))?.blocked).toBe(1);
  });

  it('a lifted ban refuses nothing', async () => {
    pauseActivity();
    const p = playersOf(GAME)[3002];
    const id = await ban('account', p.account, ['login', 'pay']);
    expect((await call('/api/operate/stopConfig/lift', { id, reason: '误封' })).json.code).toBe('00000');
    expect((await call('/api/__mock/activity', { kind: 'signIn', account: p.account })).json.code).toBe('00000');
    expect((await rowOf(id))?.blocked).toBe(0);
  });
});
