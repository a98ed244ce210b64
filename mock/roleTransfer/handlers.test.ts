import { describe, expect, it } from 'vitest';
import auth from '../auth';
import changeRequest from '../changeRequest';
import operate from '../operate';
import special from '../special';
import {
  maskedContact,
  playerByAccount,
  playersOf,
  pointsOf,
  recordAdjustment,
  roleById,
  type Player,
} from '../players';
import { getStore } from '../core/store';
import { areaTestBed } from '../core/testServer';

/** Account migration and role rebind over real HTTP: preview, execute bound to the preview, records, log, access. */
const bed = areaTestBed([auth, changeRequest, operate, special]);
type OpLog = ReturnType<typeof bed.lastLog>;
const GAME = 1;
const MIG = '/api/operate/userAccountMigration';
const REB = '/api/special/rebindUser';
const admin = () => ({ token: bed.admin, gameId: GAME });

interface Role {
  roleId: string;
  server: string;
  level: number;
  points: number;
  balance: number;
}
interface Balances {
  from: { before: number; after: number };
  to: { before: number; after: number };
}
interface Preview {
  from: { account: string; contact: string; roles: Role[]; balance: number };
  to: { account: string; roles: Role[]; balance: number };
  moves: Role[];
  totalPoints: number;
  totalBalance: number;
  balances: Balances;
  conflicts: Array<{ server: string; roleId: string; targetRoleId: string; message: string }>;
  token: string;
}
interface Rec {
  id: number;
  fromAccount: string;
  toAccount: string;
  roles: Role[];
  totalBalance: number;
  balances: Balances;
  reason: string;
  operator: string;
}
/** An account's balance in all, summed here from its roles (apart from the code under test). */
const balanceOf = (account: string) => (playerByAccount(GAME, account)?.roles ?? []).reduce((s, r) => s + r.balance, 0);

const idsOf = (account: string) => playerByAccount(GAME, account)?.roles.map((r) => r.roleId);
const servers = (p: Player) => new Set(p.roles.map((r) => r.server));
const normal = () => playersOf(GAME).filter((p) => p.status === 'normal');
/** A with two or more roles and B with roles on none of A's servers. */
function disjointPair(): [Player, Player] {
  const a = normal().find((p) => p.roles.length >= 2)!;
  const b = normal().find((p) => p !== a && p.roles.length > 0 && ![...servers(p)].some((s) => servers(a).has(s)))!;
  return [a, b];
}
/** B holding a role on one of A's servers. */
const clashing = (a: Player) =>
  normal().find((p) => p !== a && p.roles.some((r) => servers(a).has(r.server)) && p.roles.length === 1)!;

const preview = (base: string, body: Record<string, unknown>, o = admin()) =>
  bed.call<Preview>(`${base}/preview`, body, o);
/**
 * An execution needs approval (docs/rules.md "Change requests"): these tests are about the transfer, so it runs on the
 * emergency path (admin), at once; the approval flow is mock/changeRequest's tests'.
 */
const NOW = { emergency: true, changeReason: '玩家申请' };
const execute = (base: string, body: Record<string, unknown>, o = admin()) =>
  bed.call<Rec>(`${base}/execute`, { ...NOW, ...body }, o);

