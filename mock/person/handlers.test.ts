import { beforeEach, describe, expect, it } from 'vitest';
import auth from '../auth';
import person from '../person';
import { getStore, reset } from '../core/store';
import { serveEntries } from '../core/testServer';

const server = serveEntries([auth, person]);
const { login } = server;
/** X-Game-Id and Accept-Language as these tests name them. */
const call = <T = unknown>(
  path: string,
  body: unknown = {},
  o: { token?: string; gameId?: number; lang?: string } = {},
) => server.call<T>(path, body, { token: o.token, game: o.gameId, lang: o.lang });

const lastLog = () => getStore().oplog[getStore().oplog.length - 1];

let admin = '';
beforeEach(async () => {
  reset();
  admin = await login('admin');
});

describe('person', () => {
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
});
