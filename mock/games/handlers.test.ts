import { beforeEach, describe, expect, it } from 'vitest';
import { getStore, reset } from '../core/store';
import { call, login } from '../core/harness';

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

describe('POST /api/mng/game/myList', () => {
  it('answers the games each person may use, with child-game counts', async () => {
    const counts: Record<string, number> = { admin: 5, ops: 3, viewer: 2, newbie: 1 };
    for (const account of Object.keys(counts)) {
      const { json } = await call<GameRow[]>('/api/mng/game/myList', {}, { token: await login(account) });
      expect(json.data, account).toHaveLength(counts[account]);
    }
    const { json } = await call<GameRow[]>('/api/mng/game/myList', {}, { token: await login('admin') });
    expect(json.data.map((g) => g.name)).toEqual(['星海传说', '剑影江湖', '萌宠物语', '三国霸业', 'Cosmic Raiders']);
    expect(json.data[0]).toMatchObject({ alias: 'xhcs', region: 'domestic', childGameCount: 4 });
    expect(json.data[0].icon).toMatch(/^data:image\/svg\+xml/);
    expect(json.data[4].region).toBe('overseas');
  });
});

describe('child games (spec §7)', () => {
  let admin = '';
  beforeEach(async () => {
    admin = await login('admin');
  });
  const game = (id: number) => ({ 'X-Game-Id': String(id) });

  it('pages and filters the child games of the game in X-Game-Id', async () => {
    const all = await call<Page<Child>>('/api/mng/childGame/page', { pageNum: 1, pageSize: 10 }, { token: admin, headers: game(1) });
    expect(all.json.data.total).toBe(4);
    expect(all.json.data.list.every((c) => c.gameId === 1)).toBe(true);
    const android = await call<Page<Child>>('/api/mng/childGame/page', { pageNum: 1, pageSize: 10, platform: 'Android' }, { token: admin, headers: game(1) });
    expect(android.json.data.total).toBe(2);
    const missing = await call('/api/mng/childGame/page', { pageNum: 1, pageSize: 10 }, { token: admin });
    expect(missing.json).toMatchObject({ code: 'A0400', tips: '参数错误：X-Game-Id 不能为空' });
  });

  it('adds with Is_Need_Child_Game_Id, takes gameId from the header, edits and deletes by id and type', async () => {
    const add = await call<{ id: number }>(
      '/api/mng/childGame/add',
      { name: '星海传说-OPPO', platform: 'Android', packageName: 'com.xinghai.legend.nearme', type: 2, status: '1', bodyChildGameId: 3 },
      { token: admin, headers: { ...game(1), Is_Need_Child_Game_Id: '1' } },
    );
    expect(add.json.code).toBe('00000');
    const row = getStore().childGames.find((c) => c.id === add.json.data.id)!;
    expect(row).toMatchObject({ gameId: 1, type: 2, status: 1 });
    const dup = await call('/api/mng/childGame/add', { name: 'x', platform: 'Android', packageName: 'com.xinghai.legend.nearme', type: 1 }, { token: admin, headers: game(1) });
    expect(dup.json.code).toBe('A0403');
    const badPlatform = await call('/api/mng/childGame/add', { name: 'x', platform: 'Symbian', packageName: 'a.b', type: 1 }, { token: admin, headers: game(1) });
    expect(badPlatform.json.tips).toBe('参数错误：platform 取值应为 Android, iOS, PC, mini-game 之一');
    await call('/api/mng/childGame/edit', { id: row.id, name: '星海传说-OPPO 渠道' }, { token: admin, headers: game(1) });
    expect(row.name).toBe('星海传说-OPPO 渠道');
    const otherGame = await call('/api/mng/childGame/edit', { id: row.id, name: 'x' }, { token: admin, headers: game(2) });
    expect(otherGame.json.code).toBe('A0402');
    expect((await call('/api/mng/childGame/delete', { id: row.id, type: 1 }, { token: admin, headers: game(1) })).json.code).toBe('A0403');
    expect((await call('/api/mng/childGame/delete', { id: row.id, type: 2 }, { token: admin, headers: game(1) })).json.code).toBe('00000');
    expect(getStore().childGames.some((c) => c.id === row.id)).toBe(false);
  });

  it('answers the drop-down for the current game, and refuses games the person may not use', async () => {
    const newbie = await login('newbie');
    const drop = await call<Array<{ id: number; name: string; platform: string }>>('/api/mng/childGame/dropDownList', {}, { token: newbie, headers: game(1) });
    expect(drop.json.data).toHaveLength(4);
    expect(Object.keys(drop.json.data[0]).sort()).toEqual(['id', 'name', 'platform']);
    const notMine = await call<unknown[]>('/api/mng/childGame/dropDownList', {}, { token: newbie, headers: game(2) });
    expect(notMine.json.data).toEqual([]);
    const ops = await login('ops');
    const opsPage = await call('/api/mng/childGame/page', { pageNum: 1, pageSize: 10 }, { token: ops, headers: game(1) });
    expect(opsPage.json.code).toBe('A0301');
    const viewer = getStore().people.find((p) => p.account === 'viewer')!;
    getStore().roles.find((r) => r.code === 'viewer')!.resourceIds.push(
      getStore().resources.find((r) => r.path === '/api/mng/childGame/page')!.id,
    );
    const vt = await login('viewer');
    const notAllowedGame = await call('/api/mng/childGame/page', { pageNum: 1, pageSize: 10 }, { token: vt, headers: game(2) });
    expect(notAllowedGame.json).toMatchObject({ code: 'A0301', tips: '你没有该游戏的使用权限' });
    expect(viewer.gameIds).not.toContain(2);
  });
});