describe('account migration over HTTP', () => {
  it('previews exactly what moves (roles, servers, levels, points, balances; contacts masked) and changes nothing', async () => {
    const [a, b] = disjointPair();
    const held = idsOf(a.account);
    const [aBalance, bBalance] = [balanceOf(a.account), balanceOf(b.account)];
    const res = await preview(MIG, { from: a.account, to: b.account });
    expect(res.json.code).toBe('00000');
    const p = res.json.data;
    expect(p.moves.map((r) => [r.roleId, r.server, r.level, r.points, r.balance])).toEqual(
      a.roles.map((r) => [r.roleId, r.server, r.level, pointsOf(r.roleId), r.balance]),
    );
    expect(p.totalPoints).toBe(a.roles.reduce((s, r) => s + pointsOf(r.roleId), 0));
    expect(aBalance).toBeGreaterThan(0);
    expect(p.totalBalance).toBe(aBalance);
    expect(p.from.balance).toBe(aBalance);
    expect(p.to.balance).toBe(bBalance);
    expect(p.balances).toEqual({
      from: { before: aBalance, after: 0 },
      to: { before: bBalance, after: bBalance + aBalance },
    });
    expect(balanceOf(b.account)).toBe(bBalance);
    expect(p.conflicts).toEqual([]);
    expect(p.token).toMatch(/^[0-9a-f]{32}$/);
    expect(p.from.contact).toBe(maskedContact(a));
    expect(JSON.stringify(res.json)).not.toContain(a.phone ?? a.email);
    expect(idsOf(a.account)).toEqual(held);
  });

  it('executes with the token: every role moves with its points, a record and a log entry; repeating is refused', async () => {
    const [a, b] = disjointPair();
    const ids = a.roles.map((r) => r.roleId);
    const before = ids.map(pointsOf);
    const bCount = b.roles.length;
    const [aBalance, bBalance] = [balanceOf(a.account), balanceOf(b.account)];
    const { token } = (await preview(MIG, { from: a.account, to: b.account })).json.data;
    // ops asks (docs/rules.md "Change requests"), another of the operations team approves: then it runs
    const ops = await bed.login('ops');
    const asked = await bed.call<{ changeRequest: { id: number } }>(
      `${MIG}/execute`,
      { from: a.account, to: b.account, reason: '玩家换号申请', token, changeReason: '玩家换号申请' },
      { token: ops, gameId: GAME },
    );
    expect(asked.json.code).toBe('00000');
    expect(playerByAccount(GAME, a.account)?.roles.length).toBe(ids.length);
    const liuyang = await bed.login('liuyang');
    const id = asked.json.data.changeRequest.id;
    const approval = await bed.call<{ status: string }>(
      '/api/mng/changeRequest/approve',
      { id, baseVersion: 1 },
      { token: liuyang, gameId: GAME },
    );
    expect(approval.json.data.status).toBe('approved');
    const res = await bed.call<{ list: Rec[] }>(
      `${MIG}/page`,
      { pageNum: 1, pageSize: 1, account: b.account },
      admin(),
    );
    expect(res.json.data.list[0]).toMatchObject({
      fromAccount: a.account,
      toAccount: b.account,
      reason: '玩家换号申请',
    });
    expect(res.json.data.list[0].roles.map((r) => r.roleId)).toEqual(ids);
    expect(playerByAccount(GAME, a.account)?.roles).toEqual([]);
    expect(playerByAccount(GAME, b.account)?.roles.length).toBe(bCount + ids.length);
    expect(ids.map((id) => roleById(GAME, id)?.player.account)).toEqual(ids.map(() => b.account));
    expect(ids.map(pointsOf)).toEqual(before);
    // the balance went with the roles: B holds both accounts' balances, A none
    expect(balanceOf(a.account)).toBe(0);
    expect(balanceOf(b.account)).toBe(bBalance + aBalance);
    expect(res.json.data.list[0].totalBalance).toBe(aBalance);
    expect(res.json.data.list[0].balances).toEqual({
      from: { before: aBalance, after: 0 },
      to: { before: bBalance, after: bBalance + aBalance },
    });
    const log = getStore()
      .oplog.filter((e) => e.module === 'userAccountMigration')
      .at(-1) as OpLog;
    expect(log).toMatchObject({ module: 'userAccountMigration', action: 'migrate', result: 'success' });
    expect(log).toMatchObject({ changeRequestId: id, operatorName: '李明' });
    expect(log.target).toContain(`${a.account} → ${b.account}`);
    type Side = { roles: string[]; balance: number };
    const [logBefore, logAfter] = [log.before as Record<string, Side>, log.after as Record<string, Side>];
    expect(logBefore[a.account]).toMatchObject({ balance: aBalance });
    expect(logBefore[a.account].roles).toHaveLength(ids.length);
    expect(logBefore[b.account]).toMatchObject({ balance: bBalance });
    expect(logAfter[a.account]).toEqual({ roles: [], balance: 0 });
    expect(logAfter[b.account]).toMatchObject({ balance: bBalance + aBalance });
    expect((log.after as Record<string, unknown>).reason).toBe('玩家换号申请');

    const list = await bed.call<{ list: Rec[]; total: number }>(
      `${MIG}/page`,
      { pageNum: 1, pageSize: 10, account: b.account },
      admin(),
    );
    expect(list.json.data.total).toBe(1);
    expect(list.json.data.list[0].operator).toBeTruthy();

    // the same migration again: A has nothing left; the old token does not help
    const again = await preview(MIG, { from: a.account, to: b.account });
    expect(again.json.code).toBe('A0403');
    expect(again.json.tips).toContain(a.account);
    expect((await execute(MIG, { from: a.account, to: b.account, reason: '重复', token })).json.code).toBe('A0403');
  });

  it('refuses when B has a role on a server where A has one, naming the server and both roles', async () => {
    const [a] = disjointPair();
    const held = idsOf(a.account);
    const b = clashing(a);
    const taken = b.roles[0];
    const mine = a.roles.find((r) => r.server === taken.server)!;
    const p = (await preview(MIG, { from: a.account, to: b.account })).json.data;
    expect(p.token).toBe('');
    expect(p.conflicts).toEqual([
      expect.objectContaining({ server: taken.server, roleId: mine.roleId, targetRoleId: taken.roleId }),
    ]);
    expect(p.conflicts[0].message).toContain(taken.server);
    const res = await execute(MIG, { from: a.account, to: b.account, reason: '试一下', token: 'x' });
    expect(res.json.code).toBe('A0403');
    expect(res.json.tips).toContain(taken.server);
    expect(res.json.tips).toContain(taken.roleId);
    expect(res.json.tips).toContain(mine.roleId);
    expect(idsOf(a.account)).toEqual(held);
    expect(bed.lastLog()).toMatchObject({ action: 'migrate', result: 'failure' });
  });

  it('refuses an execution whose preview is stale (the points of a moving role changed since)', async () => {
    const [a, b] = disjointPair();
    const held = idsOf(a.account);
    const { token } = (await preview(MIG, { from: a.account, to: b.account })).json.data;
    const role = a.roles[0];
    const now = pointsOf(role.roleId);
    recordAdjustment({
      gameId: GAME,
      roleId: role.roleId,
      delta: 5,
      before: now,
      after: now + 5,
      reason: 't',
      operator: 't',
      at: 0,
    });
    const res = await execute(MIG, { from: a.account, to: b.account, reason: '玩家申请', token });
    expect(res.json.code).toBe('A0403');
    expect(res.json.tips).toContain('重新预览');
    expect(idsOf(a.account)).toEqual(held);
    const fresh = (await preview(MIG, { from: a.account, to: b.account })).json.data.token;
    expect(fresh).not.toBe(token);
    expect((await execute(MIG, { from: a.account, to: b.account, reason: '玩家申请', token: fresh })).json.code).toBe(
      '00000',
    );
  });

  it('validates: A = B, unknown accounts, a locked account, a missing reason', async () => {
    const [a, b] = disjointPair();
    const held = idsOf(a.account);
    expect((await preview(MIG, { from: a.account, to: a.account })).json.code).toBe('A0400');
    const unknown = await preview(MIG, { from: a.account, to: 'nobody_99999' });
    expect(unknown.json.code).toBe('A0402');
    expect(unknown.json.tips).toContain('nobody_99999');
    const locked = playersOf(GAME).find((p) => p.status === 'locked' && p.roles.length > 0)!;
    const res = await preview(MIG, { from: locked.account, to: b.account });
    expect(res.json.code).toBe('A0403');
    expect(res.json.tips).toContain(locked.account);
    const { token } = (await preview(MIG, { from: a.account, to: b.account })).json.data;
    expect((await execute(MIG, { from: a.account, to: b.account, token })).json.code).toBe('A0400');
    expect((await execute(MIG, { from: a.account, to: b.account, token, reason: ' ' })).json.code).toBe('A0400');
    expect(idsOf(a.account)).toEqual(held);
  });

  it('is refused to viewer (A0301) and to a game the account does not hold', async () => {
    const [a, b] = disjointPair();
    const viewer = await bed.login('viewer');
    for (const path of [`${MIG}/preview`, `${MIG}/execute`, `${MIG}/page`, `${REB}/roles`, `${REB}/preview`]) {
      const res = await bed.call(
        path,
        { from: a.account, to: b.account, pageNum: 1, pageSize: 10 },
        { token: viewer, gameId: GAME },
      );
      expect({ path, code: res.json.code }).toEqual({ path, code: 'A0301' });
    }
    // accounts of game 1 are unknown in game 2
    expect((await preview(MIG, { from: a.account, to: b.account }, { token: bed.admin, gameId: 2 })).json.code).toBe(
      'A0402',
    );
  });
});

