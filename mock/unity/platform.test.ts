import { beforeEach, describe, expect, it } from 'vitest';
import dic from '../dic';
import oplog from '../oplog';
import person from '../person';
import welcome from '../welcome';
import unity from './handlers';
import { configValueError } from '../dic/configValue';
import { dayStartOf } from '../welcome/handlers';
import { maskSecret } from './key';
import { packTaskFigures } from '../welcome/packReader';
import { normaliseRsaPublicKey, SEED_RSA_KEYS } from './rsa';
import { platformState } from '../core/platformState';
import { BASE_EPOCH, HOUR, setClockOffset } from '../core/clock';
import type { MockHandler, MockRequest } from '../core/http';
import { getStore, reset } from '../core/store';
import { call as callCore, fakeRes, login, type Answer } from '../core/harness';

/** Drives mock/platform.ts like the shared harness drives the core handlers. */
const HANDLERS: Record<string, MockHandler> = { ...unity, ...dic, ...welcome, ...person, ...oplog };

interface Opts {
  token?: string;
  gameId?: number;
  lang?: string;
}

async function call<T = unknown>(path: string, body: unknown = {}, opts: Opts = {}): Promise<Answer<T>> {
  const handler = HANDLERS[`POST ${path}`];
  if (!handler) return callCore<T>(path, body, { token: opts.token });
  const headers: Record<string, string> = { host: 'console.test' };
  if (opts.token) headers.satoken = opts.token;
  if (opts.gameId) headers['x-game-id'] = String(opts.gameId);
  if (opts.lang) headers['accept-language'] = opts.lang;
  const req: MockRequest = {
    method: 'POST',
    path,
    url: path,
    headers,
    body,
    query: {},
    ip: '10.0.0.9',
  };
  const { res, answer } = fakeRes<T>();
  await handler(req, res);
  return answer;
}

interface Page<T> {
  list: T[];
  total: number;
}
interface Menu {
  id: number;
  parentId: number;
  name: string;
  uri: string;
  gameId: number;
  sortNumber: number;
  hidden?: boolean;
}

const lastLog = () => getStore().oplog[getStore().oplog.length - 1];
const menuId = (uri: string) => getStore().menus.find((m) => m.uri === uri && m.gameId === 0)?.id as number;

