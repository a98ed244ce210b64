import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import setting from '../../setting';
import { areaTestBed } from '../../core/testServer';
import { settingGamesState } from './state';

const bed = areaTestBed([auth, setting]);
const call = <T = unknown>(path: string, body: unknown, lang?: string) =>
  bed.call<T>(path, body, { token: bed.admin, lang });

interface LineRow {
  id: number;
  name: string;
  gateway: string;
  sort: number;
  region: string;
  status: number;
}
const page = async (parentGameId: number, extra: Record<string, unknown> = {}) =>
  (
    await call<{ list: LineRow[]; total: number }>('/api/setting/line/page', {
      pageNum: 1,
      pageSize: 50,
      parentGameId,
      ...extra,
    })
  ).json.data;

describe('server lines (/setting/gamesConfig/line)', () => {
  it('lists one game’s lines in sort order, filtered by name or gateway, region and status', async () => {
    const all = await page(5);
    expect(all.list.map((l) => l.name)).toEqual(['SEA-1', 'US-East', 'EU-Frankfurt', 'JP-Tokyo']);
    expect((await page(1, { region: 'HK' })).list.map((l) => l.name)).toEqual(['港澳台']);
    expect((await page(1, { name: 'gw2' })).list.map((l) => l.name)).toEqual(['联通一线']);
    expect((await page(1, { status: 0 })).total).toBe(1);
    const none = await call('/api/setting/line/page', { pageNum: 1, pageSize: 10, parentGameId: 999 });
    expect(none.json.code).toBe('A0400');
  });

  it('a game created before the lines are first read has none (the seed covers the seeded games only)', async () => {
    const add = await call<{ id: number }>('/api/setting/game/add', {
      name: '新游',
      alias: 'xinyou',
      region: 'domestic',
    });
    expect(add.json.code).toBe('00000');
    expect((await page(add.json.data.id)).total).toBe(0);
    expect((await page(1)).total).toBe(4);
  });

  it('adds a line at the end, refuses a duplicate name and a bad gateway, and logs before/after of an edit', async () => {
    const add = await call<{ id: number }>('/api/setting/line/add', {
      parentGameId: 1,
      name: '海外加速',
      region: 'SEA',
      gateway: 'https://sea.example.com:8443/gate',
    });
    expect(add.json.code).toBe('00000');
    const rows = (await page(1)).list;
    expect(rows[rows.length - 1]).toMatchObject({ name: '海外加速', sort: 50, status: 1 });
    expect(bed.lastLog()).toMatchObject({ module: 'line', action: 'add', before: null });

    const dup = await call('/api/setting/line/add', {
      parentGameId: 1,
      name: '电信一线',
      region: 'CN',
      gateway: 'a.example.cn:9000',
    });
    expect(dup.json.code).toBe('A0403');
    // the same name in another game is fine
    const other = await call('/api/setting/line/add', {
      parentGameId: 2,
      name: '海外加速',
      region: 'SEA',
      gateway: 'b.example.cn:9000',
    });
    expect(other.json.code).toBe('00000');
    for (const gateway of ['gw.example.cn', 'gw.example.cn:70000', '10.0.0.256:80', 'ftp://gw.example.cn']) {
      const bad = await call(
        '/api/setting/line/add',
        { parentGameId: 1, name: `bad ${gateway}`, region: 'CN', gateway },
        'en-US',
      );
      expect([gateway, bad.json.code]).toEqual([gateway, 'A0400']);
      expect(bad.json.tips).toContain('gateway');
    }
    const badRegion = await call('/api/setting/line/add', {
      parentGameId: 1,
      name: 'x',
      region: 'MARS',
      gateway: 'a.example.cn:1',
    });
    expect(badRegion.json.code).toBe('A0400');

    const id = add.json.data.id;
    const edit = await call('/api/setting/line/edit', { id, gateway: '10.1.2.3:7001', status: '0', baseVersion: 1 });
    expect(edit.json.code).toBe('00000');
    expect(bed.lastLog().before).toMatchObject({ gateway: 'https://sea.example.com:8443/gate', status: 1 });
    expect(bed.lastLog().after).toMatchObject({ gateway: '10.1.2.3:7001', status: 0 });
    const rename = await call('/api/setting/line/edit', { id, name: '联通一线', baseVersion: 2 });
    expect(rename.json.code).toBe('A0403');
  });

  it('reorders all lines of a game, refuses a partial order, and deletes a line', async () => {
    const ids = (await page(1)).list.map((l) => l.id);
    const reversed = [...ids].reverse();
    const ok = await call('/api/setting/line/sort', { parentGameId: 1, ids: reversed });
    expect(ok.json.code).toBe('00000');
    expect((await page(1)).list.map((l) => l.id)).toEqual(reversed);
    expect(bed.lastLog()).toMatchObject({ module: 'line', action: 'sort', result: 'success' });
    const partial = await call('/api/setting/line/sort', { parentGameId: 1, ids: reversed.slice(1) });
    expect(partial.json.code).toBe('A0400');
    const foreign = await call('/api/setting/line/sort', { parentGameId: 1, ids: [...reversed.slice(1), 99] });
    expect(foreign.json.code).toBe('A0400');

    const del = await call('/api/setting/line/delete', { id: ids[0] });
    expect(del.json.code).toBe('00000');
    expect(bed.lastLog()).toMatchObject({ module: 'line', action: 'delete', after: null });
    expect(settingGamesState().lines.some((l) => l.id === ids[0])).toBe(false);
    expect((await call('/api/setting/line/delete', { id: ids[0] })).json.code).toBe('A0402');
  });
});
