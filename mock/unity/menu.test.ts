import { describe, expect, it } from 'vitest';
import auth from '../auth';
import unity from '../unity';
import { getStore } from '../core/store';
import { areaTestBed } from '../core/testServer';

const bed = areaTestBed([auth, unity]);
const { call, login, lastLog } = bed;

interface Menu {
  id: number;
  parentId: number;
  name: string;
  uri: string;
  gameId: number;
  sortNumber: number;
  hidden?: boolean;
}

const menuId = (uri: string) => getStore().menus.find((m) => m.uri === uri && m.gameId === 0)?.id as number;

describe('menu entries', () => {
  it('adds an entry under a group, visible in the menu list with hidden false, and logs it', async () => {
    const parentId = menuId('/dic');
    const a = await call<{ id: number }>(
      '/api/mng/menu/add',
      {
        parentId,
        name: '新增配置',
        type: 1,
        uri: '/dic/commonConfig/create',
        scopeGameId: 0,
      },
      { token: bed.admin },
    );
    expect(a.json.code).toBe('00000');
    const list = await call<Menu[]>('/api/mng/menu/list', {}, { token: bed.admin });
    const added = list.json.data.find((m) => m.id === a.json.data.id);
    expect(added).toMatchObject({
      parentId,
      uri: '/dic/commonConfig/create',
      hidden: false,
    });
    // after the existing children of /dic
    const siblings = list.json.data.filter((m) => m.parentId === parentId && m.id !== added?.id);
    expect(added?.sortNumber).toBeGreaterThan(Math.max(...siblings.map((s) => s.sortNumber)));
    expect(lastLog()).toMatchObject({
      module: 'menu',
      action: 'add',
      result: 'success',
      target: '菜单 新增配置',
    });
    expect(lastLog().after).toMatchObject({ uri: '/dic/commonConfig/create' });
  });

  it('refuses an unknown parent, a uri already used in the same game scope, and a move under its own child', async () => {
    const missing = await call(
      '/api/mng/menu/add',
      { parentId: 9999, name: 'x', type: 1, uri: '/x', scopeGameId: 0 },
      { token: bed.admin },
    );
    expect(missing.json.code).toBe('A0402');
    const clash = await call(
      '/api/mng/menu/add',
      { parentId: 0, name: 'dup', type: 1, uri: '/oplog', scopeGameId: 3 },
      { token: bed.admin },
    );
    expect(clash.json.code).toBe('A0403');
    expect(clash.json.tips).toContain('/oplog');
    // a game-specific entry only clashes with general entries and entries of the same game
    const interfaceInfo = await call(
      '/api/mng/menu/add',
      {
        parentId: 0,
        name: 'ii',
        type: 1,
        uri: '/setting/interfaceInfo',
        scopeGameId: 2,
      },
      { token: bed.admin },
    );
    expect(interfaceInfo.json.code).toBe('00000');
    const group = menuId('/unity');
    const child = menuId('/unity/menu');
    const cycle = await call(
      '/api/mng/menu/edit',
      { id: group, parentId: child, baseVersion: 1 },
      { token: bed.admin, lang: 'en-US' },
    );
    expect(cycle.json).toMatchObject({
      code: 'A0403',
      tips: 'A menu entry cannot be moved under itself or its own children',
    });
    expect(getStore().menus.find((m) => m.id === group)?.parentId).toBe(0);
  });

  it('moves, hides and renames with a before/after log, and refuses to delete a group with children', async () => {
    const id = menuId('/unity/keyConfig');
    const to = menuId('/dic');
    const moved = await call<Menu>(
      '/api/mng/menu/edit',
      { id, parentId: to, hidden: true, name: '密钥', scopeGameId: 2, baseVersion: 1 },
      { token: bed.admin },
    );
    expect(moved.json.data).toMatchObject({
      parentId: to,
      hidden: true,
      name: '密钥',
      uri: '/unity/keyConfig',
      gameId: 2,
    });
    expect(lastLog().before).toMatchObject({
      parentId: menuId('/unity'),
      hidden: false,
      name: '密钥配置',
    });
    expect(lastLog().after).toMatchObject({
      parentId: to,
      hidden: true,
      name: '密钥',
    });
    const del = await call('/api/mng/menu/delete', { id: menuId('/unity') }, { token: bed.admin });
    expect(del.json.code).toBe('A0403');
    expect(getStore().menus.some((m) => m.uri === '/unity')).toBe(true);
    const leaf = await call('/api/mng/menu/delete', { id }, { token: bed.admin });
    expect(leaf.json.code).toBe('00000');
    expect(getStore().menus.some((m) => m.id === id)).toBe(false);
  });

  it('reorders siblings by sortNumber and refuses a list that is not exactly the children', async () => {
    const parentId = menuId('/unity');
    const kids = getStore()
      .menus.filter((m) => m.parentId === parentId)
      .sort((a, b) => a.sortNumber - b.sortNumber);
    const reversed = kids.map((k) => k.id).reverse();
    const ok = await call('/api/mng/menu/sort', { parentId, ids: reversed }, { token: bed.admin });
    expect(ok.json.code).toBe('00000');
    const now = getStore()
      .menus.filter((m) => m.parentId === parentId)
      .sort((a, b) => a.sortNumber - b.sortNumber)
      .map((m) => m.id);
    expect(now).toEqual(reversed);
    const partial = await call('/api/mng/menu/sort', { parentId, ids: reversed.slice(1) }, { token: bed.admin });
    expect(partial.json.code).toBe('A0400');
  });

  it('is refused to a person without the grant (A0301)', async () => {
    const viewer = await login('viewer');
    const a = await call(
      '/api/mng/menu/add',
      { parentId: 0, name: 'x', type: 1, uri: '/x', scopeGameId: 0 },
      { token: viewer },
    );
    expect(a.json.code).toBe('A0301');
  });
});
