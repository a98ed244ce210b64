import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import special from '../../special';
import { authorityOf } from '../../core/access';
import { getStore } from '../../core/store';
import { areaTestBed } from '../../core/testServer';

/** Channel interworking (/api/special/channelGroup) over real HTTP: the one-group rule, access, the log. */
const bed = areaTestBed([auth, special]);
const { call, lastLog } = bed;

interface Row {
  id: number;
  name: string;
  channels: string[];
  channelNames: string[];
  status: number;
  recordVersion: number;
}
interface Page<T> {
  list: T[];
  total: number;
}

const GAME = 1;
const admin = (o: { lang?: string; token?: string } = {}) => ({ token: bed.admin, gameId: GAME, ...o });
const page = (body: Record<string, unknown> = {}, o = admin()) =>
  call<Page<Row>>('/api/special/channelGroup/page', { pageNum: 1, pageSize: 50, ...body }, o);

describe('channel groups', () => {
  it('lists the seeded groups with channel names', async () => {
    const r = await page();
    expect(r.json.code).toBe('00000');
    const ov = r.json.data.list.find((g) => g.channels.includes('oppo'));
    expect(ov?.channelNames).toEqual(['OPPO', 'vivo']);
  });

  it('adds a group of free channels and logs it with its after state', async () => {
    const a = await call<{ id: number }>(
      '/api/special/channelGroup/add',
      { name: 'HM', channels: ['huawei', 'xiaomi'], note: 'n' },
      admin(),
    );
    expect(a.json.code).toBe('00000');
    expect(lastLog()).toMatchObject({ module: 'channelGroup', action: 'add', result: 'success' });
    expect(lastLog().after).toMatchObject({ id: a.json.data.id, channels: ['huawei', 'xiaomi'] });
    expect((await page({ channel: 'xiaomi' })).json.data.list.map((g) => g.name)).toEqual(['HM']);
  });

  it('refuses a channel already in another group, naming that group, in the operator language', async () => {
    const zh = await call('/api/special/channelGroup/add', { name: 'X', channels: ['huawei', 'vivo'] }, admin());
    expect(zh.json.code).toBe('A0403');
    expect(zh.json.tips).toContain('OV 互通');
    expect(zh.json.tips).toContain('vivo');
    const en = await call(
      '/api/special/channelGroup/add',
      { name: 'X', channels: ['huawei', 'vivo'] },
      admin({ lang: 'en-US' }),
    );
    expect(en.json.tips).toContain('already in the group "OV 互通"');
    expect((await page({ name: 'X' })).json.data.total).toBe(0);
  });

  it('edit logs before and after; moving a channel into a second group is refused and changes nothing', async () => {
    const ov = (await page({ channel: 'oppo' })).json.data.list[0];
    const ok = await call(
      '/api/special/channelGroup/edit',
      { id: ov.id, name: ov.name, channels: ['oppo', 'vivo', 'uc'], baseVersion: ov.recordVersion },
      admin(),
    );
    expect(ok.json.code).toBe('00000');
    expect(lastLog()).toMatchObject({ module: 'channelGroup', action: 'edit' });
    expect(lastLog().before).toMatchObject({ channels: ['oppo', 'vivo'] });
    expect(lastLog().after).toMatchObject({ channels: ['oppo', 'vivo', 'uc'] });
    const yb = (await page({ channel: 'yyb' })).json.data.list[0];
    const bad = await call(
      '/api/special/channelGroup/edit',
      { id: yb.id, name: yb.name, channels: ['yyb', 'uc'], baseVersion: yb.recordVersion },
      admin(),
    );
    expect(bad.json.code).toBe('A0403');
    expect(bad.json.tips).toContain(ov.name);
    expect((await page({ channel: 'yyb' })).json.data.list[0].channels).toEqual(['yyb', 'bilibili']);
  });

  it('refuses unknown channels and a group of one channel', async () => {
    const unknown = await call('/api/special/channelGroup/add', { name: 'U', channels: ['nope', 'huawei'] }, admin());
    expect(unknown.json.code).toBe('A0400');
    const one = await call('/api/special/channelGroup/add', { name: 'U', channels: ['huawei', 'huawei'] }, admin());
    expect(one.json.code).toBe('A0400');
  });

  it('delete frees the channels and logs the before state', async () => {
    const ov = (await page({ channel: 'oppo' })).json.data.list[0];
    expect((await call('/api/special/channelGroup/delete', { id: ov.id }, admin())).json.code).toBe('00000');
    expect(lastLog()).toMatchObject({ module: 'channelGroup', action: 'delete' });
    expect(lastLog().before).toMatchObject({ name: ov.name });
    const again = await call('/api/special/channelGroup/add', { name: 'O2', channels: ['oppo', 'huawei'] }, admin());
    expect(again.json.code).toBe('00000');
  });

  it('ops may; viewer is refused by the backend', async () => {
    const ops = await bed.login('ops');
    expect((await page({}, { token: ops, gameId: GAME })).json.code).toBe('00000');
    const viewer = await bed.login('viewer');
    expect((await page({}, { token: viewer, gameId: GAME })).json.code).toBe('A0301');
    const add = await call(
      '/api/special/channelGroup/add',
      { name: 'V', channels: ['huawei', 'xiaomi'] },
      { token: viewer, gameId: GAME },
    );
    expect(add.json.code).toBe('A0301');
    const keys = (account: string) => {
      const person = getStore().people.find((p) => p.account === account);
      if (!person) throw new Error(account);
      return authorityOf(person);
    };
    expect(keys('ops')).toEqual(
      expect.arrayContaining(['/special/channelIntercommu', '/special/channelIntercommu:add']),
    );
    expect(keys('viewer').filter((k) => k.startsWith('/special'))).toEqual([]);
  });
});
