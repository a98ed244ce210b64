import { beforeEach, describe, expect, it } from 'vitest';
import auth from '../auth';
import games from '../games';
import setting from '../setting';
import { getStore, reset } from '../core/store';
import { serveEntries } from '../core/testServer';

const { call, login } = serveEntries([auth, games, setting]);

interface GameRow {
  id: number;
  name: string;
  alias: string;
  icon: string;
  region: string;
  childGameCount: number;
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

describe('the child-game drop-down', () => {
  const game = (id: number) => ({ 'X-Game-Id': String(id) });

  it('answers the drop-down for the current game, and refuses games the person may not use', async () => {
    const newbie = await login('newbie');
    const drop = await call<Array<{ id: number; name: string; platform: string }>>(
      '/api/mng/childGame/dropDownList',
      {},
      { token: newbie, headers: game(1) },
    );
    expect(drop.json.data).toHaveLength(4);
    expect(Object.keys(drop.json.data[0]).sort()).toEqual(['id', 'name', 'platform']);
    const notMine = await call<unknown[]>('/api/mng/childGame/dropDownList', {}, { token: newbie, headers: game(2) });
    expect(notMine.json.data).toEqual([]);
    const ops = await login('ops');
    const opsPage = await call(
      '/api/mng/childGame/page',
      { pageNum: 1, pageSize: 10 },
      { token: ops, headers: game(1) },
    );
    expect(opsPage.json.code).toBe('A0301');
    const viewer = getStore().people.find((p) => p.account === 'viewer')!;
    getStore()
      .roles.find((r) => r.code === 'viewer')!
      .resourceIds.push(getStore().resources.find((r) => r.path === '/api/mng/childGame/page')!.id);
    const vt = await login('viewer');
    const notAllowedGame = await call(
      '/api/mng/childGame/page',
      { pageNum: 1, pageSize: 10 },
      { token: vt, headers: game(2) },
    );
    expect(notAllowedGame.json).toMatchObject({ code: 'A0301', tips: '你没有该游戏的使用权限' });
    expect(viewer.gameIds).not.toContain(2);
  });
});
