import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import operateBirthday from '../../operateBirthday';
import { BASE_EPOCH, DAY } from '../../core/clock';
import { playersOf } from '../../core/players';
import { getStore } from '../../core/store';
import { areaTestBed } from '../../core/testServer';
import { chinaDay, dayText } from './anniversary';

/** Role birthdays over real HTTP: the range (across the year end), reward status per year, sending once, log, access. */
const bed = areaTestBed([auth, operateBirthday]);
const GAME = 1;
const B = '/api/operate/userBirthday';
const admin = () => ({ token: bed.admin, gameId: GAME });

interface Row {
  roleId: string;
  account: string;
  created: number;
  anniversary: string;
  years: number;
  year: number;
  status: 'sent' | 'notSent';
  sentAt: number | null;
  sentBy: string;
}
interface Result {
  roleId: string;
  result: string;
  year: number | null;
  sentBy: string;
}
const page = (body: Record<string, unknown>, o = admin()) =>
  bed.call<{ list: Row[]; total: number }>(`${B}/page`, { pageNum: 1, pageSize: 500, ...body }, o);
const reward = (body: Record<string, unknown>, o = admin()) =>
  bed.call<{ sent: number; skipped: number; results: Result[] }>(`${B}/reward`, body, o);
/** month-day of a role's creation, China time, computed apart from the code under test */
const md = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(5, 10);
const yearOf = (ms: number) => new Date(ms + 8 * 3600_000).getUTCFullYear();
const rewardLogs = () => getStore().oplog.filter((l) => l.module === 'userBirthday' && l.action === 'reward');

describe('role birthdays over HTTP', () => {
  it('lists the roles whose anniversary falls in a range across the year end, each once, ordered by the day', async () => {
    const res = await page({ start: '2026-12-30', end: '2027-01-02' });
    expect(res.json.code).toBe('00000');
    const days = ['12-30', '12-31', '01-01', '01-02'];
    const expected = playersOf(GAME)
      .flatMap((p) => p.roles)
      .filter(
        (r) => days.includes(md(r.created)) && yearOf(r.created) < (md(r.created).startsWith('12') ? 2026 : 2027),
      );
    const rows = res.json.data.list;
    expect(res.json.data.total).toBe(expected.length);
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      expect(days).toContain(md(r.created));
      expect(r.anniversary.slice(5)).toBe(md(r.created));
      expect(r.year).toBe(md(r.created).startsWith('12') ? 2026 : 2027);
      expect(r.years).toBe(r.year - yearOf(r.created));
    }
    expect(rows.map((r) => r.anniversary)).toEqual([...rows.map((r) => r.anniversary)].sort());
    expect(new Set(rows.map((r) => r.roleId)).size).toBe(rows.length);
  });

  it('shows the seeded rewards of the past week as sent, by whom and when, and filters by status', async () => {
    const range = { start: dayText(chinaDay(BASE_EPOCH - 7 * DAY)), end: dayText(chinaDay(BASE_EPOCH - DAY)) };
    const all = (await page(range)).json.data;
    const sent = (await page({ ...range, status: 'sent' })).json.data;
    const notSent = (await page({ ...range, status: 'notSent' })).json.data;
    expect(sent.total).toBeGreaterThan(0);
    expect(notSent.total).toBeGreaterThan(0);
    expect(sent.total + notSent.total).toBe(all.total);
    expect(sent.list.every((r) => r.sentBy === '运营小王' && r.sentAt !== null)).toBe(true);
    expect(notSent.list.every((r) => r.sentAt === null && r.sentBy === '')).toBe(true);
  });

  it('sends a reward once per role and year: one log entry per role; a repeat is skipped and says when it went', async () => {
    const range = { start: '2027-03-01', end: '2027-03-10' };
    const rows = (await page({ ...range, status: 'notSent' })).json.data.list;
    const [r1, r2, r3] = rows;
    const ops = await bed.login('ops');
    const first = await reward({ ...range, roleIds: [r1.roleId, r2.roleId] }, { token: ops, gameId: GAME });
    expect(first.json.code).toBe('00000');
    expect(first.json.data).toMatchObject({ sent: 2, skipped: 0 });
    expect(first.json.data.results.map((r) => [r.roleId, r.result, r.year])).toEqual([
      [r1.roleId, 'sent', 2027],
      [r2.roleId, 'sent', 2027],
    ]);
    const logs = rewardLogs();
    expect(logs.map((l) => l.target.includes(r1.roleId) || l.target.includes(r2.roleId))).toEqual([true, true]);
    expect(logs[0].before).toMatchObject({ status: 'notSent', year: 2027 });
    expect(logs[0].after).toMatchObject({ status: 'sent', year: 2027 });

    const again = await reward({ ...range, roleIds: [r1.roleId, r3.roleId, 'nope', rows[0].roleId] });
    expect(again.json.data).toMatchObject({ sent: 1, skipped: 2 });
    expect(again.json.data.results.map((r) => r.result)).toEqual(['alreadySent', 'sent', 'unknownRole']);
    expect(again.json.data.results[0].sentBy).toBe(first.json.data.results[0].sentBy);
    expect(rewardLogs()).toHaveLength(3);

    const listed = (await page({ ...range, roleId: r1.roleId })).json.data.list[0];
    expect(listed).toMatchObject({ status: 'sent', year: 2027 });
    // the next year's anniversary is another reward
    const next = await reward({ start: '2028-03-01', end: '2028-03-10', roleIds: [r1.roleId] });
    expect(next.json.data.results[0]).toMatchObject({ result: 'sent', year: 2028 });
    // a role whose anniversary (in March) is not in the range is skipped
    const out = await reward({ start: '2027-06-01', end: '2027-06-02', roleIds: [r3.roleId] });
    expect(out.json.data.results[0].result).toBe('notInRange');
  });

  it('validates the range and the selection', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ start: '2027-01-10', end: '2027-01-01' }, '早于'],
      [{ start: '2027-01-01', end: '2028-01-01' }, '一年'],
      [{ start: '2027-02-29', end: '2027-03-01' }, 'YYYY-MM-DD'],
      [{ end: '2027-03-01' }, 'start'],
    ];
    for (const [body, tip] of cases) {
      const res = await page(body);
      expect({ body, code: res.json.code }).toEqual({ body, code: 'A0400' });
      expect(res.json.tips).toContain(tip);
    }
    expect((await reward({ start: '2027-01-01', end: '2027-01-02', roleIds: [] })).json.code).toBe('A0400');
    expect(rewardLogs()).toEqual([]);
  });

  it('is refused to viewer', async () => {
    const viewer = await bed.login('viewer');
    const o = { token: viewer, gameId: GAME };
    expect((await page({ start: '2027-01-01', end: '2027-01-02' }, o)).json.code).toBe('A0301');
    const res = await reward({ start: '2027-01-01', end: '2027-01-02', roleIds: ['x'] }, o);
    expect(res.json.code).toBe('A0301');
  });
});
