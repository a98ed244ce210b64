import { describe, expect, it } from 'vitest';
import auth from '../auth';
import person from '../person';
import { areaTestBed } from '../core/testServer';

const bed = areaTestBed([auth, person]);
const { call, lastLog } = bed;

describe('person', () => {
  it('profile and own edit, logged with the phone masked', async () => {
    const p = await call<{
      account: string;
      roles: Array<{ code: string }>;
      phone: string;
    }>('/api/mng/person/profile', {}, { token: bed.admin });
    expect(p.json.data.account).toBe('admin');
    expect(p.json.data.roles.map((r) => r.code)).toContain('admin');
    expect(p.json.data.phone).toMatch(/\*{4}/);
    const e = await call(
      '/api/mng/person/edit',
      { name: '周建国', email: 'zjg@example.com', phone: '13900001111', baseVersion: 1 },
      { token: bed.admin },
    );
    expect(e.json.code).toBe('00000');
    expect(lastLog()).toMatchObject({
      module: 'person',
      action: 'edit',
      after: { email: 'zjg@example.com', phone: '139****1111' },
    });
    const bad = await call('/api/mng/person/edit', { name: '', baseVersion: 1 }, { token: bed.admin });
    expect(bad.json.code).toBe('A0400');
  });
});
