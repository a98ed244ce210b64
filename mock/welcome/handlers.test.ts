import { describe, expect, it } from 'vitest';
import auth from '../auth';
import dic from '../dic';
import welcome from '../welcome';
import { packTaskFigures } from './packReader';
import { BASE_EPOCH, businessMidnight, HOUR, setClockOffset } from '../core/clock';
import { getStore } from '../core/store';
import { areaTestBed } from '../core/testServer';

const bed = areaTestBed([auth, dic, welcome]);
const { call, login } = bed;

describe('welcome', () => {
  it('computes the day from the store: a change made now counts, links follow grants', async () => {
    setClockOffset(0);
    const before = await call<{
      figures: Array<{ key: string; value: number; allowed: boolean }>;
    }>('/api/mng/welcome/summary', {}, { token: bed.admin, gameId: 1 });
    expect(before.json.code).toBe('00000');
    const count = (a: typeof before, key: string) => a.json.data.figures.find((f) => f.key === key)?.value;
    const n0 = count(before, 'oplogToday') as number;
    expect(count(before, 'childGames')).toBe(
      getStore().childGames.filter((c) => c.gameId === 1 && c.status === 1).length,
    );
    await call(
      '/api/mng/commonConfig/add',
      { key: 'k.one', value: 'v', type: 'string', scopeGameId: 1 },
      { token: bed.admin, gameId: 1 },
    );
    const after = await call<{
      figures: Array<{ key: string; value: number; allowed: boolean }>;
    }>('/api/mng/welcome/summary', {}, { token: bed.admin, gameId: 1 });
    expect(count(after, 'oplogToday')).toBe(n0 + 1);
    const newbie = await login('newbie');
    const game = getStore().people.find((p) => p.account === 'newbie')?.gameIds[0] as number;
    const nb = await call<{
      figures: Array<{ key: string; allowed: boolean }>;
      recent: unknown[];
    }>('/api/mng/welcome/summary', {}, { token: newbie, gameId: game });
    expect(nb.json.code).toBe('00000');
    expect(nb.json.data.figures.every((f) => !f.allowed)).toBe(true);
    expect(nb.json.data.recent).toEqual([]);
    const noGame = await call('/api/mng/welcome/summary', {}, { token: bed.admin });
    expect(noGame.json.code).toBe('A0400');
  });

  it('days start at 00:00 in the business zone (UTC+8) and packaging figures are read defensively', () => {
    expect(businessMidnight(BASE_EPOCH + 5 * HOUR)).toBe(BASE_EPOCH);
    expect(businessMidnight(BASE_EPOCH - 1)).toBe(BASE_EPOCH - 24 * HOUR);
    expect(new Date(BASE_EPOCH + 8 * HOUR).getUTCHours()).toBe(0);
    expect(packTaskFigures({}, 1, 0, 100)).toBeNull();
    expect(packTaskFigures({ pack: { farm: 'weird' } }, 1, 0, 100)).toBeNull();
    const tasks = [
      { gameId: 1, status: 'running', createdAt: 5 },
      { gameId: 1, status: 'failed', endedAt: 50 },
      { gameId: 1, status: 'failed', endedAt: 5 },
      { gameId: 1, status: 'failed', endedAt: 100 },
      { gameId: 1, status: 'failed', createdAt: 50, endedAt: null },
      { gameId: 2, status: 'running', createdAt: 5 },
    ];
    // failed within [10, 100): the one that ended at 50; not before the day, not at its end
    expect(packTaskFigures({ pack: { farm: { tasks: { tasks } } } }, 1, 10, 100)).toEqual({
      queued: 0,
      running: 1,
      failedToday: 1,
    });
    expect(packTaskFigures({ other: { tasks: new Map([[1, tasks[0]]]) } }, 1, 10, 100)).toEqual({
      queued: 0,
      running: 1,
      failedToday: 0,
    });
  });
});