let admin = '';
beforeEach(async () => {
  reset();
  admin = await login('admin');
});

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
      { token: admin },
    );
    expect(a.json.code).toBe('00000');
    const list = await callCore<Menu[]>('/api/mng/menu/list', {}, { token: admin });
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
      { token: admin },
    );
    expect(missing.json.code).toBe('A0402');
    const clash = await call(
      '/api/mng/menu/add',
      { parentId: 0, name: 'dup', type: 1, uri: '/oplog', scopeGameId: 3 },
      { token: admin },
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
      { token: admin },
    );
    expect(interfaceInfo.json.code).toBe('00000');
    const group = menuId('/unity');
    const child = menuId('/unity/menu');
    const cycle = await call('/api/mng/menu/edit', { id: group, parentId: child }, { token: admin, lang: 'en-US' });
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
      { id, parentId: to, hidden: true, name: '密钥', scopeGameId: 2 },
      { token: admin },
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
    const del = await call('/api/mng/menu/delete', { id: menuId('/unity') }, { token: admin });
    expect(del.json.code).toBe('A0403');
    expect(getStore().menus.some((m) => m.uri === '/unity')).toBe(true);
    const leaf = await call('/api/mng/menu/delete', { id }, { token: admin });
    expect(leaf.json.code).toBe('00000');
    expect(getStore().menus.some((m) => m.id === id)).toBe(false);
  });

  it('reorders siblings by sortNumber and refuses a list that is not exactly the children', async () => {
    const parentId = menuId('/unity');
    const kids = getStore()
      .menus.filter((m) => m.parentId === parentId)
      .sort((a, b) => a.sortNumber - b.sortNumber);
    const reversed = kids.map((k) => k.id).reverse();
    const ok = await call('/api/mng/menu/sort', { parentId, ids: reversed }, { token: admin });
    expect(ok.json.code).toBe('00000');
    const now = getStore()
      .menus.filter((m) => m.parentId === parentId)
      .sort((a, b) => a.sortNumber - b.sortNumber)
      .map((m) => m.id);
    expect(now).toEqual(reversed);
    const partial = await call('/api/mng/menu/sort', { parentId, ids: reversed.slice(1) }, { token: admin });
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

describe('common config', () => {
  it('validates the value per type', () => {
    expect(configValueError('number', '12.5')).toBeNull();
    expect(configValueError('number', '12a')?.key).toBe('configNotNumber');
    expect(configValueError('switch', '1')).toBeNull();
    expect(configValueError('switch', 'true')?.key).toBe('configNotSwitch');
    expect(configValueError('json', '{"a":[1,2]}')).toBeNull();
    expect(configValueError('json', '{a:1}')?.key).toBe('configNotJson');
    expect(configValueError('string', 'anything')).toBeNull();
  });

  it('creates, edits and lists a key; refuses a bad value, a duplicate key in the same scope', async () => {
    const bad = await call(
      '/api/mng/commonConfig/add',
      { key: 'ui.theme', value: '{oops', type: 'json', scopeGameId: 0 },
      { token: admin },
    );
    expect(bad.json.code).toBe('A0400');
    expect(bad.json.tips).toMatch(/^参数错误：value 不是合法的 JSON/);
    const add = await call<{ id: number }>(
      '/api/mng/commonConfig/add',
      {
        key: 'ui.theme',
        value: '{"dark":true}',
        type: 'json',
        description: '主题',
        scopeGameId: 1,
      },
      { token: admin },
    );
    expect(add.json.code).toBe('00000');
    const dup = await call(
      '/api/mng/commonConfig/add',
      { key: 'ui.theme', value: '1', type: 'string', scopeGameId: 1 },
      { token: admin },
    );
    expect(dup.json.code).toBe('A0403');
    const otherScope = await call(
      '/api/mng/commonConfig/add',
      { key: 'ui.theme', value: 'x', type: 'string', scopeGameId: 0 },
      { token: admin },
    );
    expect(otherScope.json.code).toBe('00000');
    const edit = await call(
      '/api/mng/commonConfig/edit',
      { id: add.json.data.id, value: '{"dark":false}' },
      { token: admin },
    );
    expect(edit.json.code).toBe('00000');
    expect(lastLog()).toMatchObject({ module: 'commonConfig', action: 'edit' });
    expect(lastLog().before).toMatchObject({ value: '{"dark":true}' });
    expect(lastLog().after).toMatchObject({ value: '{"dark":false}' });
    const page = await call<Page<{ key: string; gameName: string }>>(
      '/api/mng/commonConfig/page',
      { pageNum: 1, pageSize: 10, key: 'ui.theme' },
      { token: admin },
    );
    expect(page.json.data.total).toBe(2);
    expect(page.json.data.list.map((r) => r.gameName).sort()).toEqual(['星海传说', '通用[0]'].sort());
  });

  it('refuses to delete a built-in key with a clear message and keeps it; its type cannot change', async () => {
    const builtIn = platformState().configs.find((c) => c.builtIn);
    expect(builtIn).toBeDefined();
    const id = builtIn?.id as number;
    const del = await call('/api/mng/commonConfig/delete', { id }, { token: admin, lang: 'en-US' });
    expect(del.json).toMatchObject({
      code: 'A0403',
      tips: `Built-in config key ${builtIn?.key} cannot be deleted`,
    });
    expect(platformState().configs.some((c) => c.id === id)).toBe(true);
    expect(lastLog()).toMatchObject({
      module: 'commonConfig',
      action: 'delete',
      result: 'failure',
    });
    const retype = await call('/api/mng/commonConfig/edit', { id, type: 'string' }, { token: admin });
    expect(retype.json.code).toBe('A0403');
    const value = await call(
      '/api/mng/commonConfig/edit',
      { id, value: builtIn?.type === 'switch' ? '0' : '7' },
      { token: admin },
    );
    expect(value.json.code).toBe('00000');
  });
});

describe('app keys', () => {
  it('masks secrets in the list', async () => {
    const page = await call<Page<{ appSecret: string; payKey: string; gameId: number }>>(
      '/api/mng/key/page',
      { pageNum: 1, pageSize: 10 },
      { token: admin },
    );
    const stored = platformState().keys[0];
    expect(page.json.data.list[0].appSecret).toBe(maskSecret(stored.appSecret));
    expect(page.json.data.list[0].appSecret).toMatch(/^.{4}\*{4}.{4}$/);
    expect(JSON.stringify(page.json)).not.toContain(stored.appSecret);
    expect(JSON.stringify(page.json)).not.toContain(stored.payKey);
  });

  it('reveal needs a reason, answers the plain value and logs the reason but never the value', async () => {
    const key = platformState().keys[0];
    const none = await call('/api/mng/key/reveal', { id: key.id, field: 'appSecret' }, { token: admin });
    expect(none.json.code).toBe('A0400');
    expect(none.json.tips).toContain('reason');
    const seen = await call<{ value: string }>(
      '/api/mng/key/reveal',
      { id: key.id, field: 'payKey', reason: '联调支付回调' },
      { token: admin },
    );
    expect(seen.json.data.value).toBe(key.payKey);
    const entry = lastLog();
    expect(entry).toMatchObject({
      module: 'appKey',
      action: 'reveal',
      result: 'success',
      after: { field: 'payKey', reason: '联调支付回调' },
    });
    expect(JSON.stringify(entry)).not.toContain(key.payKey);
  });

  it('rotates a secret, generates keys for a game without them once, and checks RSA keys', async () => {
    const key = platformState().keys[0];
    const old = key.appSecret;
    const rot = await call<{ masked: string }>(
      '/api/mng/key/rotate',
      { id: key.id, field: 'appSecret' },
      { token: admin },
    );
    expect(rot.json.code).toBe('00000');
    expect(key.appSecret).not.toBe(old);
    expect(rot.json.data.masked).toBe(maskSecret(key.appSecret));
    expect(lastLog().before).toEqual({
      field: 'appSecret',
      masked: maskSecret(old),
    });

    const add = await call('/api/mng/key/add', { parentGameId: 4 }, { token: admin });
    expect(add.json.code).toBe('00000');
    const again = await call('/api/mng/key/add', { parentGameId: 4 }, { token: admin });
    expect(again.json.code).toBe('A0403');

    const badRsa = await call('/api/mng/key/edit', { id: key.id, rsaPublicKey: 'MIIBnotakey' }, { token: admin });
    expect(badRsa.json.code).toBe('A0400');
    const pem = `-----BEGIN PUBLIC KEY-----\n${SEED_RSA_KEYS[2].match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
    expect(normaliseRsaPublicKey(pem)).toBe(SEED_RSA_KEYS[2]);
    const goodRsa = await call('/api/mng/key/edit', { id: key.id, rsaPublicKey: pem }, { token: admin });
    expect(goodRsa.json.code).toBe('00000');
    expect(key.rsaPublicKey).toBe(SEED_RSA_KEYS[2]);
  });
});

describe('dictionaries', () => {
  it('types with items: unique values, no delete while items remain, built-ins stay', async () => {
    const t = await call<{ id: number }>(
      '/api/mng/dict/type/add',
      { code: 'vip_level', name: 'VIP 等级' },
      { token: admin },
    );
    expect(t.json.code).toBe('00000');
    const typeId = t.json.data.id;
    const i1 = await call(
      '/api/mng/dict/item/add',
      { typeId, label: '白银', value: 'silver', color: '#8c8c8c' },
      { token: admin },
    );
    expect(i1.json.code).toBe('00000');
    const dup = await call('/api/mng/dict/item/add', { typeId, label: '白银2', value: 'silver' }, { token: admin });
    expect(dup.json.code).toBe('A0403');
    const badColor = await call(
      '/api/mng/dict/item/add',
      { typeId, label: '金', value: 'gold', color: 'red' },
      { token: admin },
    );
    expect(badColor.json.code).toBe('A0400');
    const del = await call('/api/mng/dict/type/delete', { id: typeId }, { token: admin });
    expect(del.json.code).toBe('A0403');
    const builtIn = platformState().dictTypes.find((d) => d.builtIn);
    const delBuiltIn = await call('/api/mng/dict/type/delete', { id: builtIn?.id }, { token: admin });
    expect(delBuiltIn.json.code).toBe('A0403');
    const data = await call<Record<string, Array<{ value: string }>>>(
      '/api/mng/dict/data',
      { codes: ['vip_level', 'platform', 'nope'] },
      { token: admin },
    );
    expect(data.json.data.vip_level.map((i) => i.value)).toEqual(['silver']);
    expect(data.json.data.platform.map((i) => i.value)).toEqual(['Android', 'iOS', 'PC', 'mini-game']);
    expect(data.json.data.nope).toEqual([]);
  });
});

describe('welcome and person', () => {
  it('computes the day from the store: a change made now counts, links follow grants', async () => {
    setClockOffset(0);
    const before = await call<{
      figures: Array<{ key: string; value: number; allowed: boolean }>;
    }>('/api/mng/welcome/summary', {}, { token: admin, gameId: 1 });
    expect(before.json.code).toBe('00000');
    const count = (a: typeof before, key: string) => a.json.data.figures.find((f) => f.key === key)?.value;
    const n0 = count(before, 'oplogToday') as number;
    expect(count(before, 'childGames')).toBe(
      getStore().childGames.filter((c) => c.gameId === 1 && c.status === 1).length,
    );
    await call(
      '/api/mng/commonConfig/add',
      { key: 'k.one', value: 'v', type: 'string', scopeGameId: 1 },
      { token: admin, gameId: 1 },
    );
    const after = await call<{
      figures: Array<{ key: string; value: number; allowed: boolean }>;
    }>('/api/mng/welcome/summary', {}, { token: admin, gameId: 1 });
    expect(count(after, 'oplogToday')).toBe(n0 + 1);
    const newbie = await login('newbie');
    const game = getStore().people.find((p) => p.account === 'newbie')?.gameIds[0] as number;
    const nb = await call<{
      figures: Array<{ key: string; allowed: boolean }>;
      recent: unknown[];
    }>('/api/mng/welcome/summary', {}, { token: newbie, gameId: game });
    expect(nb.json.code).toBe('00000');
    expect(nb.json.data.figures.every((f) => !f.allowed)).toBe(true);
    expect(nb.json.data.recent).toEqual([]);
    const noGame = await call('/api/mng/welcome/summary', {}, { token: admin });
    expect(noGame.json.code).toBe('A0400');
  });

  it('days start at 00:00 in UTC+8 and packaging figures are read defensively', () => {
    expect(dayStartOf(BASE_EPOCH + 5 * HOUR)).toBe(BASE_EPOCH);
    expect(dayStartOf(BASE_EPOCH - 1)).toBe(BASE_EPOCH - 24 * HOUR);
    expect(packTaskFigures({}, 1, 0)).toBeNull();
    expect(packTaskFigures({ pack: { farm: 'weird' } }, 1, 0)).toBeNull();
    const tasks = [
      { gameId: 1, status: 'running', createdAt: 5 },
      { gameId: 1, status: 'failed', endedAt: 50 },
      { gameId: 1, status: 'failed', endedAt: 5 },
      { gameId: 2, status: 'running', createdAt: 5 },
    ];
    expect(packTaskFigures({ pack: { farm: { tasks: { tasks } } } }, 1, 10)).toEqual({
      queued: 0,
      running: 1,
      failedToday: 1,
    });
    expect(packTaskFigures({ other: { tasks: new Map([[1, tasks[0]]]) } }, 1, 10)).toEqual({
      queued: 0,
      running: 1,
      failedToday: 0,
    });
  });

  it('profile and own edit, logged with the phone masked', async () => {
    const p = await call<{
      account: string;
      roles: Array<{ code: string }>;
      phone: string;
    }>('/api/mng/person/profile', {}, { token: admin });
    expect(p.json.data.account).toBe('admin');
    expect(p.json.data.roles.map((r) => r.code)).toContain('admin');
    expect(p.json.data.phone).toMatch(/\*{4}/);
    const e = await call(
      '/api/mng/person/edit',
      { name: '周建国', email: 'zjg@example.com', phone: '13900001111' },
      { token: admin },
    );
    expect(e.json.code).toBe('00000');
    expect(lastLog()).toMatchObject({
      module: 'person',
      action: 'edit',
      after: { email: 'zjg@example.com', phone: '139****1111' },
    });
    const bad = await call('/api/mng/person/edit', { name: '' }, { token: admin });
    expect(bad.json.code).toBe('A0400');
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
