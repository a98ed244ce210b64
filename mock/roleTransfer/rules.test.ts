import { describe, expect, it } from 'vitest';
import type { Player, PlayerRole } from '../players';
import { REBIND_MAX_ROLES } from '../../src/contract/roleTransfer';
import { conflictsOf, planTransfer, previewToken, refusalOf, roleView } from './rules';
import { startBackend } from '../backend';

// the backend as an entry serves it: every domain's set-up, once (mock/backend)
startBackend();

/** The transfer rules without the HTTP layer: conflicts on the same server, refusals, the preview token. */
const role = (roleId: string, server: string, level = 10, balance = 0): PlayerRole => ({
  roleId,
  name: `角色${roleId}`,
  server,
  level,
  created: Date.UTC(2025, 0, 1),
  balance,
});

const player = (account: string, roles: PlayerRole[], status: Player['status'] = 'normal'): Player => ({
  gameId: 1,
  uid: 1,
  account,
  phone: '13800001111',
  email: null,
  channel: 'official',
  line: 'og',
  registeredAt: 0,
  lastLoginAt: 0,
  realName: 'verified',
  status,
  devices: [],
  ips: [],
  roles,
});

const points: Record<string, number> = { r1: 100, r2: 250, r3: 7, b1: 1 };
const pointsOf = (id: string) => points[id] ?? 0;

describe('conflicts', () => {
  it('are the servers where B already holds a role, one per moving role, naming both roles', () => {
    const a = player('a', [role('r1', 's1'), role('r2', 's2'), role('r3', 's3')]);
    const b = player('b', [role('b1', 's2'), role('b4', 's4')]);
    const c = conflictsOf(
      a.roles.map((r) => roleView(r, pointsOf)),
      b,
      pointsOf,
    );
    expect(c.map((x) => [x.server, x.role.roleId, x.target.roleId])).toEqual([['s2', 'r2', 'b1']]);
  });

  it('block the migration (no token) but not a rebind that leaves the conflicting role behind', () => {
    const a = player('a', [role('r1', 's1'), role('r2', 's2')]);
    const b = player('b', [role('b1', 's2')]);
    const all = planTransfer(1, 'migration', a, b, [], pointsOf);
    expect(all.conflicts).toHaveLength(1);
    expect(all.token).toBe('');
    const one = planTransfer(1, 'rebind', a, b, ['r1'], pointsOf);
    expect(one.conflicts).toEqual([]);
    expect(one.moves.map((r) => r.roleId)).toEqual(['r1']);
    expect(one.token).toMatch(/^[0-9a-f]{32}$/);
    expect(planTransfer(1, 'rebind', a, b, ['r2'], pointsOf).conflicts[0].server).toBe('s2');
  });

  it('do not arise from servers B holds that nothing moves to', () => {
    const a = player('a', [role('r1', 's1')]);
    const b = player('b', [role('b1', 's2'), role('b3', 's3')]);
    expect(planTransfer(1, 'migration', a, b, [], pointsOf).conflicts).toEqual([]);
  });
});

describe('what moves', () => {
  it('is every role of A with its server, level, points and balance for a migration, with the totals', () => {
    const a = player('a', [role('r1', 's1', 30, 1200), role('r2', 's2', 80, 45)]);
    const plan = planTransfer(1, 'migration', a, player('b', [role('b4', 's4', 1, 500)]), [], pointsOf);
    const created = Date.UTC(2025, 0, 1);
    expect(plan.moves).toEqual([
      { roleId: 'r1', name: '角色r1', server: 's1', level: 30, created, points: 100, balance: 1200 },
      { roleId: 'r2', name: '角色r2', server: 's2', level: 80, created, points: 250, balance: 45 },
    ]);
    expect(plan.totalPoints).toBe(350);
    expect(plan.totalBalance).toBe(1245);
    expect(plan.balances).toEqual({ from: { before: 1245, after: 0 }, to: { before: 500, after: 1745 } });
  });

  it("takes only the chosen roles' balances for a rebind; A keeps the rest", () => {
    const a = player('a', [role('r1', 's1', 30, 1200), role('r2', 's2', 80, 45)]);
    const plan = planTransfer(1, 'rebind', a, player('b', []), ['r2'], pointsOf);
    expect(plan.totalBalance).toBe(45);
    expect(plan.balances).toEqual({ from: { before: 1245, after: 1200 }, to: { before: 0, after: 45 } });
  });
});

