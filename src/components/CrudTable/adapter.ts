import type { Envelope } from '@/utils/errors';
import type { Page, PageQuery } from '@/services/types';

/**
 * ProTable ⇄ backend paging (spec §9): ProTable's current/pageSize become pageNum/pageSize; its own keys leave the
 * query; empty filters are dropped by the request layer anyway. Sorting becomes sortField/sortOrder.
 */
export type SortOrder = 'ascend' | 'descend' | null;

export function toPageQuery(
  params: Record<string, unknown> & { current?: number; pageSize?: number },
  sort?: Record<string, SortOrder>,
): PageQuery {
  const { current, pageSize, keyword: _k, ...filters } = params;
  const query: PageQuery = { pageNum: current || 1, pageSize: pageSize || 10, ...filters };
  const sortKey = sort ? Object.keys(sort).find((k) => sort[k]) : undefined;
  if (sortKey && sort) {
    query.sortField = sortKey;
    query.sortOrder = sort[sortKey] === 'ascend' ? 'asc' : 'desc';
  }
  return query;
}

export function pageRequest<T>(service: (q: PageQuery) => Promise<Envelope<Page<T>>>, extra?: Record<string, unknown>) {
  return async (params: Record<string, unknown> & { current?: number; pageSize?: number }, sort?: Record<string, SortOrder>) => {
    try {
      const res = await service({ ...toPageQuery(params, sort), ...(extra || {}) });
      return { data: res.data.list, total: res.data.total, success: true };
    } catch {
      return { data: [], total: 0, success: false };
    }
  };
}
