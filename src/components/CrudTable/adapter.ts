import get from 'lodash/get';
import has from 'lodash/has';
import type { Envelope } from '@/request/errors';
import type { Page, PageQuery } from '@/services/types';
import { pageQuery } from '@/utils/pageQuery';
import { EARLY_REUSE_MS, preload, take } from '@/utils/preload';

/**
 * ProTable ⇄ backend paging (docs/rules.md "Pagination"): ProTable's current/pageSize are the page query's current and
 * size, translated to the backend's names by the page-query helper (src/utils/pageQuery.ts); its own keys leave the
 * query; empty filters are dropped by the request layer anyway. Sorting becomes sortField/sortOrder.
 */
export type SortOrder = 'ascend' | 'descend' | null;

type TableParams = Record<string, unknown> & { current?: number; pageSize?: number };

/** The table's filters and sort as the backend takes them, without the paging. */
export function toFilters(params: TableParams, sort?: Record<string, SortOrder>): Record<string, unknown> {
  const { current: _c, pageSize: _s, keyword: _k, ...filters } = params;
  const sortKey = sort ? Object.keys(sort).find((k) => sort[k]) : undefined;
  if (sortKey && sort) {
    filters.sortField = sortKey;
    filters.sortOrder = sort[sortKey] === 'ascend' ? 'asc' : 'desc';
  }
  return filters;
}

/** The table's query: its page through the page-query helper, its filters, sort and the screen's fixed parameters. */
export function toPageQuery(
  params: TableParams,
  sort?: Record<string, SortOrder>,
  extra?: Record<string, unknown>,
): PageQuery {
  return pageQuery({ current: params.current, size: params.pageSize }, { ...toFilters(params, sort), ...extra });
}

export function pageRequest<T>(service: (q: PageQuery) => Promise<Envelope<Page<T>>>, extra?: Record<string, unknown>) {
  return async (params: TableParams, sort?: Record<string, SortOrder>) => {
    try {
      const res = await service(toPageQuery(params, sort, extra));
      return { data: res.data.list, total: res.data.total, success: true };
    } catch {
      return { data: [], total: 0, success: false };
    }
  };
}

/** A column as far as its search form's starting value goes (ProColumns' initialValue, search.transform). */
export interface SearchStart {
  dataIndex?: unknown;
  initialValue?: unknown;
  hideInSearch?: boolean;
  search?: false | { transform?: (value: never, namePath: string, all: never) => unknown };
}

/**
 * The filters a list's search form starts with: each searchable column's initialValue, through its search.transform
 * when it has one (a date range becomes from/to keys). The first page asked for early carries them, so it is the same
 * query the table then asks for (e.g. the order flow opens on today), not one the table throws away. `held`: values
 * the form already holds for fields not drawn yet (an address preset set before them, CrudTable's first page), taken
 * instead of the start value (undefined too: a field cleared), as a field drawn later starts from what its form holds.
 */
export function initialFilters(
  columns: readonly SearchStart[],
  held?: Record<string, unknown>,
): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  for (const c of columns) {
    if (c.hideInSearch || c.search === false) continue;
    const key = Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : String(c.dataIndex ?? '');
    const path = c.dataIndex as string | string[] | undefined;
    // held, even as undefined (a field cleared: `range=all` on /order/flow), over the start value
    const value = held && path !== undefined && has(held, path) ? get(held, path) : c.initialValue;
    if (value === undefined) continue;
    const transform = c.search?.transform;
    if (transform) Object.assign(q, transform(value as never, key, q as never));
    else if (key) q[key] = value;
  }
  return q;
}

/** Two queries ask for the same rows when they agree on every key that is sent (undefined, null and '' are not). */
export function queryKey(query: PageQuery): string {
  const q = query as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(q)
      .filter((k) => q[k] !== undefined && q[k] !== null && q[k] !== '')
      .sort()
      .map((k) => [k, q[k]]),
  );
}

/**
 * Starts the call for a list's first page at once. A ProTable asks for its rows only after its first render and
 * mount, which on a cold load is the longest step of the screen (about 1.5 s of CPU at 4× slowdown on /oplog,
 * `npm run bench`); started while it renders, the rows are on their way meanwhile. The table's first call takes the
 * answer when it asks for the same rows (see queryKey), else (filters preset from the address, another page size)
 * the early answer is dropped and the table's own call goes out. When React discards a first render and redoes it
 * (a child suspended), the redone render gets the call already made for the same rows instead of a second one.
 * `table` names the table (its stable DOM id): screens often pass a service function made anew on every render.
 * Returns `take`: the early answer for the table's call, or undefined (then: call the service).
 */
export function prefetchFirstPage<T>(
  table: string,
  service: (q: PageQuery) => Promise<Envelope<Page<T>>>,
  params: Record<string, unknown> = {},
  pageSize = 10,
): (query: PageQuery) => Promise<Envelope<Page<T>>> | undefined {
  const rowsOf = (query: PageQuery) => `firstPage:${table}:${queryKey(query)}`;
  const query = toPageQuery({ ...params, current: 1, pageSize });
  const key = rowsOf(query);
  // one untaken early call per table: asking for other rows drops the one for the old rows
  const prior = lastKey.get(table);
  if (prior && prior !== key) take(prior);
  lastKey.set(table, key);
  let early: Promise<Envelope<Page<T>>> | undefined = preload(key, () => service(query), EARLY_REUSE_MS);
  return (q) => {
    if (!early) return undefined;
    // taken (or, for other rows, dropped) now either way: the table's later calls are its own
    const mine = take<Envelope<Page<T>>>(key);
    const taken = rowsOf(q) === key && mine === early ? early : undefined;
    early = undefined;
    return taken;
  };
}

/** The key of the early call each table made last (the untaken answers themselves sit in src/utils/preload.ts). */
const lastKey = new Map<string, string>();
