import { beforeEach, describe, expect, it } from 'vitest';
import auth from '../auth';
import oplog from '../oplog';
import unity from '../unity';
import { reset } from '../core/store';
import { serveEntries } from '../core/testServer';

const { call, login } = serveEntries([auth, oplog, unity]);

interface Page<T> {
  list: T[];
  total: number;
}

beforeEach(() => {
  reset();
});

describe('operation log', () => {
  it('pages newest first and filters', async () => {
    const admin = await login('admin');
    await call(
      '/api/mng/game/edit',
      { id: 2, project: '武侠二组', baseVersion: 1 },
      { token: admin, headers: { 'X-Game-Id': '2' } },
    );
    const page = await call<
      Page<{ module: string; action: string; gameId: number; time: number; after: { project: string } }>
    >('/api/mng/oplog/page', { pageNum: 1, pageSize: 5 }, { token: admin });
    expect(page.json.data.list[0]).toMatchObject({
      module: 'game',
      action: 'edit',
      gameId: 2,
      after: { project: '武侠二组' },
    });
    const times = page.json.data.list.map((e) => e.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const filtered = await call<Page<{ module: string }>>(
      '/api/mng/oplog/page',
      { pageNum: 1, pageSize: 100, module: 'game', operator: 'admin' },
      { token: admin },
    );
    expect(filtered.json.data.total).toBeGreaterThanOrEqual(1);
    expect(filtered.json.data.list.every((e) => e.module === 'game')).toBe(true);
    const viewer = await login('viewer');
    expect((await call('/api/mng/oplog/page', { pageNum: 1, pageSize: 5 }, { token: viewer })).json.code).toBe('A0301');
  });
});

describe('operation-log options', () => {
  let admin = '';
  beforeEach(async () => {
    admin = await login('admin');
  });

  it('operation-log options list every logging module with its actions', async () => {
    const o = await call<Array<{ module: string; actions: string[] }>>('/api/mng/oplog/options', {}, { token: admin });
    const map = Object.fromEntries(o.json.data.map((m) => [m.module, m.actions]));
    expect(map.commonConfig).toEqual(expect.arrayContaining(['add', 'edit', 'delete']));
    expect(map.appKey).toEqual(expect.arrayContaining(['reveal', 'rotate']));
    expect(map.menu).toEqual(expect.arrayContaining(['add', 'sort']));
    expect(map.commonConfig).not.toContain('page');
  });
});
