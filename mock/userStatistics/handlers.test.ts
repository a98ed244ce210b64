import { describe, expect, it } from 'vitest';
import auth from '../auth';
import userStatistics from '../userStatistics';
import { playersOf, seededPoints } from '../players';
import { areaTestBed } from '../core/testServer';

/** Role points (/api/userStatistics/points) over real HTTP: the list, adjustments, history, the log, access. */
const bed = areaTestBed([auth, userStatistics]);
const { call, lastLog } = bed;

interface Row {
  roleId: string;
  roleName: string;
  account: string;
  server: string;
  level: number;
  points: number;
}
interface Page<T> {
  list: T[];
  total: number;
}
interface Adjustment {
  delta: number;
  before: number;
  after: number;
  reason: string;
  operator: string;
}

const GAME = 1;
const admin = () => ({ token: bed.admin, gameId: GAME });
const firstRole = () => {
  const p = playersOf(GAME).find((x) => x.roles.length > 0);
  if (!p) throw new Error('no role');
  return { player: p, role: p.roles[0] };
};
const page = (body: Record<string, unknown>, o = admin()) =>
  call<Page<Row>>('/api/userStatistics/points/page', { pageNum: 1, pageSize: 20, ...body }, o);
const adjust = (body: Record<string, unknown>, o = admin()) => call<Row>('/api/userStatistics/points/adjust', body, o);

describe('role points', () => {
  it('lists the roles of an account with seeded points, filtered by role id and server', async () => {
    const { player, role } = firstRole();
    const byAccount = await page({ account: player.account });
    expect(byAccount.json.code).toBe('00000');
    expect(byAccount.json.data.total).toBe(player.roles.length);
    const byRole = await page({ roleId: role.roleId });
    expect(byRole.json.data.list).toEqual([
      {
        roleId: role.roleId,
        roleName: role.name,
        account: player.account,
        server: role.server,
        level: role.level,
        points: seededPoints(role.roleId),
      },
    ]);
    const other = await page({ roleId: role.roleId, server: 'no-such' });
    expect(other.json.data.total).toBe(0);
    const all = await page({});
    expect(all.json.data.total).toBeGreaterThan(1000);
  });

  it('adjusts with a reason, keeps the history and logs before and after', async () => {
    const { role } = firstRole();
    const start = seededPoints(role.roleId);
    const r = await adjust({ roleId: role.roleId, delta: 250, reason: '活动补偿' });
    expect(r.json.code).toBe('00000');
    expect(r.json.data.points).toBe(start + 250);
    expect((await page({ roleId: role.roleId })).json.data.list[0].points).toBe(start + 250);
    const log = lastLog();
    expect(log).toMatchObject({ module: 'rolePoints', action: 'adjust', result: 'success' });
    expect(log.before).toMatchObject({ roleId: role.roleId, points: start });
    expect(log.after).toMatchObject({ roleId: role.roleId, points: start + 250, delta: 250, reason: '活动补偿' });
    await adjust({ roleId: role.roleId, delta: -50, reason: '回收' });
    const h = await call<{ list: Adjustment[] }>(
      '/api/userStatistics/points/history',
      { roleId: role.roleId },
      admin(),
    );
    expect(h.json.data.list).toMatchObject([
      { delta: -50, before: start + 250, after: start + 200, reason: '回收' },
      { delta: 250, before: start, after: start + 250, reason: '活动补偿', operator: expect.any(String) },
    ]);
  });

  it('refuses going below zero with a message, and changes nothing', async () => {
    const { role } = firstRole();
    const start = seededPoints(role.roleId);
    const r = await adjust({ roleId: role.roleId, delta: -(start + 1), reason: '扣减' });
    expect(r.json.code).toBe('A0400');
    expect(r.json.tips).toContain('低于 0');
    expect((await page({ roleId: role.roleId })).json.data.list[0].points).toBe(start);
    const h = await call<{ list: Adjustment[] }>(
      '/api/userStatistics/points/history',
      { roleId: role.roleId },
      admin(),
    );
    expect(h.json.data.list).toEqual([]);
  });

  it('refuses a zero delta, a too large one, a blank reason and an unknown role', async () => {
    const { role } = firstRole();
    expect((await adjust({ roleId: role.roleId, delta: 0, reason: 'x' })).json.code).toBe('A0400');
    expect((await adjust({ roleId: role.roleId, delta: 1_000_001, reason: 'x' })).json.code).toBe('A0400');
    expect((await adjust({ roleId: role.roleId, delta: 5, reason: '  ' })).json.code).toBe('A0400');
    expect((await adjust({ roleId: 'nope', delta: 5, reason: 'x' })).json.code).toBe('A0402');
  });

  it('ops may; viewer is refused by the backend', async () => {
    const { role } = firstRole();
    const ops = await bed.login('ops');
    expect((await page({}, { token: ops, gameId: GAME })).json.code).toBe('00000');
    expect(
      (await adjust({ roleId: role.roleId, delta: 1, reason: 'ops' }, { token: ops, gameId: GAME })).json.code,
    ).toBe('00000');
    const viewer = await bed.login('viewer');
    expect((await page({}, { token: viewer, gameId: GAME })).json.code).toBe('A0301');
    expect(
      (await adjust({ roleId: role.roleId, delta: 1, reason: 'v' }, { token: viewer, gameId: GAME })).json.code,
    ).toBe('A0301');
  });
});
