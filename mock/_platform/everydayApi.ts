import { operations } from '../../src/contract';
import { authorityOf, gamesOf, maskPhone } from '../_utils/access';
import { defineApi } from '../_utils/api';
import { chinaMidnight, now } from '../_utils/clock';
import { departmentName, roleRefs } from '../_utils/people';
import { getStore } from '../_utils/store';
import type { Person } from '../_utils/types';
import { packTaskFigures } from './packReader';
import { platformState } from './state';

/** The welcome summary, the person's own profile, and the operation log's filter options. */

/** 00:00 of `t`'s day in China (UTC+8), the console's business day. */
export const dayStartOf = chinaMidnight;

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
  const store = getStore();
  const authority = new Set(authorityOf(person, store));
  const dayStart = dayStartOf(at);
  const today = store.oplog.filter((e) => e.gameId === gameId && e.time >= dayStart && e.time <= at);
  const children = store.childGames.filter((c) => c.gameId === gameId);
  const people = store.people.filter((p) => p.status === 1 && gamesOf(p, store).some((g) => g.id === gameId));
  const configs = platformState().configs.filter((c) => c.gameId === gameId || c.gameId === 0);
  const raw: Array<Omit<Figure, 'allowed'>> = [
    {
      key: 'oplogToday',
      value: today.length,
      total: null,
      link: '/oplog?range=today',
    },
    {
      key: 'failuresToday',
      value: today.filter((e) => e.result === 'failure').length,
      total: null,
      link: '/oplog?range=today&result=failure',
    },
    {
      key: 'childGames',
      value: children.filter((c) => c.status === 1).length,
      total: children.length,
      link: '/setting/gamesConfig/child',
    },
    {
      key: 'peopleWithAccess',
      value: people.length,
      total: null,
      link: '/unity/people',
    },
    {
      key: 'configs',
      value: configs.length,
      total: null,
      link: `/dic/commonConfig?scopeGameId=${gameId}`,
    },
  ];
  const pack = packTaskFigures(store.areas, gameId, dayStart);
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
        link: '/package/task?status=failed',
      },
    );
  }
  return raw.map((f) => ({ ...f, allowed: authority.has(pathOf(f.link)) }));
}

export const everydayApi = {
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
      dayStart: dayStartOf(at),
      figures: welcomeFigures(ctx.me, ctx.gameId, at),
      recent,
    };
  }),

  'POST /api/mng/person/profile': defineApi('/api/mng/person/profile', {}, (ctx) => {
    const me = ctx.me;
    return {
      id: me.id,
      account: me.account,
      name: me.name,
      email: me.email,
      phone: maskPhone(me.phone),
      departmentName: departmentName(me.departmentId),
      roles: roleRefs(me),
      games: gamesOf(me).map((g) => ({ id: g.id, name: g.name })),
      lastLogin: ctx.session?.previousLogin ?? me.lastLogin,
      created: me.created,
      mustChangePassword: me.mustChangePassword,
    };
  }),

  'POST /api/mng/person/edit': defineApi<{
    name: string;
    email?: string;
    phone?: string;
  }>('/api/mng/person/edit', {}, (ctx) => {
    const me = ctx.me;
    const shown = () => ({
      name: me.name,
      email: me.email,
      phone: maskPhone(me.phone),
    });
    ctx.audit({ target: `人员 ${me.account}`, before: shown() });
    me.name = ctx.body.name;
    if (ctx.body.email !== undefined) me.email = ctx.body.email;
    if (ctx.body.phone !== undefined) me.phone = ctx.body.phone;
    ctx.audit({ after: shown() });
    return null;
  }),

  'POST /api/mng/oplog/options': defineApi('/api/mng/oplog/options', {}, () => {
    const byModule = new Map<string, Set<string>>();
    const add = (module: string, action: string) => {
      const set = byModule.get(module) || new Set<string>();
      set.add(action);
      byModule.set(module, set);
    };
    operations().forEach(([, o]) => {
      if (o['x-log']) add(o['x-module'], o['x-action']);
    });
    getStore().oplog.forEach((e) => add(e.module, e.action));
    return [...byModule.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([module, actions]) => ({ module, actions: [...actions].sort() }));
  }),
};
