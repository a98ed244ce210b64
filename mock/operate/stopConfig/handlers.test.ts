import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import operate from '../../operate';
import { advanceClock, businessDay, DAY, now } from '../../core/clock';
import { playersOf } from '../../players';
import { getStore } from '../../core/store';
import { areaTestBed } from '../../core/testServer';
import { parseBusinessTime } from './rules';
import { operations } from '../../../src/contract';

const bed = areaTestBed([auth, operate]);
const GAME = 1;
const admin = (o: { lang?: string } = {}) => ({ token: bed.admin, gameId: GAME, ...o });
const call = <T = unknown>(path: string, body: unknown, o = admin()) => bed.call<T>(path, body, o);

interface Ban {
  id: number;
  target: string;
  status: string;
  scopes: string[];
  source: string;
}
interface Check {
  banned: boolean;
  bans: Ban[];
  known: boolean;
  players: Array<{ account: string; contact: string }>;
}
interface Preview {
  rows: Array<{ row: number; kind: string; errors: Array<{ column: string; code: string }> }>;
  validCount: number;
  token: string;
}
interface Imported {
  created: number;
  skipped: number;
  ids: number[];
}

const player = (i: number) => playersOf(GAME)[i];
const check = (targetType: string, target: string, scope: string, o = admin()) =>
  call<Check>('/api/operate/stopConfig/check', { targetType, target, scope }, o);
const logsOf = (action: string) => getStore().oplog.filter((l) => l.module === 'stopConfig' && l.action === action);

