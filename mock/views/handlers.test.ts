import { describe, expect, it } from 'vitest';
import auth from '../auth';
import views from '../views';
import { areaTestBed } from '../core/testServer';
import { VIEW_LIMITS } from '../../src/contract/views';

/** Saved table views over real HTTP (docs/rules.md "Saved table views"): own views only, caps, default, validation. */
const bed = areaTestBed([auth, views]);
const { call } = bed;

interface Row {
  id: number;
  listKey: string;
  name: string;
  isDefault: boolean;
  filters: Record<string, unknown>;
  columns: Array<{ key: string; show?: boolean; order?: number }>;
  sort: { field: string; order: string } | null;
}

const LIST = '/oplog';
const view = (name: string, extra: Record<string, unknown> = {}) => ({
  listKey: LIST,
  name,
  filters: { module: 'role', created: { $date: '2026-11-01T00:00:00.000Z' } },
  columns: [
    { key: 'operatorName', show: false, order: 0 },
    { key: 'module', show: true, order: 1 },
  ],
  sort: { field: 'created', order: 'ascend' },
  ...extra,
});

const list = async (token: string, listKey?: string) =>
  (await call<Row[]>('/api/mng/view/list', listKey ? { listKey } : {}, { token })).json;

describe('saved table views', () => {
  it('saves, lists, renames, overwrites and deletes the caller’s own views', async () => {
    const added = await call<{ id: number }>('/api/mng/view/add', view('角色变更'), { token: bed.admin });
    expect(added.json.code).toBe('00000');
    const id = added.json.data.id;
    const rows = (await list(bed.admin, LIST)).data;
    expect(rows).toEqual([
      expect.objectContaining({
        id,
        name: '角色变更',
        isDefault: false,
        filters: view('x').filters,
        columns: view('x').columns,
        sort: { field: 'created', order: 'ascend' },
      }),
    ]);
    expect((await call('/api/mng/view/edit', { id, name: '角色' }, { token: bed.admin })).json.code).toBe('00000');
    await call('/api/mng/view/edit', { id, filters: { module: 'auth' } }, { token: bed.admin });
    const [edited] = (await list(bed.admin)).data;
    expect(edited).toMatchObject({ name: '角色', filters: { module: 'auth' }, sort: null });
    expect(edited.columns).toHaveLength(2);
    expect((await call('/api/mng/view/delete', { id }, { token: bed.admin })).json.code).toBe('00000');
    expect((await list(bed.admin)).data).toEqual([]);
  });

  it('another person neither sees nor changes them (A0402), and keeps their own apart', async () => {
    const { id } = (await call<{ id: number }>('/api/mng/view/add', view('mine'), { token: bed.admin })).json.data;
    const ops = await bed.login('ops');
    expect((await list(ops)).data).toEqual([]);
    for (const [path, body] of [
      ['/api/mng/view/edit', { id, name: 'stolen' }],
      ['/api/mng/view/delete', { id }],
      ['/api/mng/view/setDefault', { listKey: LIST, id }],
    ] as const) {
      expect((await call(path, body, { token: ops })).json.code).toBe('A0402');
    }
    // the same name is free for another person
    expect((await call('/api/mng/view/add', view('mine'), { token: ops })).json.code).toBe('00000');
    expect((await list(bed.admin)).data.map((r) => r.name)).toEqual(['mine']);
    expect((await list(bed.admin)).data[0].id).toBe(id);
  });

  it('needs a session', async () => {
    expect((await call('/api/mng/view/list', {}, {})).json.code).toBe('A0230');
  });

  it('one default per list: setting another moves it, null clears it, another list is untouched', async () => {
    const a = (await call<{ id: number }>('/api/mng/view/add', view('a', { isDefault: true }), { token: bed.admin }))
      .json.data.id;
    const b = (await call<{ id: number }>('/api/mng/view/add', view('b'), { token: bed.admin })).json.data.id;
    const other = (
      await call<{ id: number }>('/api/mng/view/add', view('o', { listKey: '/order/flow', isDefault: true }), {
        token: bed.admin,
      })
    ).json.data.id;
    const defaults = async () => (await list(bed.admin)).data.filter((r) => r.isDefault).map((r) => r.id);
    expect(await defaults()).toEqual([a, other]);
    await call('/api/mng/view/setDefault', { listKey: LIST, id: b }, { token: bed.admin });
    expect(await defaults()).toEqual([b, other]);
    // a view of another list cannot become this list's default
    expect((await call('/api/mng/view/setDefault', { listKey: LIST, id: other }, { token: bed.admin })).json.code).toBe(
      'A0400',
    );
    await call('/api/mng/view/setDefault', { listKey: LIST, id: null }, { token: bed.admin });
    expect(await defaults()).toEqual([other]);
  });

  it('refuses a taken name, too many views, oversized or malformed content, in the operator’s language', async () => {
    await call('/api/mng/view/add', view('dup'), { token: bed.admin });
    const taken = await call('/api/mng/view/add', view(' dup '), { token: bed.admin, lang: 'en-US' });
    expect(taken.json).toMatchObject({ code: 'A0403', tips: 'This list already has a view named "dup"' });
    const bad = [
      view(''),
      view('x'.repeat(VIEW_LIMITS.nameMax + 1)),
      view('k', { listKey: 'oplog' }),
      view('k', { filters: 'module=role' }),
      view('k', { filters: { big: 'x'.repeat(VIEW_LIMITS.filtersMax) } }),
      view('k', { columns: [{ key: 7 }] }),
      view('k', { columns: [{ key: 'a' }, { key: 'a' }] }),
      view('k', { columns: Array.from({ length: VIEW_LIMITS.columnsMax + 1 }, (_, i) => ({ key: `c${i}` })) }),
      view('k', { sort: { field: 'created', order: 'up' } }),
      view('k', { filters: { __proto__x: 1, nested: JSON.parse('{"__proto__": {"a": 1}}') } }),
    ];
    for (const body of bad) {
      const r = await call('/api/mng/view/add', body, { token: bed.admin });
      expect({ body, code: r.json.code }).toEqual({ body, code: 'A0400' });
    }
    for (let i = 1; i < VIEW_LIMITS.perList; i += 1) {
      expect((await call('/api/mng/view/add', view(`v${i}`), { token: bed.admin })).json.code).toBe('00000');
    }
    const tooMany = await call('/api/mng/view/add', view('one more'), { token: bed.admin });
    expect(tooMany.json.code).toBe('A0403');
    // renaming onto another view's name is refused too; its own name is fine
    const [first, second] = (await list(bed.admin, LIST)).data;
    expect(
      (await call('/api/mng/view/edit', { id: second.id, name: first.name }, { token: bed.admin })).json.code,
    ).toBe('A0403');
    expect((await call('/api/mng/view/edit', { id: first.id, name: first.name }, { token: bed.admin })).json.code).toBe(
      '00000',
    );
  });
});
