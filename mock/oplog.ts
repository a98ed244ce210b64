import { defineApi } from './_utils/api';
import { contains, matches, paginate } from './_utils/paging';
import { getStore } from './_utils/store';

/** The operation log (/oplog): every change any endpoint makes, newest first. */
interface OpLogQuery {
  pageNum: number;
  pageSize: number;
  operator?: string;
  module?: string;
  action?: string;
  result?: 'success' | 'failure';
  filterGameId?: number;
  startTime?: number;
  endTime?: number;
}

export default {
  'POST /api/mng/oplog/page': defineApi<OpLogQuery>('/api/mng/oplog/page', {}, (ctx) => {
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
};
