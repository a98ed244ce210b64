import { beforeEach, describe, expect, it } from 'vitest';
import auth from '../auth';
import setting from '../setting';
import { getStore, reset } from '../core/store';
import { serveEntries } from '../core/testServer';

const { call, login } = serveEntries([auth, setting]);

interface Page<T> {
  list: T[];
  total: number;
}
interface Child {
  id: number;
  gameId: number;
  name: string;
  platform: string;
  type: number;
}

beforeEach(() => {
  reset();
});

describe('child games (docs/rules.md "Clients and calls")', () => {
  let admin = '';
  beforeEach(async () => {
    admin = await login('admin');
  });
  const game = (id: number) => ({ 'X-Game-Id': String(id) });

  it('pages and filters the child games of the game in X-Game-Id', async () => {
    const all = await call<Page<Child>>(
      '/api/mng/childGame/page',
      { pageNum: 1, pageSize: 10 },
      { token: admin, headers: game(1) },
    );
    expect(all.json.data.total).toBe(4);
    expect(all.json.data.list.every((c) => c.gameId === 1)).toBe(true);
    const android = await call<Page<Child>>(
      '/api/mng/childGame/page',
      { pageNum: 1, pageSize: 10, platform: 'Android' },
      { token: admin, headers: game(1) },
    );
    expect(android.json.data.total).toBe(2);
    const missing = await call('/api/mng/childGame/page', { pageNum: 1, pageSize: 10 }, { token: admin });
    expect(missing.json).toMatchObject({ code: 'A0400', tips: '参数错误：X-Game-Id 不能为空' });
  });

  it('adds with Is_Need_Child_Game_Id, takes gameId from the header, edits and deletes by id and type', async () => {
    const add = await call<{ id: number }>(
      '/api/mng/childGame/add',
      {
        name: '星海传说-OPPO',
        platform: 'Android',
        packageName: 'com.xinghai.legend.nearme',
        type: 2,
        status: '1',
        bodyChildGameId: 3,
      },
      { token: admin, headers: { ...game(1), Is_Need_Child_Game_Id: '1' } },
    );
    expect(add.json.code).toBe('00000');
    const row = getStore().childGames.find((c) => c.id === add.json.data.id)!;
    expect(row).toMatchObject({ gameId: 1, type: 2, status: 1 });
    const dup = await call(
      '/api/mng/childGame/add',
      { name: 'x', platform: 'Android', packageName: 'com.xinghai.legend.nearme', type: 1 },
      { token: admin, headers: game(1) },
    );
    expect(dup.json.code).toBe('A0403');
    const badPlatform = await call(
      '/api/mng/childGame/add',
      { name: 'x', platform: 'Symbian', packageName: 'a.b', type: 1 },
      { token: admin, headers: game(1) },
    );
    expect(badPlatform.json.tips).toBe('参数错误：platform 取值应为 Android, iOS, PC, mini-game 之一');
    await call(
      '/api/mng/childGame/edit',
      { id: row.id, name: '星海传说-OPPO 渠道', baseVersion: 1 },
      { token: admin, headers: game(1) },
    );
    expect(row.name).toBe('星海传说-OPPO 渠道');
    const otherGame = await call(
      '/api/mng/childGame/edit',
      { id: row.id, name: 'x', baseVersion: 2 },
      { token: admin, headers: game(2) },
    );
    expect(otherGame.json.code).toBe('A0402');
    expect(
      (await call('/api/mng/childGame/delete', { id: row.id, type: 1 }, { token: admin, headers: game(1) })).json.code,
    ).toBe('A0403');
    expect(
      (await call('/api/mng/childGame/delete', { id: row.id, type: 2 }, { token: admin, headers: game(1) })).json.code,
    ).toBe('00000');
    expect(getStore().childGames.some((c) => c.id === row.id)).toBe(false);
  });
});
