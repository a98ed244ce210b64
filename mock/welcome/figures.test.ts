import { describe, expect, it } from 'vitest';
import auth from '../auth';
import dic from '../dic';
import oplog from '../oplog';
import order from '../order';
import pack from '../package';
import setting from '../setting';
import special from '../special';
import unity from '../unity';
import welcome from '../welcome';
import { BASE_EPOCH, HOUR, setClockOffset } from '../core/clock';
import { getStore } from '../core/store';
import { areaTestBed } from '../core/testServer';

/**
 * src/pages/welcome/README.md "Welcome": every welcome figure opens its list filtered exactly as it
 * counts, so the list's total is the figure. Here each link's address is read the way the console's list reads it
 * (src/components/CrudTable/address.ts and the screens' filters) and sent to the list's endpoint.
 */
const bed = areaTestBed([auth, dic, oplog, order, pack, setting, special, unity, welcome]);
const { call } = bed;
const GAME = 1;

interface Figure {
  key: string;
  value: number;
  total: number | null;
  link: string;
}

const numbers = (q: URLSearchParams, key: string) => q.getAll(key).map(Number);
const one = (q: URLSearchParams, key: string) => (q.has(key) ? Number(q.get(key)) : undefined);

/** The list endpoint and its query for a figure's address, as the console's list sends it. */
function listCall(link: string): { path: string; body: Record<string, unknown> } {
  const url = new URL(link, 'http://console.test');
  const q = url.searchParams;
  const page = { pageNum: 1, pageSize: 1 };
  switch (url.pathname) {
    case '/oplog': {
      // the time filter is [from, to - 1] in the form; the backend's endTime is inclusive
      const to = one(q, 'to');
      return {
        path: '/api/mng/oplog/page',
        body: {
          ...page,
          filterGameId: one(q, 'gameId'),
          startTime: one(q, 'from'),
          endTime: to === undefined ? undefined : to - 1,
          result: q.get('result') ?? undefined,
        },
      };
    }
    case '/setting/gamesConfig/child':
      return { path: '/api/mng/childGame/page', body: { ...page, status: q.get('status') } };
    case '/unity/people':
      return {
        path: '/api/mng/game/access/list',
        body: { ...page, filterGameId: one(q, 'gameId'), status: q.get('status') },
      };
    case '/dic/commonConfig':
      return { path: '/api/mng/commonConfig/page', body: { ...page, scopeGameIds: numbers(q, 'scopeGameId') } };
    case '/special/monitor':
      return { path: '/api/special/monitor/alert/page', body: { ...page, status: q.get('status') } };
    case '/package/task':
      return {
        path: '/onlinepack/task/page',
        body: { ...page, status: q.get('status'), endedFrom: one(q, 'endedFrom'), endedTo: one(q, 'endedTo') },
      };
    default:
      throw new Error(`no list known for ${link}`);
  }
}

/**
 * Puts the backend's clock at `hour` of its seed day and signs in again there: a jump ahead of the sessions' idle
 * time (a test run at 01:00 China time moving to 18:00) would end a session made before it.
 */
async function at(hour: number): Promise<void> {
  setClockOffset(BASE_EPOCH + hour - Date.now());
  bed.admin = await bed.login('admin');
}

async function figures(): Promise<Figure[]> {
  const a = await call<{ figures: Figure[] }>('/api/mng/welcome/summary', {}, { token: bed.admin, gameId: GAME });
  expect(a.json.code).toBe('00000');
  return a.json.data.figures;
}

async function listTotal(link: string): Promise<number> {
  const { path, body } = listCall(link);
  const a = await call<{ total: number }>(path, body, { token: bed.admin, gameId: GAME });
  expect([0, '00000']).toContain(a.json.code);
  return a.json.data.total;
}

describe('welcome figures reproduce by their links', () => {
  // 02:00 on the seed day in China: the UTC day (and a São Paulo browser's) is still the day before
  it.each([
    ['at 02:00 China time, when UTC is still on the day before', 2 * HOUR],
    ['at 18:00 China time', 18 * HOUR],
  ])('%s', async (_when, hour) => {
    await at(hour);
    try {
      // the packaging area keeps its state from its first call on (the welcome page reads it when it is there)
      await listTotal('/package/task');
      const all = await figures();
      expect(all.map((f) => f.key).sort()).toEqual(
        [
          'childGames',
          'configs',
          'failuresToday',
          'openAlerts',
          'oplogToday',
          'packFailedToday',
          'packRunning',
          'peopleWithAccess',
        ].sort(),
      );
      for (const f of all)
        expect({ key: f.key, total: await listTotal(f.link) }).toEqual({ key: f.key, total: f.value });
      // the day's figures name the game and the business day in their links
      const today = all.find((f) => f.key === 'oplogToday') as Figure;
      expect(today.link).toBe(`/oplog?gameId=${GAME}&from=${BASE_EPOCH}&to=${BASE_EPOCH + 24 * HOUR}`);
    } finally {
      setClockOffset(0);
    }
  });

  it('count only their game and their day: another game’s change and yesterday’s failure stay out', async () => {
    await at(2 * HOUR);
    try {
      const before = await figures();
      const value = (all: Figure[], key: string) => all.find((f) => f.key === key)?.value;
      const store = getStore();
      const entry = { ...store.oplog[store.oplog.length - 1] };
      store.oplog.push(
        { ...entry, id: entry.id + 1, gameId: GAME + 1, time: BASE_EPOCH + HOUR, result: 'failure' },
        { ...entry, id: entry.id + 2, gameId: GAME, time: BASE_EPOCH - HOUR, result: 'failure' },
        { ...entry, id: entry.id + 3, gameId: GAME, time: BASE_EPOCH + HOUR, result: 'failure' },
      );
      const after = await figures();
      expect(value(after, 'oplogToday')).toBe((value(before, 'oplogToday') as number) + 1);
      expect(value(after, 'failuresToday')).toBe((value(before, 'failuresToday') as number) + 1);
      for (const key of ['oplogToday', 'failuresToday']) {
        const f = after.find((x) => x.key === key) as Figure;
        expect(await listTotal(f.link)).toBe(f.value);
      }
    } finally {
      setClockOffset(0);
    }
  });

  it('the order figures: today’s orders are the flow list over [dayStart, dayEnd), waiting refunds the applied ones', async () => {
    await at(2 * HOUR);
    try {
      const stats = await call<{ dayStart: number; dayEnd: number; orders: number; refundsWaiting: number }>(
        '/api/order/flow/statistics',
        {},
        { token: bed.admin, gameId: GAME },
      );
      expect(stats.json.data.dayStart).toBe(BASE_EPOCH);
      expect(stats.json.data.dayEnd).toBe(BASE_EPOCH + 24 * HOUR);
      expect(stats.json.data.orders).toBeGreaterThan(0);
      const flow = await call<{ total: number }>(
        '/api/order/flow/page',
        { pageNum: 1, pageSize: 1, createdFrom: stats.json.data.dayStart, createdTo: stats.json.data.dayEnd },
        { token: bed.admin, gameId: GAME },
      );
      expect(flow.json.data.total).toBe(stats.json.data.orders);
      const refunds = await call<{ total: number }>(
        '/api/order/refund/page',
        { pageNum: 1, pageSize: 1, status: 'applied' },
        { token: bed.admin, gameId: GAME },
      );
      expect(refunds.json.data.total).toBe(stats.json.data.refundsWaiting);
    } finally {
      setClockOffset(0);
    }
  });
});
