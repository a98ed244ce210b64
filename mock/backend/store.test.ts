import { beforeEach, describe, expect, it } from 'vitest';
import routes, { type AppRoute } from '../../config/routes';
import { operations } from '../../src/contract';
import { registerEndpoint } from '../access/index';
import { routeNames } from '../core/resources';
import { getStore, reset, seedStore } from '../core/store';
import type { MenuEntry } from '../core/types';
import { serveEntries } from '../core/testServer';
import access from '../access';
import auth from '../auth';
import dev from '../dev';

const { call, login } = serveEntries([access, auth, dev]);

const PUBLIC = new Set(['/user', '/user/login', '/exception', '*', '/']);

function routePaths(list: AppRoute[], out: string[] = []): string[] {
  list.forEach((r) => {
    if (!r.redirect && !PUBLIC.has(r.path) && !out.includes(r.path)) out.push(r.path);
    if (r.routes) routePaths(r.routes, out);
  });
  return out;
}

function shownRoutes(list: AppRoute[], inLayout: boolean, out: string[] = []): string[] {
  list.forEach((r) => {
    const layout = inLayout || (r.path === '/' && !r.layout);
    if (layout && r.name && !r.hideInMenu && !r.redirect && r.path !== '/') out.push(r.path);
    if (r.routes) shownRoutes(r.routes, layout && r.layout !== false, out);
  });
  return out;
}

beforeEach(() => {
  reset();
});

describe('seed', () => {
  it('is deterministic and reset restores it exactly', async () => {
    const a = JSON.stringify(seedStore());
    expect(JSON.stringify(seedStore())).toBe(a);
    const token = await login('admin');
    await call('/api/sys/role/add', { name: '临时', code: 'tmp', resourceIds: [] }, { token });
    getStore().people[0].name = 'changed';
    expect(JSON.stringify(getStore())).not.toBe(a);
    reset();
    expect(JSON.stringify(getStore())).toBe(a);
  });

  it('answers the reset endpoint with the envelope', async () => {
    const token = await login('admin');
    const saved = process.env.MOCK_DEV_ENDPOINTS;
    process.env.MOCK_DEV_ENDPOINTS = '1';
    const r = await call<{ resetAt: number }>(
      '/api/__mock/reset',
      {},
      { token, headers: { 'content-type': 'application/json' } },
    );
    if (saved === undefined) delete process.env.MOCK_DEV_ENDPOINTS;
    else process.env.MOCK_DEV_ENDPOINTS = saved;
    expect(r.json.code).toBe('00000');
    expect(typeof r.json.data.resetAt).toBe('number');
    expect((await call('/api/mng/user/current', {}, { token })).json.code).toBe('A0230');
  });

  it('has a Chinese name for every route', () => {
    const names = routeNames();
    routePaths(routes).forEach((p) => expect(names[p], p).toBeTruthy());
  });
});

describe('resources', () => {
  it('has a menu for every route path, nested like the routes under root 1', () => {
    const { resources } = getStore();
    const byPath = new Map(resources.filter((r) => r.type === 1).map((r) => [r.path, r]));
    expect(resources.find((r) => r.id === 1)).toMatchObject({ pid: 0, type: 1 });
    routePaths(routes).forEach((p) => expect(byPath.has(p), p).toBe(true));
    expect(byPath.get('/sdk/plugin/sdkConfig')!.pid).toBe(byPath.get('/sdk')!.id);
    expect(byPath.get('/welcome')!.pid).toBe(1);
    expect(byPath.get('/gameSelect')!.pid).toBe(1);
  });

  it('has buttons under list screens and an endpoint for every granted contract path', () => {
    const { resources } = getStore();
    const role = resources.find((r) => r.path === '/access/role')!;
    const buttons = resources.filter((r) => r.type === 2 && r.pid === role.id).map((r) => r.path);
    expect(buttons).toEqual(['/access/role:add', '/access/role:edit', '/access/role:delete', '/access/role:export']);
    expect(resources.some((r) => r.path.startsWith('/access/roleform:'))).toBe(false); // hidden screen
    operations()
      .filter(([, o]) => o['x-auth'] === 'grant')
      .forEach(([path, o]) => {
        const ep = resources.find((r) => r.path === path);
        expect(ep, path).toMatchObject({ type: 3 });
        expect(resources.find((r) => r.id === ep!.pid)!.path).toBe(o['x-screen']);
      });
    const ids = resources.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('registers extra endpoints under a screen and grants them by the seeded rules', async () => {
    registerEndpoint('/onlinepack/extra/page', '/package/task', '测试接口');
    try {
      const ep = getStore().resources.find((r) => r.path === '/onlinepack/extra/page')!;
      expect(getStore().resources.find((r) => r.id === ep.pid)!.path).toBe('/package/task');
      expect(getStore().groups.find((g) => g.name === '打包工具')!.resourceIds).toContain(ep.id);
      expect(getStore().roles.find((r) => r.code === 'admin')!.resourceIds).toContain(ep.id);
      expect(getStore().roles.find((r) => r.code === 'viewer')!.resourceIds).not.toContain(ep.id);
      const afterReset = reset().resources.find((r) => r.path === '/onlinepack/extra/page');
      expect(afterReset).toEqual(ep);
      const current = await call<{ authority: string[] }>('/api/mng/user/current', {}, { token: await login('ops') });
      expect(current.json.data.authority).toContain('/onlinepack/extra/page');
    } finally {
      const registry = globalThis.__GAME_OPS_ENDPOINTS__ || [];
      globalThis.__GAME_OPS_ENDPOINTS__ = registry.filter((d) => d.path !== '/onlinepack/extra/page');
    }
  });
});

describe('menu entries', () => {
  it('covers every route shown in the menu with gameId 0, nested like the routes', async () => {
    const token = await login('viewer');
    const { json } = await call<MenuEntry[]>('/api/mng/menu/list', {}, { token });
    const general = json.data.filter((e) => e.gameId === 0 && e.type === 1 && e.uri);
    const uris = general.map((e) => e.uri);
    shownRoutes(routes, false).forEach((p) => expect(uris, p).toContain(p));
    const byUri = new Map(general.map((e) => [e.uri, e]));
    expect(byUri.get('/order/flow')!.parentId).toBe(byUri.get('/order')!.id);
    expect(byUri.get('/order')).toMatchObject({ parentId: 0, icon: 'ShoppingCartOutlined' });
    expect(uris).not.toContain('/person');
    expect(json.data.some((e) => e.id === 0)).toBe(false);
  });

  it('includes the filtering fixtures: game-specific entries, a button, an endpoint and an entry without uri', async () => {
    const { json } = await call<MenuEntry[]>('/api/mng/menu/list', {}, { token: await login('admin') });
    const specific = json.data.filter((e) => e.gameId !== 0);
    expect(specific.length).toBeGreaterThanOrEqual(2);
    expect(specific.every((e) => getStore().games.some((g) => g.id === e.gameId))).toBe(true);
    expect(json.data.some((e) => e.type === 2)).toBe(true);
    expect(json.data.some((e) => e.type === 3)).toBe(true);
    expect(json.data.some((e) => e.uri === '')).toBe(true);
    json.data.forEach((e) =>
      expect(Object.keys(e)).toEqual(
        expect.arrayContaining(['gameId', 'icon', 'id', 'name', 'parentId', 'sortNumber', 'type', 'uri']),
      ),
    );
  });
});
