import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import games from '../../games';
import setting from '../../setting';
import { getStore } from '../../core/store';
import { areaTestBed } from '../../core/testServer';

const bed = areaTestBed([auth, games, setting]);
const call = <T = unknown>(path: string, body: unknown, o: { token?: string; lang?: string; gameId?: number } = {}) =>
  bed.call<T>(path, body, { token: bed.admin, ...o });

interface GameRow {
  id: number;
  name: string;
  alias: string;
  status: number;
  childGameCount: number;
  icon: string;
}

const NEW_GAME = { name: '龙族远征', alias: 'lzyz', region: 'domestic', entity: '上海星游网络科技有限公司' };

describe('parent games (/setting/gamesConfig)', () => {
  it('lists games with child counts, filtered by name or alias and status', async () => {
    const all = await call<{ list: GameRow[]; total: number }>('/api/setting/game/page', { pageNum: 1, pageSize: 10 });
    expect(all.json.code).toBe('00000');
    expect(all.json.data.total).toBe(getStore().games.length);
    expect(all.json.data.list.find((g) => g.id === 1)?.childGameCount).toBe(4);
    const byAlias = await call<{ list: GameRow[] }>('/api/setting/game/page', {
      pageNum: 1,
      pageSize: 10,
      name: 'COSMIC',
    });
    expect(byAlias.json.data.list.map((g) => g.alias)).toEqual(['cosmic_raiders']);
    const off = await call<{ list: GameRow[] }>('/api/setting/game/page', { pageNum: 1, pageSize: 10, status: '0' });
    expect(off.json.data.list.map((g) => g.name)).toEqual(['三国霸业']);
  });

  it('creates a game that the admin’s own game list offers at once, drawing an icon, and logs it', async () => {
    const add = await call<{ id: number }>('/api/setting/game/add', NEW_GAME);
    expect(add.json.code).toBe('00000');
    const id = add.json.data.id;
    expect(bed.lastLog()).toMatchObject({ module: 'game', action: 'add', result: 'success', before: null });
    expect(bed.lastLog().after).toMatchObject({ id, name: '龙族远征', alias: 'lzyz', status: 1 });
    const mine = await call<GameRow[]>('/api/mng/game/myList', {});
    const created = mine.json.data.find((g) => g.id === id);
    expect(created).toMatchObject({ name: '龙族远征', childGameCount: 0 });
    expect(created?.icon).toMatch(/^data:image\/svg\+xml/);
    const got = await call<GameRow>('/api/setting/game/get', { id });
    expect(got.json.data).toMatchObject({ id, alias: 'lzyz', region: 'domestic' });
  });

  it('refuses a duplicate alias or name (without case), a bad alias and a script icon; nothing is stored', async () => {
    const count = getStore().games.length;
    const dupAlias = await call('/api/setting/game/add', { ...NEW_GAME, alias: 'xhcs' }, { lang: 'en-US' });
    expect(dupAlias.json.code).toBe('A0403');
    expect(dupAlias.json.tips).toBe('Game alias xhcs already exists');
    const dupName = await call('/api/setting/game/add', { ...NEW_GAME, name: ' cosmic raiders ' });
    expect(dupName.json.code).toBe('A0403');
    expect(dupName.json.tips).toContain('cosmic raiders');
    const badAlias = await call('/api/setting/game/add', { ...NEW_GAME, alias: 'Bad Alias' });
    expect(badAlias.json.code).toBe('A0400');
    expect(badAlias.json.tips).toContain('alias');
    const badIcon = await call('/api/setting/game/add', { ...NEW_GAME, icon: 'javascript:alert(1)' });
    expect(badIcon.json.code).toBe('A0400');
    expect(getStore().games.length).toBe(count);
    expect(bed.lastLog()).toMatchObject({ module: 'game', action: 'add', result: 'failure' });
  });

  it('edits a game keeping its own alias, refuses another game’s name, and logs before and after', async () => {
    const ok = await call('/api/setting/game/edit', {
      id: 2,
      name: '剑影江湖 II',
      alias: 'jyjh',
      entity: '新主体',
      baseVersion: 1,
    });
    expect(ok.json.code).toBe('00000');
    expect(bed.lastLog().before).toMatchObject({ name: '剑影江湖', entity: '杭州剑影互娱有限公司' });
    expect(bed.lastLog().after).toMatchObject({ name: '剑影江湖 II', entity: '新主体' });
    const clash = await call('/api/setting/game/edit', { id: 2, name: '星海传说', baseVersion: 2 });
    expect(clash.json.code).toBe('A0403');
    expect(getStore().games.find((g) => g.id === 2)?.name).toBe('剑影江湖 II');
    const missing = await call('/api/setting/game/edit', { id: 999, name: 'x', baseVersion: 1 });
    expect(missing.json.code).toBe('A0402');
  });

  it('disables and enables a game (logged with the status before and after), refusing a no-op', async () => {
    const off = await call('/api/setting/game/disable', { id: 1 });
    expect(off.json.code).toBe('00000');
    expect(bed.lastLog()).toMatchObject({ action: 'disable', before: { status: 1 }, after: { status: 0 } });
    expect(getStore().games.find((g) => g.id === 1)?.status).toBe(0);
    const again = await call('/api/setting/game/disable', { id: 1 }, { lang: 'en-US' });
    expect(again.json.code).toBe('A0403');
    expect(again.json.tips).toContain('already disabled');
    expect((await call('/api/setting/game/enable', { id: 1 })).json.code).toBe('00000');
  });

  it('refuses every game-settings endpoint to a person without /setting (ops, viewer)', async () => {
    for (const account of ['ops', 'viewer']) {
      const token = await bed.login(account);
      const paths: Array<[string, unknown]> = [
        ['/api/setting/game/page', { pageNum: 1, pageSize: 10 }],
        ['/api/setting/game/add', NEW_GAME],
        ['/api/setting/game/disable', { id: 1 }],
        ['/api/setting/line/page', { pageNum: 1, pageSize: 10, parentGameId: 1 }],
        ['/api/setting/project/page', { pageNum: 1, pageSize: 10 }],
        ['/api/setting/interface/info', { parentGameId: 1 }],
        ['/api/setting/interface/reveal', { parentGameId: 1, field: 'payKey', reason: '联调' }],
      ];
      for (const [path, body] of paths) {
        const r = await call(path, body, { token });
        expect([path, r.json.code]).toEqual([path, 'A0301']);
      }
    }
    expect(getStore().games.some((g) => g.alias === 'lzyz')).toBe(false);
  });
});
