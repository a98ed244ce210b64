import { beforeEach, describe, expect, it } from 'vitest';
import access from '../access';
import auth from '../auth';
import order from '../order';
import { authorityOf as keysOf, BASIC_PATHS, canUseGame, gamesOf, hasGrant, isAdmin, maskPhone } from './access';
import { getStore, reset } from './store';
import { serveEntries } from './testServer';

/**
 * A person's grants (docs/rules.md "Routes and authority") over real HTTP: the union of their enabled roles' resources
 * and those roles' permission groups. A disabled role grants nothing: its people lose its endpoints (A0301) and its
 * authority keys at once, and get them back when it is enabled again.
 */
const { call, login } = serveEntries([access, auth, order]);
const GAME = 1;

interface Current {
  authority: string[];
  roles: Array<{ code: string }>;
}
interface RoleRow {
  id: number;
  status: number;
  recordVersion: number;
}

let admin = '';
beforeEach(async () => {
  reset();
  admin = await login('admin');
});

const roleOf = (code: string) => getStore().roles.find((r) => r.code === code) as { id: number };
const authorityOf = async (token: string) =>
  (await call<Current>('/api/mng/user/current', {}, { token })).json.data.authority;
const orderPage = (token: string) => call('/api/order/flow/page', { pageNum: 1, pageSize: 5 }, { token, game: GAME });
async function setStatus(code: string, status: 0 | 1) {
  const { id } = roleOf(code);
  const got = await call<RoleRow>('/api/sys/role/get', { id }, { token: admin });
  const r = await call(
    '/api/sys/role/update',
    { id, status, baseVersion: got.json.data.recordVersion },
    { token: admin },
  );
  expect(r.json.code).toBe('00000');
}

describe('a disabled role', () => {
  it('no longer grants its endpoints (A0301) nor its authority keys; enabled again, it does', async () => {
    const viewer = await login('viewer');
    expect((await orderPage(viewer)).json.code).toBe('00000');
    expect(await authorityOf(viewer)).toEqual(expect.arrayContaining(['/order', '/order/flow', '/order/flow:export']));

    await setStatus('viewer', 0);
    // the same session, the next call: the role's grants (its own resources and its group's endpoints) are gone
    const refused = await orderPage(viewer);
    expect(refused.json).toMatchObject({ code: 'A0301', data: null });
    expect(refused.json.tips).toContain('/api/order/flow/page');
    const left = await authorityOf(viewer);
    expect(left.filter((p) => p.startsWith('/order'))).toEqual([]);
    // the basic pages stay
    expect([...left].sort()).toEqual(['/gameSelect', '/person', '/welcome']);

    await setStatus('viewer', 1);
    expect((await orderPage(viewer)).json.code).toBe('00000');
    expect(await authorityOf(viewer)).toContain('/order/flow:export');
  });

  it('takes away only its own grants from a person who holds another role', async () => {
    const luoyi = await login('luoyi');
    const before = await authorityOf(luoyi);
    expect(before).toEqual(expect.arrayContaining(['/order/flow:export', '/sdk', '/package']));
    await setStatus('viewer', 0);
    const after = await authorityOf(luoyi);
    expect(after).not.toContain('/order/flow:export');
    expect(after).not.toContain('/order');
    // ops' own resources and its groups' still count
    expect(after).toEqual(expect.arrayContaining(['/sdk', '/package', '/package/task', '/welcome']));
  });
});

describe('what a person holds', () => {
  const person = (account: string) => getStore().people.find((p) => p.account === account)!;

  it('has the basic pages with no role at all, as grants and as authority keys', () => {
    const viewer = person('viewer');
    viewer.roleIds = [];
    for (const path of BASIC_PATHS) expect(hasGrant(viewer, path)).toBe(true);
    expect(hasGrant(viewer, '/order/flow')).toBe(false);
    expect([...keysOf(viewer)].sort()).toEqual([...BASIC_PATHS].sort());
    // a basic page missing from the resource table is still a key of every person
    const store = getStore();
    store.resources = store.resources.filter((r) => r.path !== '/gameSelect');
    expect(keysOf(viewer)).toContain('/gameSelect');
  });

  it('ignores a role or a permission group that no longer exists, and keeps the rest', () => {
    const viewer = person('viewer');
    const before = keysOf(viewer);
    viewer.roleIds = [9999, ...viewer.roleIds];
    const role = getStore().roles.find((r) => viewer.roleIds.includes(r.id))!;
    role.groupIds = [8888, ...role.groupIds];
    expect(keysOf(viewer)).toEqual(before);
    expect(hasGrant(viewer, '/api/order/flow/page')).toBe(true);
  });
});

describe('games and the admin role', () => {
  it('an admin who also holds another role is still an admin, and uses a game not in their own list', () => {
    const store = getStore();
    const admin = store.people.find((p) => p.account === 'admin')!;
    admin.roleIds = [...admin.roleIds, roleOf('viewer').id];
    admin.gameIds = [];
    expect(isAdmin(admin)).toBe(true);
    expect(gamesOf(admin).map((g) => g.id)).toEqual(store.games.map((g) => g.id));
    expect(canUseGame(admin, store.games[1].id)).toBe(true);
  });

  it('an enabled admin role uses every game; anyone else only their own', () => {
    const store = getStore();
    const person = (account: string) => store.people.find((p) => p.account === account)!;
    expect(isAdmin(person('admin'))).toBe(true);
    expect(gamesOf(person('admin')).map((g) => g.id)).toEqual(store.games.map((g) => g.id));
    const viewer = person('viewer');
    expect(isAdmin(viewer)).toBe(false);
    expect(gamesOf(viewer).map((g) => g.id)).toEqual(viewer.gameIds);
    const other = store.games.find((g) => !viewer.gameIds.includes(g.id))!;
    expect(canUseGame(viewer, viewer.gameIds[0])).toBe(true);
    expect(canUseGame(viewer, other.id)).toBe(false);
    // an admin role that is not enabled makes nobody an admin
    store.roles.find((r) => r.code === 'admin')!.status = 0;
    expect(isAdmin(person('admin'))).toBe(false);
    expect(canUseGame(person('admin'), other.id)).toBe(person('admin').gameIds.includes(other.id));
  });

  it('masks phones: 3 digits, 4 stars, the last 4; a short one is all stars; none stays empty', () => {
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskPhone('1381234')).toBe('138****1234');
    expect(maskPhone('123456')).toBe('****');
    expect(maskPhone('')).toBe('');
  });
});