describe('bans over HTTP', () => {
  it('refuses an unknown target and a bad IP; accepts a known account and answers the check', async () => {
    const unknown = await call('/api/operate/stopConfig/add', {
      targetType: 'account',
      target: 'nobody_404',
      scopes: ['login'],
      reason: 'x',
    });
    expect(unknown.json.code).toBe('A0400');
    expect(unknown.json.tips).toContain('nobody_404');
    const badIp = await call('/api/operate/stopConfig/add', {
      targetType: 'ip',
      target: '10.0.0.300',
      scopes: ['login'],
      reason: 'x',
      // an IP ban needs approval and its reason (docs/rules.md "Change requests"); a bad IP is refused when asked
      changeReason: '测试',
    });
    expect(badIp.json.code).toBe('A0400');
    expect(badIp.json.tips).toContain('10.0.0.300');
    const p = player(100);
    expect((await check('account', p.account, 'login')).json.data.banned).toBe(false);
    const add = await call<{ id: number }>('/api/operate/stopConfig/add', {
      targetType: 'account',
      target: p.account,
      scopes: ['login', 'pay'],
      reason: '外挂',
    });
    expect(add.json.code).toBe('00000');
    const yes = await check('account', p.account, 'pay');
    expect(yes.json.data).toMatchObject({ banned: true, known: true });
    expect(yes.json.data.bans.map((b) => b.id)).toEqual([add.json.data.id]);
    // the player's contact is masked in the answer
    expect(yes.json.data.players[0].contact).toMatch(/^\d{3}\*{4}\d{4}$|^.\*{3}@/);
    expect(JSON.stringify(yes.json.data)).not.toContain(p.phone ?? p.email ?? '-');
    expect((await check('account', p.account, 'chat')).json.data.banned).toBe(false);
    const log = bed.lastLog();
    expect(log).toMatchObject({ module: 'stopConfig', action: 'add', before: null });
  });

  it('detects a duplicate, lifts with a reason (logged before/after), and the status follows the clock', async () => {
    const p = player(200);
    const body = { targetType: 'role', target: p.roles[0].roleId, scopes: ['chat'], reason: '辱骂' };
    const start = now() + 3_600_000;
    const first = await call<{ id: number }>('/api/operate/stopConfig/add', {
      ...body,
      startAt: start,
      endAt: start + 86_400_000,
    });
    expect(first.json.code).toBe('00000');
    const dup = await call('/api/operate/stopConfig/add', body);
    // permanent from now: overlaps the scheduled one
    expect(dup.json.code).toBe('A0403');
    const id = first.json.data.id;
    // a fresh session after each move of the clock (sessions expire with it)
    const get = async () => {
      const token = await bed.login('admin');
      return (await call<Ban>('/api/operate/stopConfig/get', { id }, { token, gameId: GAME })).json.data.status;
    };
    expect(await get()).toBe('scheduled');
    advanceClock(2 * 3_600_000);
    expect(await get()).toBe('active');
    advanceClock(86_400_000);
    expect(await get()).toBe('expired');
    const token = await bed.login('admin');
    const late = await call('/api/operate/stopConfig/lift', { id, reason: 'x' }, { token, gameId: GAME });
    expect(late.json.code).toBe('A0403');
  });

  it('refuses a duplicate of an active ban naming it', async () => {
    const p = player(300);
    // a device ban needs approval (docs/rules.md "Change requests"): admin bans at once; a duplicate is refused anyway
    const body = {
      targetType: 'device',
      target: p.devices[0],
      scopes: ['login'],
      reason: '工作室',
      emergency: true,
      changeReason: '工作室设备',
    };
    const first = await call<{ id: number }>('/api/operate/stopConfig/add', body);
    const again = await call('/api/operate/stopConfig/add', { ...body, scopes: ['login', 'pay'] });
    expect(again.json.code).toBe('A0403');
    expect(again.json.tips).toContain(`#${first.json.data.id}`);
    const lift = await call('/api/operate/stopConfig/lift', { id: first.json.data.id, reason: '误封' });
    expect(lift.json.code).toBe('00000');
    const log = bed.lastLog();
    expect(log).toMatchObject({ action: 'lift' });
    expect(log.before).toMatchObject({ status: 'active' });
    expect(log.after).toMatchObject({ status: 'lifted', liftReason: '误封' });
    expect((await check('device', p.devices[0], 'login')).json.data.banned).toBe(false);
    expect((await call('/api/operate/stopConfig/add', body)).json.code).toBe('00000');
  });

  it('imports exactly the valid rows of a CSV, one log entry per created ban', async () => {
    const [a, b, c] = [player(1), player(2), player(3)];
    await call('/api/operate/stopConfig/add', {
      targetType: 'account',
      target: c.account,
      scopes: ['pay'],
      reason: 'x',
    });
    const csv = [
      'targetType,target,scopes,start,end,reason',
      `account,${a.account},login,,,外挂`,
      'account,nobody_404,login,,,外挂',
      `account,${c.account},pay|chat,,,重复`,
      `role,${b.roles[0].roleId},chat,not-a-date,,刷屏`,
      `ip,116.1.2.3,register,,,代理`,
    ].join('\n');
    const preview = await call<Preview>('/api/operate/stopConfig/importPreview', { csv });
    expect(preview.json.data.rows.map((r) => r.kind)).toEqual([
      'valid',
      'unknownTarget',
      'duplicate',
      'invalid',
      'valid',
    ]);
    expect(preview.json.data.rows[3].errors).toEqual([expect.objectContaining({ column: 'start', code: 'badTime' })]);
    const logs = logsOf('import').length;
    const imported = await call<Imported>('/api/operate/stopConfig/import', { csv, token: preview.json.data.token });
    expect(imported.json.data).toMatchObject({ created: 2, skipped: 3 });
    expect(logsOf('import').length - logs).toBe(2);
    expect((await check('account', a.account, 'login')).json.data.banned).toBe(true);
    expect((await check('ip', '116.1.2.3', 'register')).json.data.banned).toBe(true);
    expect((await check('account', 'nobody_404', 'login')).json.data).toMatchObject({ banned: false, known: false });
    // the same preview again: its rows are duplicates now, so it is stale
    const stale = await call('/api/operate/stopConfig/import', { csv, token: preview.json.data.token });
    expect(stale.json.code).toBe('A0403');
    // previewed again: nothing left to import
    const fresh = await call<Preview>('/api/operate/stopConfig/importPreview', { csv });
    expect(fresh.json.data.validCount).toBe(0);
    const again = await call('/api/operate/stopConfig/import', { csv, token: fresh.json.data.token });
    expect(again.json.code).toBe('A0400');
    expect(logsOf('import').length - logs).toBe(2);
  });

  it('imports only what its preview showed: a duplicate whose ban was lifted since is refused, preview again', async () => {
    const [a, c] = [player(11), player(13)];
    const other = await call<{ id: number }>('/api/operate/stopConfig/add', {
      targetType: 'account',
      target: c.account,
      scopes: ['pay'],
      reason: '先封',
    });
    const csv = [
      'targetType,target,scopes,start,end,reason',
      `account,${a.account},login,,,外挂`,
      `account,${c.account},pay,,,重复`,
    ].join('\n');
    const preview = (await call<Preview>('/api/operate/stopConfig/importPreview', { csv })).json.data;
    expect(preview.rows.map((r) => r.kind)).toEqual(['valid', 'duplicate']);
    // the same file and state: the same token
    expect((await call<Preview>('/api/operate/stopConfig/importPreview', { csv })).json.data.token).toBe(preview.token);

    // meanwhile the other ban is lifted: row 3 would be valid now, but the operator saw it as a duplicate
    await call('/api/operate/stopConfig/lift', { id: other.json.data.id, reason: '误封' });
    const logs = logsOf('import').length;
    const refused = await call<Imported>('/api/operate/stopConfig/import', { csv, token: preview.token });
    expect(refused.json.code).toBe('A0403');
    expect(refused.json.tips).toContain('重新预览');
    expect(logsOf('import').length).toBe(logs);
    expect((await check('account', a.account, 'login')).json.data.banned).toBe(false);
    expect((await check('account', c.account, 'pay')).json.data.banned).toBe(false);
    const english = await call(
      '/api/operate/stopConfig/import',
      { csv, token: preview.token },
      admin({ lang: 'en-US' }),
    );
    expect(english.json.tips).toContain('preview again');
    // a token of another file does not do either
    const edited = csv.replace('外挂', '脚本');
    expect((await call('/api/operate/stopConfig/import', { csv: edited, token: preview.token })).json.code).toBe(
      'A0403',
    );

    // previewed again: both rows valid, and the import saves both, one log entry each
    const fresh = (await call<Preview>('/api/operate/stopConfig/importPreview', { csv })).json.data;
    expect(fresh.rows.map((r) => r.kind)).toEqual(['valid', 'valid']);
    expect(fresh.token).not.toBe(preview.token);
    const done = await call<Imported>('/api/operate/stopConfig/import', { csv, token: fresh.token });
    expect(done.json.data).toMatchObject({ created: 2, skipped: 0 });
    expect(logsOf('import').length - logs).toBe(2);
    expect((await check('account', c.account, 'pay')).json.data.banned).toBe(true);
  });

  it('imports only the start times its preview showed: a row whose start was edited since is refused', async () => {
    const a = player(21);
    const day = businessDay(now() + 2 * DAY);
    const csvAt = (time: string) =>
      ['targetType,target,scopes,start,end,reason', `account,${a.account},login,${day} ${time},,外挂`].join('\n');
    const previewed = csvAt('10:00');
    const preview = (await call<Preview>('/api/operate/stopConfig/importPreview', { csv: previewed })).json.data;
    expect(preview.rows.map((r) => r.kind)).toEqual(['valid']);
    // the operator edits the start in the file after the preview and confirms with the preview's token
    const edited = csvAt('11:30');
    const edit = (await call<Preview>('/api/operate/stopConfig/importPreview', { csv: edited })).json.data;
    expect(edit.rows.map((r) => r.kind)).toEqual(['valid']);
    const logs = logsOf('import').length;
    const refused = await call<Imported>('/api/operate/stopConfig/import', { csv: edited, token: preview.token });
    expect(refused.json.code).toBe('A0403');
    expect(refused.json.tips).toContain('重新预览');
    expect(logsOf('import').length).toBe(logs);
    // previewed again, the edited start is what is saved
    const done = await call<Imported>('/api/operate/stopConfig/import', { csv: edited, token: edit.token });
    expect(done.json.data).toMatchObject({ created: 1, skipped: 0 });
    const saved = await call<{ startAt: number }>('/api/operate/stopConfig/get', { id: done.json.data.ids[0] });
    expect(saved.json.data.startAt).toBe(parseBusinessTime(`${day} 11:30`));
  });

  it('lists with filters: status follows the clock, scope, target', async () => {
    const p = player(400);
    const other = player(401);
    for (const target of [p.account, other.account])
      await call('/api/operate/stopConfig/add', {
        targetType: 'account',
        target,
        scopes: ['chat'],
        reason: 'x',
        endAt: now() + 3_600_000,
      });
    const list = async (filters: Record<string, string>, token = bed.admin) =>
      (
        await call<{ list: Ban[]; total: number }>(
          '/api/operate/stopConfig/page',
          { pageNum: 1, pageSize: 50, target: p.account, ...filters },
          { token, gameId: GAME },
        )
      ).json.data;
    const active = await list({ scope: 'chat', status: 'active' });
    expect(active.total).toBe(1);
    expect(active.list[0]).toMatchObject({ target: p.account, status: 'active', source: 'manual' });
    expect((await list({ scope: 'pay' })).total).toBe(0);
    expect((await list({ status: 'expired' })).total).toBe(0);
    // two hours later (a fresh session: sessions expire with the clock) the same ban lists as expired, not active
    advanceClock(2 * 3_600_000);
    const token = await bed.login('admin');
    expect((await list({ scope: 'chat', status: 'active' }, token)).total).toBe(0);
    const expired = await list({ scope: 'chat', status: 'expired' }, token);
    expect(expired.total).toBe(1);
    expect(expired.list[0]).toMatchObject({ target: p.account, status: 'expired' });
  });

  it('lets ops in and refuses viewer on every endpoint', async () => {
    const ops = await bed.login('ops');
    const viewer = await bed.login('viewer');
    const page = { pageNum: 1, pageSize: 10 };
    expect((await call('/api/operate/stopConfig/page', page, { token: ops, gameId: GAME })).json.code).toBe('00000');
    const p = player(500);
    const body = { targetType: 'account', target: p.account, scopes: ['login'], reason: 'x' };
    const added = await call<{ id: number }>('/api/operate/stopConfig/add', body, { token: ops, gameId: GAME });
    expect(added.json.code).toBe('00000');
    // every endpoint of the bans screen, read from the contract itself: ops passes the grant check, viewer does not
    const paths = operations()
      .filter(([, o]) => o['x-screen'] === '/operate/stopConfig')
      .map(([path]) => path);
    expect(paths.length).toBe(8);
    const any = { ...page, ...body, id: added.json.data.id, scope: 'login', csv: 'a', token: 'x' };
    for (const path of paths) {
      expect((await call(path, any, { token: viewer, gameId: GAME })).json.code, path).toBe('A0301');
      expect((await call(path, any, { token: ops, gameId: GAME })).json.code, path).not.toBe('A0301');
    }
  });
});
