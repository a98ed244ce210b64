import { beforeEach, describe, expect, it } from 'vitest';
import auth from '../auth';
import games from '../games';
import unity from '../unity';
import { getStore, reset } from '../core/store';
import { serveEntries } from '../core/testServer';

const { call, login } = serveEntries([auth, games, unity]);

interface GameRow {
  id: number;
  name: string;
  alias: string;
  icon: string;
  region: string;
  childGameCount: number;
}
interface Page<T> {
  list: T[];
  total: number;
}

beforeEach(() => {
  reset();
});

describe('parent games and access', () => {
  it('adds a game for its creator and the admins, refuses deleting one with child games', async () => {
    const admin = await login('admin');
    const add = await call<{ id: number }>(
      '/api/mng/game/add',
      {
        name: '龙域战纪',
        alias: 'lyzj',
        region: 'domestic',
        entity: '上海星游网络科技有限公司',
        project: '星海项目组',
      },
      { token: admin },
    );
    expect(add.json.code).toBe('00000');
    const zhangwei = getStore().people.find((p) => p.account === 'zhangwei')!;
    expect(zhangwei.gameIds).toContain(add.json.data.id);
    expect(
      (
        await call(
          '/api/mng/game/add',
          { name: 'x', alias: 'lyzj', region: 'domestic', entity: 'e', project: 'p' },
          { token: admin },
        )
      ).json.code,
    ).toBe('A0403');
    expect((await call('/api/mng/game/delete', { id: 1 }, { token: admin })).json.tips).toBe(
      '该游戏下仍有 4 个子游戏，不能删除',
    );
    expect((await call('/api/mng/game/delete', { id: add.json.data.id }, { token: admin })).json.code).toBe('00000');
    const page = await call<Page<GameRow>>(
      '/api/mng/game/page',
      { pageNum: 1, pageSize: 10, region: 'overseas' },
      { token: admin },
    );
    expect(page.json.data.list.map((g) => g.alias)).toEqual(['cosmic_raiders']);
  });

  it('sets which games a person may use', async () => {
    const admin = await login('admin');
    const newbie = getStore().people.find((p) => p.account === 'newbie')!;
    await call('/api/mng/game/access/set', { personId: newbie.id, gameIds: [3, 1], baseVersion: 1 }, { token: admin });
    expect(newbie.gameIds).toEqual([1, 3]);
    const list = await call<Page<{ account: string; gameIds: number[]; allGames: boolean }>>(
      '/api/mng/game/access/list',
      { pageNum: 1, pageSize: 50, filterGameId: 3 },
      { token: admin },
    );
    expect(list.json.data.list.find((r) => r.account === 'newbie')!.gameIds).toEqual([1, 3]);
    expect(list.json.data.list.find((r) => r.account === 'admin')!.allGames).toBe(true);
    // the filter keeps only people who may use game 3
    expect(list.json.data.list.every((r) => r.allGames || r.gameIds.includes(3))).toBe(true);
    const viewer = getStore().people.find((p) => p.account === 'viewer')!;
    expect(list.json.data.list.some((r) => r.account === 'viewer')).toBe(viewer.gameIds.includes(3));
    const { json } = await call<GameRow[]>('/api/mng/game/myList', {}, { token: await login('newbie') });
    expect(json.data.map((g) => g.id)).toEqual([1, 3]);
  });
});
