import { describe, expect, it } from 'vitest';
import auth from '../auth';
import unity from '../unity';
import { platformState } from '../platform';
import { areaTestBed } from '../core/testServer';

const bed = areaTestBed([auth, unity]);
const { call } = bed;

describe('dictionaries', () => {
  it('types with items: unique values, no delete while items remain, built-ins stay', async () => {
    const t = await call<{ id: number }>(
      '/api/mng/dict/type/add',
      { code: 'vip_level', name: 'VIP 等级' },
      { token: bed.admin },
    );
    expect(t.json.code).toBe('00000');
    const typeId = t.json.data.id;
    const i1 = await call(
      '/api/mng/dict/item/add',
      { typeId, label: '白银', value: 'silver', color: '#8c8c8c' },
      { token: bed.admin },
    );
    expect(i1.json.code).toBe('00000');
    const dup = await call('/api/mng/dict/item/add', { typeId, label: '白银2', value: 'silver' }, { token: bed.admin });
    expect(dup.json.code).toBe('A0403');
    const badColor = await call(
      '/api/mng/dict/item/add',
      { typeId, label: '金', value: 'gold', color: 'red' },
      { token: bed.admin },
    );
    expect(badColor.json.code).toBe('A0400');
    const del = await call('/api/mng/dict/type/delete', { id: typeId }, { token: bed.admin });
    expect(del.json.code).toBe('A0403');
    const builtIn = platformState().dictTypes.find((d) => d.builtIn);
    const delBuiltIn = await call('/api/mng/dict/type/delete', { id: builtIn?.id }, { token: bed.admin });
    expect(delBuiltIn.json.code).toBe('A0403');
    const data = await call<Record<string, Array<{ value: string }>>>(
      '/api/mng/dict/data',
      { codes: ['vip_level', 'platform', 'nope'] },
      { token: bed.admin },
    );
    expect(data.json.data.vip_level.map((i) => i.value)).toEqual(['silver']);
    expect(data.json.data.platform.map((i) => i.value)).toEqual(['Android', 'iOS', 'PC', 'mini-game']);
    expect(data.json.data.nope).toEqual([]);
  });
});
