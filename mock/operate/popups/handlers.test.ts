import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import operate from '../../operate';
import { advanceClock, MINUTE, now } from '../../core/clock';
import { areaTestBed } from '../../core/testServer';

/** Poster pop-ups, ads and tips over real HTTP: content required per kind, links, live-now by the clock, access. */
const bed = areaTestBed([auth, operate]);
const { call, lastLog } = bed;

interface Row {
  id: number;
  title: string;
  state: string;
  live: boolean;
}
const GAME = 1;
const admin = () => ({ token: bed.admin, gameId: GAME });
const poster = () => ({
  title: '测试海报',
  imageUrl: 'https://cdn.example.com/p.png',
  text: '限时活动',
  buttonText: '去看看',
  linkUrl: 'https://event.example.com/x',
  channels: ['huawei'],
  minVersion: '1.0',
  maxVersion: '',
  frequency: 'daily',
  startAt: now() + 10 * MINUTE,
  endAt: now() + 20 * MINUTE,
  priority: 10,
  status: 1,
});
const page = async (kind: string, body: Record<string, unknown> = {}) =>
  (await call<{ list: Row[] }>(`/api/operate/${kind}/page`, { pageNum: 1, pageSize: 50, ...body }, admin())).json?.data
    .list ?? [];

describe('pop-ups', () => {
  it('a poster is scheduled, then live, then ended as the clock moves; logged', async () => {
    const r = await call<{ id: number }>('/api/operate/posterPop/add', poster(), admin());
    expect(r.json?.code).toBe('00000');
    expect(lastLog()).toMatchObject({ module: 'posterPop', action: 'add', after: { state: 'scheduled' } });
    const id = r.json?.data.id;
    const mine = async () => (await page('posterPop')).find((p) => p.id === id);
    expect(await mine()).toMatchObject({ state: 'scheduled', live: false });
    advanceClock(10 * MINUTE + 1);
    expect(await mine()).toMatchObject({ state: 'live', live: true });
    expect((await page('posterPop', { state: 'live' })).map((p) => p.id)).toContain(id);
    advanceClock(10 * MINUTE);
    expect(await mine()).toMatchObject({ state: 'ended', live: false });
    expect((await call('/api/operate/posterPop/disable', { id }, admin())).json?.code).toBe('00000');
    expect(lastLog()).toMatchObject({
      action: 'disable',
      before: { status: 1 },
      after: { status: 0, state: 'disabled' },
    });
  });

  it.each<[string, string, Record<string, unknown>, RegExp]>([
    ['a poster without an image', 'posterPop', { imageUrl: '' }, /imageUrl/],
    ['an ad without a link', 'adConfiguration', { linkUrl: '' }, /linkUrl/],
    ['a tip without text', 'tipManagement', { text: '' }, /text/],
    ['a link that is not http(s)', 'posterPop', { linkUrl: 'javascript:alert(1)' }, /linkUrl/],
    ['an end before the start', 'tipManagement', { endAt: 1, startAt: 2 }, /endAt/],
    ['an unknown channel', 'adConfiguration', { channels: ['nope'] }, /nope/],
  ])('refuses %s', async (_, kind, over, tips) => {
    const r = await call(`/api/operate/${kind}/add`, { ...poster(), ...over }, admin());
    expect(r.json?.code).toBe('A0400');
    expect(r.json?.tips).toMatch(tips);
  });

  it('keeps the kinds apart', async () => {
    const id = (await call<{ id: number }>('/api/operate/tipManagement/add', poster(), admin())).json?.data.id;
    expect((await page('tipManagement')).map((p) => p.id)).toContain(id);
    expect((await page('posterPop')).map((p) => p.id)).not.toContain(id);
    expect((await call('/api/operate/posterPop/get', { id }, admin())).json?.code).toBe('A0402');
  });

  it('ops runs them; viewer is refused', async () => {
    const ops = await bed.login('ops');
    expect((await call('/api/operate/adConfiguration/add', poster(), { token: ops, gameId: GAME })).json?.code).toBe(
      '00000',
    );
    const viewer = await bed.login('viewer');
    for (const kind of ['posterPop', 'adConfiguration', 'tipManagement']) {
      const r = await call(`/api/operate/${kind}/page`, { pageNum: 1, pageSize: 10 }, { token: viewer, gameId: GAME });
      expect(r.json?.code).toBe('A0301');
    }
  });
});
