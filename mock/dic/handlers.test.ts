import { describe, expect, it } from 'vitest';
import auth from '../auth';
import dic from '../dic';
import { configValueError } from './configValue';
import { platformState } from '../platform';
import { areaTestBed } from '../core/testServer';

const bed = areaTestBed([auth, dic]);
const { call, lastLog } = bed;

interface Page<T> {
  list: T[];
  total: number;
}

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

  it('refuses a number longer than the contract takes (the form stops at the same length)', async () => {
    const add = (value: string) =>
      call(
        '/api/mng/commonConfig/add',
        { key: 'limits.max', value, type: 'number', scopeGameId: 0 },
        { token: bed.admin },
      );
    const long = await add(`1.${'0'.repeat(31)}`);
    expect(long.json.code).toBe('A0400');
    expect(long.json.tips).toBe('参数错误：value 长度不能超过 32 个字符');
    expect((await add(`1.${'0'.repeat(30)}`)).json.code).toBe('00000');
  });

  it('creates, edits and lists a key; refuses a bad value, a duplicate key in the same scope', async () => {
    const bad = await call(
      '/api/mng/commonConfig/add',
      { key: 'ui.theme', value: '{oops', type: 'json', scopeGameId: 0 },
      { token: bed.admin },
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
      { token: bed.admin },
    );
    expect(add.json.code).toBe('00000');
    const dup = await call(
      '/api/mng/commonConfig/add',
      { key: 'ui.theme', value: '1', type: 'string', scopeGameId: 1 },
      { token: bed.admin },
    );
    expect(dup.json.code).toBe('A0403');
    const otherScope = await call(
      '/api/mng/commonConfig/add',
      { key: 'ui.theme', value: 'x', type: 'string', scopeGameId: 0 },
      { token: bed.admin },
    );
    expect(otherScope.json.code).toBe('00000');
    const edit = await call(
      '/api/mng/commonConfig/edit',
      { id: add.json.data.id, value: '{"dark":false}', baseVersion: 1 },
      { token: bed.admin },
    );
    expect(edit.json.code).toBe('00000');
    expect(lastLog()).toMatchObject({ module: 'commonConfig', action: 'edit' });
    expect(lastLog().before).toMatchObject({ value: '{"dark":true}' });
    expect(lastLog().after).toMatchObject({ value: '{"dark":false}' });
    const page = await call<Page<{ key: string; gameName: string }>>(
      '/api/mng/commonConfig/page',
      { pageNum: 1, pageSize: 10, key: 'ui.theme' },
      { token: bed.admin },
    );
    expect(page.json.data.total).toBe(2);
    expect(page.json.data.list.map((r) => r.gameName).sort()).toEqual(['星海传说', '通用[0]'].sort());
  });

  it('refuses to delete a built-in key with a clear message and keeps it; its type cannot change', async () => {
    const builtIn = platformState().configs.find((c) => c.builtIn);
    expect(builtIn).toBeDefined();
    const id = builtIn?.id as number;
    const del = await call('/api/mng/commonConfig/delete', { id }, { token: bed.admin, lang: 'en-US' });
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
    const retype = await call(
      '/api/mng/commonConfig/edit',
      { id, type: 'string', baseVersion: 1 },
      { token: bed.admin },
    );
    expect(retype.json.code).toBe('A0403');
    const value = await call(
      '/api/mng/commonConfig/edit',
      { id, value: builtIn?.type === 'switch' ? '0' : '7', baseVersion: 1 },
      { token: bed.admin },
    );
    expect(value.json.code).toBe('00000');
  });

  it('sorts the list by key or update time when asked, newest first otherwise', async () => {
    const page = async (extra: Record<string, unknown>) => {
      const r = await call<Page<{ key: string }>>(
        '/api/mng/commonConfig/page',
        { pageNum: 1, pageSize: 10, key: 'announcement', ...extra },
        { token: bed.admin },
      );
      expect(r.json.code).toBe('00000');
      return r.json.data.list.map((c) => c.key);
    };
    expect(await page({})).toEqual(['announcement.text', 'announcement.enabled']);
    expect(await page({ sortField: 'key', sortOrder: 'asc' })).toEqual(['announcement.enabled', 'announcement.text']);
    expect(await page({ sortField: 'key', sortOrder: 'desc' })).toEqual(['announcement.text', 'announcement.enabled']);
    const bad = await call(
      '/api/mng/commonConfig/page',
      { pageNum: 1, pageSize: 10, sortField: 'value' },
      { token: bed.admin },
    );
    expect(bad.json.code).toBe('A0400');
  });
});
