import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import operate from '../../operate';
import { BASE_EPOCH, DAY } from '../../core/clock';
import { playersOf } from '../../players';
import { getStore } from '../../core/store';
import { areaTestBed } from '../../core/testServer';
import { businessDayOf, dayText } from './anniversary';

/**
 * Role birthdays over real HTTP: the range (across the year end), reward status per year, the send's preview (every
 * selected role with what a send would do) and the send bound to it by its token, sending once, log, access.
 */
const bed = areaTestBed([auth, operate]);
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
interface PreviewRow {
  roleId: string;
  account: string;
  anniversary: string;
  year: number | null;
  state: string;
  sentAt: number | null;
  sentBy: string;
}
interface Preview {
  rows: PreviewRow[];
  counts: Record<string, number>;
  token: string;
}
const page = (body: Record<string, unknown>, o = admin()) =>
  bed.call<{ list: Row[]; total: number }>(`${B}/page`, { pageNum: 1, pageSize: 500, ...body }, o);
const preview = (body: Record<string, unknown>, o = admin()) => bed.call<Preview>(`${B}/preview`, body, o);
const sendWith = (body: Record<string, unknown>, o = admin()) =>
  bed.call<{ sent: number; skipped: number; results: Result[] }>(`${B}/reward`, body, o);
/** A send as the screen makes it: preview, then send with the preview's token. */
const reward = async (body: Record<string, unknown>, o = admin()) => {
  const p = await preview(body, o);
  expect(p.json.code).toBe('00000');
  return sendWith({ ...body, token: p.json.data.token }, o);
};
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
    const range = {
      start: dayText(businessDayOf(BASE_EPOCH - 7 * DAY)),
      end: dayText(businessDayOf(BASE_EPOCH - DAY)),
    };
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
    // a role whose anniversary (in March) is not in the range: nothing to send
    const out = await reward({ start: '2027-06-01', end: '2027-06-02', roleIds: [r3.roleId] });
    expect(out.json.code).toBe('A0403');
  });

  it('previews every selected role with what a send would do, changing nothing', async () => {
    const range = { start: '2027-03-01', end: '2027-03-10' };
    const rows = (await page({ ...range, status: 'notSent' })).json.data.list;
    const [r1, r2] = rows;
    await reward({ ...range, roleIds: [r1.roleId] });
    const june = (await page({ start: '2027-06-01', end: '2027-06-10' })).json.data.list[0];
    const logs = rewardLogs().length;
    const res = await preview({ ...range, roleIds: [r2.roleId, r1.roleId, june.roleId, 'nope', ` ${r2.roleId} `] });
    expect(res.json.code).toBe('00000');
    const p = res.json.data;
    expect(p.rows.map((r) => [r.roleId, r.state])).toEqual([
      [r2.roleId, 'willSend'],
      [r1.roleId, 'alreadySent'],
      [june.roleId, 'notInRange'],
      ['nope', 'unknownRole'],
    ]);
    expect(p.counts).toEqual({ willSend: 1, alreadySent: 1, notInRange: 1, unknownRole: 1 });
    expect(p.rows[0]).toMatchObject({ account: r2.account, anniversary: r2.anniversary, year: 2027, sentAt: null });
    // already sent: when and by whom
    expect(p.rows[1]).toMatchObject({ year: 2027, sentBy: '周建国' });
    expect(p.rows[1].sentAt).toEqual(expect.any(Number));
    expect(p.rows[2]).toMatchObject({ anniversary: '', year: null });
    expect(p.token).toMatch(/^[0-9a-f]{32}$/);
    // a preview changes nothing
    expect(rewardLogs()).toHaveLength(logs);
    expect((await page({ ...range, roleId: r2.roleId })).json.data.list[0].status).toBe('notSent');
    // the same selection in the same state: the same token
    expect((await preview({ ...range, roleIds: [r2.roleId, r1.roleId, june.roleId, 'nope'] })).json.data.token).toBe(
      p.token,
    );
  });

  it('sends only what the preview showed; a preview overtaken by another send is refused: preview again', async () => {
    const range = { start: '2027-03-01', end: '2027-03-10' };
    const [r1, r2, r3] = (await page({ ...range, status: 'notSent' })).json.data.list;
    const body = { ...range, roleIds: [r1.roleId, r2.roleId] };
    const mine = (await preview(body)).json.data;
    expect(mine.counts.willSend).toBe(2);
    // meanwhile ops rewards r2 from another screen
    const ops = await bed.login('ops');
    const theirs = await reward({ ...range, roleIds: [r2.roleId, r3.roleId] }, { token: ops, gameId: GAME });
    expect(theirs.json.data.sent).toBe(2);
    const logs = rewardLogs().length;

    const stale = await sendWith({ ...body, token: mine.token });
    expect(stale.json.code).toBe('A0403');
    expect(stale.json.tips).toContain('重新预览');
    expect(rewardLogs()).toHaveLength(logs);
    expect((await page({ ...range, roleId: r1.roleId })).json.data.list[0].status).toBe('notSent');
    const english = await bed.call(`${B}/reward`, { ...body, token: mine.token }, { ...admin(), lang: 'en-US' });
    expect(english.json.tips).toContain('preview again');
    // a token of another selection or range does not do either
    expect((await sendWith({ ...range, roleIds: [r1.roleId], token: mine.token })).json.code).toBe('A0403');
    expect((await sendWith({ ...body, end: '2027-03-11', token: mine.token })).json.code).toBe('A0403');

    // previewed again: r2 shows as already sent by ops, and the send rewards r1 only
    const again = (await preview(body)).json.data;
    expect(again.rows.map((r) => r.state)).toEqual(['willSend', 'alreadySent']);
    expect(again.rows[1].sentBy).toBe(theirs.json.data.results[0].sentBy);
    const sent = await sendWith({ ...body, token: again.token });
    expect(sent.json.data).toMatchObject({ sent: 1, skipped: 1 });
    expect(sent.json.data.results.map((r) => r.result)).toEqual(['sent', 'alreadySent']);
    expect(rewardLogs()).toHaveLength(logs + 1);
    // the same token once more: the state changed (r1 sent), so it is stale
    expect((await sendWith({ ...body, token: again.token })).json.code).toBe('A0403');
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
    const none = await preview({ start: '2027-01-01', end: '2027-01-02', roleIds: [] });
    expect(none.json.code).toBe('A0400');
    expect(none.json.tips).toContain('至少选择 1 项');
    const tooMany = Array.from({ length: 501 }, (_, i) => `r${i}`);
    expect((await preview({ start: '2027-01-01', end: '2027-01-02', roleIds: tooMany })).json.code).toBe('A0400');
    expect((await sendWith({ start: '2027-01-01', end: '2027-01-02', roleIds: ['x'] })).json.code).toBe('A0400');
    expect(rewardLogs()).toEqual([]);
  });

  it('is refused to viewer', async () => {
    const viewer = await bed.login('viewer');
    const o = { token: viewer, gameId: GAME };
    expect((await page({ start: '2027-01-01', end: '2027-01-02' }, o)).json.code).toBe('A0301');
    const res = await sendWith({ start: '2027-01-01', end: '2027-01-02', roleIds: ['x'], token: 't' }, o);
    expect(res.json.code).toBe('A0301');
    expect((await preview({ start: '2027-01-01', end: '2027-01-02', roleIds: ['x'] }, o)).json.code).toBe('A0301');
  });
});