describe('refusals', () => {
  const a = player('a', [role('r1', 's1')]);
  it('A = B, naming the account', () =>
    expect(refusalOf('migration', a, a, [])).toEqual({ code: 'A0400', key: 'sameAccount', vars: { account: 'a' } }));
  it('a locked account on either side', () => {
    expect(refusalOf('migration', player('a', [role('r1', 's1')], 'locked'), player('b', []), [])).toMatchObject({
      code: 'A0403',
      key: 'notNormal',
      vars: { account: 'a' },
    });
    expect(refusalOf('migration', a, player('b', [], 'locked'), [])?.vars).toEqual({ account: 'b' });
  });
  it('a migration with nothing left to move (done already)', () =>
    expect(refusalOf('migration', player('a', []), player('b', []), [])?.key).toBe('nothingToMove'));
  it('a rebind naming no role, or a role A does not hold', () => {
    expect(refusalOf('rebind', a, player('b', []), [])).toEqual({ code: 'A0400', key: 'noRoleChosen', vars: {} });
    expect(refusalOf('rebind', a, player('b', []), ['r1', 'zz'])).toMatchObject({
      key: 'notOwnRole',
      vars: { roleId: 'zz', account: 'a' },
    });
    expect(refusalOf('rebind', a, player('b', []), ['r1'])).toBeNull();
  });
});

describe('a rebind', () => {
  const many = player(
    'a',
    Array.from({ length: REBIND_MAX_ROLES + 1 }, (_, i) => role(`r${i}`, `s${i}`)),
  );
  const ids = many.roles.map((r) => r.roleId);

  it(`names at most ${REBIND_MAX_ROLES} roles`, () => {
    expect(refusalOf('rebind', many, player('b', []), ids.slice(0, REBIND_MAX_ROLES))).toBeNull();
    expect(refusalOf('rebind', many, player('b', []), ids)).toEqual({
      code: 'A0400',
      key: 'tooManyRoles',
      vars: { max: REBIND_MAX_ROLES },
    });
  });

  it('reads a role id as typed with spaces around it', () => {
    expect(refusalOf('rebind', many, player('b', []), [' r1 ', 'r2\t'])).toBeNull();
    const plan = planTransfer(1, 'rebind', many, player('b', []), [' r1 ', 'r2\t'], pointsOf);
    expect(plan.moves.map((r) => r.roleId)).toEqual(['r1', 'r2']);
  });
});

describe('the preview token', () => {
  const a = () => player('a', [role('r1', 's1', 10), role('r2', 's2', 20)]);
  const b = player('b', []);
  const token = (from: Player) => planTransfer(1, 'migration', from, b, [], pointsOf).token;

  it('is the same for the same state, whatever the roles order', () => {
    const reversed = a();
    reversed.roles.reverse();
    expect(token(a())).toBe(token(reversed));
    // every order of four roles
    const four = [role('r1', 's1'), role('r2', 's2'), role('r3', 's3'), role('b1', 's4')];
    const orders = (rest: PlayerRole[]): PlayerRole[][] =>
      rest.length <= 1 ? [rest] : rest.flatMap((r, i) => orders(rest.filter((_, j) => j !== i)).map((o) => [r, ...o]));
    const tokens = new Set(orders(four).map((roles) => token(player('a', roles))));
    expect(tokens.size).toBe(1);
  });

  it('differs for different roles whose fields, written one after another, would read the same', () => {
    const view = (roleId: string, balance: number) => roleView(role(roleId, 's', 1, balance), () => 0);
    const before = { from: 0, to: 0 };
    // "1:s:1:0:5" + "23:s:1:0:0" and "1:s:1:0:52" + "3:s:1:0:0"
    const one = previewToken(1, 'rebind', 'a', 'b', [view('1', 5), view('23', 0)], before);
    const other = previewToken(1, 'rebind', 'a', 'b', [view('1', 52), view('3', 0)], before);
    expect(one).not.toBe(other);
  });

  it('changes when what moves changes: a role more or less, a level, the points', () => {
    const base = token(a());
    const more = a();
    more.roles.push(role('r3', 's3'));
    expect(token(more)).not.toBe(base);
    const fewer = a();
    fewer.roles.pop();
    expect(token(fewer)).not.toBe(base);
    const levelled = a();
    levelled.roles[0].level = 11;
    expect(token(levelled)).not.toBe(base);
    points.r1 = 101;
    expect(token(a())).not.toBe(base);
    points.r1 = 100;
    expect(token(a())).toBe(base);
    const richer = a();
    richer.roles[1].balance = 1;
    expect(token(richer)).not.toBe(base);
  });

  it("changes when B's balance changes (the preview shows it before and after)", () => {
    const base = token(a());
    const other = planTransfer(1, 'migration', a(), player('b', [role('b9', 's9', 1, 10)]), [], pointsOf).token;
    const richer = planTransfer(1, 'migration', a(), player('b', [role('b9', 's9', 1, 11)]), [], pointsOf).token;
    expect(other).not.toBe(base);
    expect(richer).not.toBe(other);
  });

  it('names the game, the kind and both accounts', () => {
    const moves = a().roles.map((r) => roleView(r, pointsOf));
    const before = { from: 0, to: 0 };
    const t = previewToken(1, 'migration', 'a', 'b', moves, before);
    expect(previewToken(2, 'migration', 'a', 'b', moves, before)).not.toBe(t);
    expect(previewToken(1, 'rebind', 'a', 'b', moves, before)).not.toBe(t);
    expect(previewToken(1, 'migration', 'a', 'c', moves, before)).not.toBe(t);
  });
});
