import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import operate from '../../operate';
import { authorityOf } from '../../core/access';
import { getStore } from '../../core/store';
import { areaTestBed } from '../../core/testServer';
import { operateArea } from '../state';
import { rolloutBucket } from './rules';

/** Forced-update rules (/api/operate/updateConfig) over real HTTP: overlap refusals, the check, access, the log. */
const bed = areaTestBed([auth, operate]);
const { call, lastLog } = bed;

interface Page<T> {
  list: T[];
  total: number;
}
interface Row {
  id: number;
  platform: string;
  channel: string;
  status: number;
}
interface Check {
  ruleId: number | null;
  rule: string;
  latestVersion: string;
  forced: boolean;
  bucket: number | null;
  inRollout: boolean | null;
  update: string;
}

const GAME = 1;
/** A rule for game 1 on Android / vivo, which the seed leaves free. */
const vivo = {
  platform: 'android',
  channel: 'vivo',
  minVersion: '1.0.0',
  latestVersion: '2.0.0',
  force: 1,
  downloadUrl: 'https://dl.example.com/vivo/2.0.0.apk',
  notes: 'test',
  rollout: 100,
  status: 1,
};
const admin = (o: { lang?: string } = {}) => ({ token: bed.admin, gameId: GAME, ...o });
const add = (body: Record<string, unknown>, o = admin()) =>
  call<{ id: number }>('/api/operate/updateConfig/add', body, o);
const check = (body: Record<string, unknown>, o = admin()) => call<Check>('/api/operate/updateConfig/check', body, o);

describe('saving forced-update rules', () => {
  it('accepts a rule that overlaps nothing, lists it and logs it with its after state', async () => {
    const a = await add(vivo);
    expect(a.json?.code).toBe('00000');
    expect(lastLog()).toMatchObject({ module: 'updateConfig', action: 'add', result: 'success' });
    expect(lastLog().after).toMatchObject({ id: a.json?.data.id, channel: 'vivo', latestVersion: '2.0.0' });
    const page = await call<Page<Row>>('/api/operate/updateConfig/page', { pageNum: 1, pageSize: 50 }, admin());
    expect(page.json?.data.list.map((r) => r.id)).toContain(a.json?.data.id);
  });

  it('refuses an overlapping rule, naming the other rule in the operator language', async () => {
    const id = (await add(vivo)).json?.data.id;
    const overlapping = { ...vivo, minVersion: '1.9.5', latestVersion: '2.1.0', force: 0 };
    const zh = await add(overlapping);
    expect(zh.json?.code).toBe('A0403');
    expect(zh.json?.tips).toContain(`#${id}`);
    expect(zh.json?.tips).toContain('Android · vivo');
    expect(zh.json?.tips).toContain('1.0.0 至 2.0.0 之前 · 强制更新到 2.0.0');
    const en = await add(overlapping, admin({ lang: 'en-US' }));
    expect(en.json?.tips).toMatch(
      new RegExp(`^Overlaps the enabled rule #${id} \\(Android · vivo · 1\\.0\\.0 up to 2\\.0\\.0`),
    );
    expect(lastLog()).toMatchObject({ action: 'add', result: 'failure' });
    // a rule for every channel overlaps the seeded Huawei rule #1 (below 3.0.0)
    const all = await add({ ...vivo, channel: 'all', minVersion: '2.9', latestVersion: '3.0.1' });
    expect(all.json?.code).toBe('A0403');
    expect(all.json?.tips).toContain('#1');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a coverage starting at the other latest version', { minVersion: '2.0.0', latestVersion: '2.5' }],
    ['another platform', { platform: 'pc' }],
    ['a disabled rule', { status: 0 }],
  ])('accepts a rule that differs by %s', async (_, over) => {
    expect((await add(vivo)).json?.code).toBe('00000');
    expect((await add({ ...vivo, ...over })).json?.code).toBe('00000');
  });

  it('enabling a rule that would overlap is refused; an edit does not overlap itself', async () => {
    const id = (await add(vivo)).json?.data.id;
    const off = (await add({ ...vivo, status: 0, minVersion: '' })).json?.data.id;
    const enable = await call('/api/operate/updateConfig/enable', { id: off }, admin());
    expect(enable.json?.code).toBe('A0403');
    expect(enable.json?.tips).toContain(`#${id}`);
    const edit = await call(
      '/api/operate/updateConfig/edit',
      { ...vivo, id, latestVersion: '2.2', baseVersion: 1 },
      admin(),
    );
    expect(edit.json?.code).toBe('00000');
    expect(lastLog().before).toMatchObject({ latestVersion: '2.0.0' });
    expect(lastLog().after).toMatchObject({ latestVersion: '2.2' });
    expect((await call('/api/operate/updateConfig/disable', { id }, admin())).json?.code).toBe('00000');
    expect(lastLog()).toMatchObject({ action: 'disable', before: { status: 1 }, after: { status: 0 } });
    expect((await call('/api/operate/updateConfig/enable', { id: off }, admin())).json?.code).toBe('00000');
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['min not below latest', { minVersion: '2.0', latestVersion: '2.0.0' }, /minVersion/],
    ['an ftp link', { downloadUrl: 'ftp://dl.example.com/x.apk' }, /downloadUrl/],
    ['a link without a host', { downloadUrl: 'https://' }, /downloadUrl/],
    ['a rollout over 100', { rollout: 101 }, /rollout/],
    ['a fractional rollout', { rollout: 12.5 }, /rollout/],
    ['an unknown channel', { channel: 'nope' }, /nope/],
    ['a malformed version', { latestVersion: '2.x' }, /latestVersion/],
  ])('refuses %s with A0400', async (_, over, tips) => {
    const r = await add({ ...vivo, ...over });
    expect(r.json?.code).toBe('A0400');
    expect(r.json?.tips).toMatch(tips);
  });

  it('deletes with a log; another game neither sees nor collides with the rule', async () => {
    const id = (await add(vivo)).json?.data.id as number;
    expect((await call('/api/operate/updateConfig/get', { id }, { token: bed.admin, gameId: 3 })).json?.code).toBe(
      'A0402',
    );
    expect((await add(vivo, { token: bed.admin, gameId: 3 })).json?.code).toBe('00000');
    expect((await call('/api/operate/updateConfig/delete', { id }, admin())).json?.code).toBe('00000');
    expect(lastLog()).toMatchObject({ action: 'delete', before: { id, channel: 'vivo' } });
    expect(operateArea().updateConfig.some((r) => r.id === id)).toBe(false);
  });
});

