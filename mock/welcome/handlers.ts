import { authorityOf, gamesOf } from '../core/access';
import { defineApi } from '../core/defineApi';
import { businessMidnight, nextBusinessMidnight, now } from '../core/clock';
import { getStore } from '../core/store';
import type { Person } from '../core/types';
import { packTaskFigures } from './packReader';
import { platformState } from '../platform';
import { readFigure } from '../figures';
import { catchUpActivity } from '../activity';

/**
 * The welcome summary: the current game's figures of the day and the latest operation-log rows. Each figure's link
 * opens its list filtered exactly as the figure counts (game, business day, status: src/pages/welcome/README.md
 * "Welcome"), so the list's total is the figure; the list reads the current game from X-Game-Id where the link names
 * none.
 */

export interface Figure {
  key: string;
  value: number;
  total: number | null;
  link: string;
  allowed: boolean;
}

const pathOf = (link: string) => link.split('?')[0];

/** Real figures for `gameId` computed from the store, each with the list it comes from. */
export function welcomeFigures(person: Person, gameId: number, at: number): Figure[] {
  // the simulated players' activity up to now first: it writes to the log (withdrawn cancellations) and raises
  // alerts, which the lists would show and the figures must count as well
  catchUpActivity();
  const store = getStore();
  const authority = new Set(authorityOf(person, store));
  const dayStart = businessMidnight(at);
  const dayEnd = nextBusinessMidnight(at);
  const day = `from=${dayStart}&to=${dayEnd}`;
  const today = store.oplog.filter((e) => e.gameId === gameId && e.time >= dayStart && e.time < dayEnd);
  const children = store.childGames.filter((c) => c.gameId === gameId);
  const people = store.people.filter((p) => p.status === 1 && gamesOf(p, store).some((g) => g.id === gameId));
  const configs = platformState().configs.filter((c) => c.gameId === gameId || c.gameId === 0);
  const raw: Array<Omit<Figure, 'allowed'>> = [
    {
      key: 'oplogToday',
      value: today.length,
      total: null,
      link: `/oplog?gameId=${gameId}&${day}`,
    },
    {
      key: 'failuresToday',
      value: today.filter((e) => e.result === 'failure').length,
      total: null,
      link: `/oplog?gameId=${gameId}&${day}&result=failure`,
    },
    {
      key: 'childGames',
      value: children.filter((c) => c.status === 1).length,
      total: children.length,
      link: '/setting/gamesConfig/child?status=1',
    },
    {
      key: 'peopleWithAccess',
      value: people.length,
      total: null,
      link: `/unity/people?gameId=${gameId}&status=1`,
    },
    {
      key: 'configs',
      value: configs.length,
      total: null,
      link: `/dic/commonConfig?scopeGameId=0&scopeGameId=${gameId}`,
    },
  ];
  const openAlerts = readFigure('openMonitorAlerts', gameId);
  if (openAlerts !== null)
    raw.push({ key: 'openAlerts', value: openAlerts, total: null, link: '/special/monitor?status=open' });
  const pack = packTaskFigures(store.areas, gameId, dayStart, dayEnd);
  if (pack) {
    raw.push(
      {
        key: 'packRunning',
        value: pack.running,
        total: pack.queued + pack.running,
        link: '/package/task?status=running',
      },
      {
        key: 'packFailedToday',
        value: pack.failedToday,
        total: null,
        link: `/package/task?status=failed&endedFrom=${dayStart}&endedTo=${dayEnd}`,
      },
    );
  }
  return raw.map((f) => ({ ...f, allowed: authority.has(pathOf(f.link)) }));
}

export default {
  'POST /api/mng/welcome/summary': defineApi('/api/mng/welcome/summary', {}, (ctx) => {
    const store = getStore();
    const at = now();
    const game = store.games.find((g) => g.id === ctx.gameId);
    const canSeeLog = authorityOf(ctx.me, store).includes('/oplog');
    const recent = canSeeLog
      ? store.oplog
          .filter((e) => e.gameId === ctx.gameId)
          .sort((a, b) => b.time - a.time || b.id - a.id)
          .slice(0, 6)
      : [];
    return {
      gameId: ctx.gameId,
      gameName: game?.name || '',
      dayStart: businessMidnight(at),
      dayEnd: nextBusinessMidnight(at),
      figures: welcomeFigures(ctx.me, ctx.gameId, at),
      recent,
    };
  }),
};
