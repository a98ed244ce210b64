import { operations } from '../../src/contract';
import { defineApi } from '../core/defineApi';
import { contains, matches, paginate } from '../core/paging';
import { getStore } from '../core/store';

/** The operation log (/oplog): every change any endpoint makes, newest first, and the filter options. */

export default {
  'POST /api/mng/oplog/page': defineApi('/api/mng/oplog/page', {}, (ctx) => {
    const store = getStore();
    const { operator, module, action, result, filterGameId: gameId, startTime, endTime, pageNum, pageSize } = ctx.body;
    const accountOf = (id: number) => store.people.find((p) => p.id === id)?.account || '';
    const rows = store.oplog
      .filter(
        (e) =>
          (contains(e.operatorName, operator) || contains(accountOf(e.operatorId), operator)) &&
          matches(e.module, module || undefined) &&
          matches(e.action, action || undefined) &&
          matches(e.result, result) &&
          matches(e.gameId, gameId) &&
          (startTime === undefined || e.time >= startTime) &&
          (endTime === undefined || e.time <= endTime),
      )
      .sort((a, b) => b.time - a.time || b.id - a.id);
    return paginate(rows, pageNum, pageSize);
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