describe('which rule applies', () => {
  it('answers the seeded Huawei rules by version: forced below 3.0.0, rollout between 3.0.0 and 3.2.0', async () => {
    const old = (await check({ platform: 'android', channel: 'huawei', version: '2.9.10' })).json?.data;
    expect(old).toMatchObject({ ruleId: 1, forced: true, update: 'forced', latestVersion: '3.0.0', inRollout: true });
    const mid = (await check({ platform: 'android', channel: 'huawei', version: '3.1' })).json?.data;
    expect(mid).toMatchObject({ ruleId: 2, forced: false, update: 'unknown', bucket: null, inRollout: null });
    expect(mid?.rule).toContain('灰度 50%');
    const fresh = (await check({ platform: 'android', channel: 'huawei', version: '3.10.0' })).json?.data;
    expect(fresh).toMatchObject({ ruleId: null, update: 'none', rule: '' });
  });

  it('answers a device in or out of the rollout by its stable bucket', async () => {
    const devices = Array.from({ length: 40 }, (_, i) => `device-${i}`);
    const inside = devices.find((d) => rolloutBucket(2, d) < 50) as string;
    const outside = devices.find((d) => rolloutBucket(2, d) >= 50) as string;
    const body = { platform: 'android', channel: 'huawei', version: '3.1.0' };
    const yes = (await check({ ...body, deviceId: inside })).json?.data;
    expect(yes).toMatchObject({ ruleId: 2, inRollout: true, update: 'optional', bucket: rolloutBucket(2, inside) });
    const no = (await check({ ...body, deviceId: outside })).json?.data;
    expect(no).toMatchObject({ ruleId: 2, inRollout: false, update: 'none' });
  });

  it('a rule for every channel answers any channel of its platform', async () => {
    const r = (await check({ platform: 'ios', channel: 'taptap', version: '3.0.9' })).json?.data;
    expect(r).toMatchObject({ ruleId: 4, update: 'forced' });
    expect((await check({ platform: 'pc', channel: 'taptap', version: '1' })).json?.data.ruleId).toBeNull();
  });
});

describe('access', () => {
  it('ops runs the screen; viewer is refused by the backend', async () => {
    const ops = await bed.login('ops');
    const page = await call<Page<Row>>(
      '/api/operate/updateConfig/page',
      { pageNum: 1, pageSize: 10 },
      { token: ops, gameId: GAME },
    );
    expect(page.json?.code).toBe('00000');
    expect((await add(vivo, { token: ops, gameId: GAME })).json?.code).toBe('00000');
    expect(lastLog()).toMatchObject({ operatorName: expect.any(String), module: 'updateConfig', result: 'success' });
    const viewer = await bed.login('viewer');
    const o = { token: viewer, gameId: GAME };
    expect((await call('/api/operate/updateConfig/page', { pageNum: 1, pageSize: 10 }, o)).json?.code).toBe('A0301');
    expect((await add({ ...vivo, channel: 'oppo' }, o)).json?.code).toBe('A0301');
    expect((await check({ platform: 'android', channel: 'huawei', version: '1' }, o)).json?.code).toBe('A0301');
  });

  it('grants the screen and its buttons to ops and admin, none to viewer', () => {
    const keys = (account: string) => {
      const person = getStore().people.find((p) => p.account === account);
      if (!person) throw new Error(account);
      return authorityOf(person);
    };
    expect(keys('ops')).toEqual(expect.arrayContaining(['/operate/updateConfig', '/operate/updateConfig:add']));
    expect(keys('admin')).toEqual(expect.arrayContaining(['/operate/updateConfig:delete']));
    expect(keys('viewer').filter((k) => k.startsWith('/operate'))).toEqual([]);
  });
});