describe('parent games and access', () => {
  it('adds a game for its creator and the admins, refuses deleting one with child games', async () => {
    const admin = await login('admin');
    const add = await call<{ id: number }>('/api/mng/game/add', { name: '龙域战纪', alias: 'lyzj', region: 'domestic', entity: '上海星游网络科技有限公司', project: '星海项目组' }, { token: admin });
    expect(add.json.code).toBe('00000');
    const zhangwei = getStore().people.find((p) => p.account === 'zhangwei')!;
    expect(zhangwei.gameIds).toContain(add.json.data.id);
    expect((await call('/api/mng/game/add', { name: 'x', alias: 'lyzj', region: 'domestic', entity: 'e', project: 'p' }, { token: admin })).json.code).toBe('A0403');
    expect((await call('/api/mng/game/delete', { id: 1 }, { token: admin })).json.tips).toBe('该游戏下仍有 4 个子游戏，不能删除');
    expect((await call('/api/mng/game/delete', { id: add.json.data.id }, { token: admin })).json.code).toBe('00000');
    const page = await call<Page<GameRow>>('/api/mng/game/page', { pageNum: 1, pageSize: 10, region: 'overseas' }, { token: admin });
    expect(page.json.data.list.map((g) => g.alias)).toEqual(['cosmic_raiders']);
  });

  it('sets which games a person may use', async () => {
    const admin = await login('admin');
    const newbie = getStore().people.find((p) => p.account === 'newbie')!;
    await call('/api/mng/game/access/set', { personId: newbie.id, gameIds: [3, 1] }, { token: admin });
    expect(newbie.gameIds).toEqual([1, 3]);
    const list = await call<Page<{ account: string; gameIds: number[]; allGames: boolean }>>('/api/mng/game/access/list', { pageNum: 1, pageSize: 50, filterGameId: 3 }, { token: admin });
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

describe('operation log', () => {
  it('pages newest first and filters', async () => {
    const admin = await login('admin');
    await call('/api/mng/game/edit', { id: 2, project: '武侠二组' }, { token: admin, headers: { 'X-Game-Id': '2' } });
    const page = await call<Page<{ module: string; action: string; gameId: number; time: number; after: { project: string } }>>(
      '/api/mng/oplog/page',
      { pageNum: 1, pageSize: 5 },
      { token: admin },
    );
    expect(page.json.data.list[0]).toMatchObject({ module: 'game', action: 'edit', gameId: 2, after: { project: '武侠二组' } });
    const times = page.json.data.list.map((e) => e.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const filtered = await call<Page<{ module: string }>>('/api/mng/oplog/page', { pageNum: 1, pageSize: 100, module: 'game', operator: 'admin' }, { token: admin });
    expect(filtered.json.data.total).toBeGreaterThanOrEqual(1);
    expect(filtered.json.data.list.every((e) => e.module === 'game')).toBe(true);
    const viewer = await login('viewer');
    expect((await call('/api/mng/oplog/page', { pageNum: 1, pageSize: 5 }, { token: viewer })).json.code).toBe('A0301');
  });
});