describe('role rebind over HTTP', () => {
  it('moves only the chosen role; its record names it; the other roles stay', async () => {
    const [a, b] = disjointPair();
    const roles = await bed.call<{ roles: Role[] }>(`${REB}/roles`, { account: a.account }, admin());
    expect(roles.json.data.roles.map((r) => r.roleId)).toEqual(a.roles.map((r) => r.roleId));
    expect(roles.json.data.roles.map((r) => r.balance)).toEqual(a.roles.map((r) => r.balance));
    const chosen = a.roles[0].roleId;
    const count = a.roles.length;
    const [aBalance, bBalance, moving] = [balanceOf(a.account), balanceOf(b.account), a.roles[0].balance];
    const p = (await preview(REB, { from: a.account, to: b.account, roleIds: [chosen] })).json.data;
    expect(p.moves.map((r) => r.roleId)).toEqual([chosen]);
    expect(p.balances).toEqual({
      from: { before: aBalance, after: aBalance - moving },
      to: { before: bBalance, after: bBalance + moving },
    });
    const res = await execute(REB, {
      from: a.account,
      to: b.account,
      roleIds: [chosen],
      reason: '误绑更正',
      token: p.token,
    });
    expect(res.json.code).toBe('00000');
    expect(roleById(GAME, chosen)?.player.account).toBe(b.account);
    expect(playerByAccount(GAME, a.account)?.roles.length).toBe(count - 1);
    expect([balanceOf(a.account), balanceOf(b.account)]).toEqual([aBalance - moving, bBalance + moving]);
    expect(bed.lastLog()).toMatchObject({ module: 'rebindUser', action: 'rebind', result: 'success' });
    // records are per screen
    const mig = await bed.call<{ total: number }>(`${MIG}/page`, { pageNum: 1, pageSize: 10 }, admin());
    const reb = await bed.call<{ total: number }>(`${REB}/page`, { pageNum: 1, pageSize: 10, roleId: chosen }, admin());
    expect([mig.json.data.total, reb.json.data.total]).toEqual([0, 1]);
    // the role is B's now: rebinding it from A again is refused
    const again = await preview(REB, { from: a.account, to: b.account, roleIds: [chosen] });
    expect(again.json.code).toBe('A0403');
    expect(again.json.tips).toContain(chosen);
  });

  it('refuses a role whose server B already has, and a token of another selection', async () => {
    const [a] = disjointPair();
    const b = clashing(a);
    const clash = a.roles.find((r) => r.server === b.roles[0].server)!;
    const p = (await preview(REB, { from: a.account, to: b.account, roleIds: [clash.roleId] })).json.data;
    expect(p.conflicts.map((c) => c.server)).toEqual([clash.server]);
    const res = await execute(REB, {
      from: a.account,
      to: b.account,
      roleIds: [clash.roleId],
      reason: '换绑',
      token: 'x',
    });
    expect(res.json.code).toBe('A0403');
    expect(res.json.tips).toContain(clash.server);
    // a token previewed for one role does not execute another selection
    const [c, d] = disjointPair();
    const one = (await preview(REB, { from: c.account, to: d.account, roleIds: [c.roles[0].roleId] })).json.data;
    const two = c.roles.slice(0, 2).map((r) => r.roleId);
    const both = await execute(REB, { from: c.account, to: d.account, roleIds: two, reason: '换绑', token: one.token });
    expect(both.json.code).toBe('A0403');
    expect(both.json.tips).toContain('重新预览');
    expect(getStore().oplog.filter((l) => l.module === 'rebindUser' && l.result === 'success')).toEqual([]);
    expect((await bed.call(`${REB}/preview`, { from: a.account, to: b.account, roleIds: [] }, admin())).json.code).toBe(
      'A0400',
    );
  });
});
