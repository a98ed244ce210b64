import type { PageQuery } from '@/services/types';

/**
 * The page query (docs/rules.md "Pagination"): the spec's `current` and `size`, plus a fixed extra parameter. The
 * backend calls them `pageNum` and `pageSize`; this is the one place that translates, so every list, drawer and
 * picker that asks for a page goes through it.
 */
export interface PageParams {
  /** the page, from 1 (default 1) */
  current?: number;
  /** rows a page (default 10) */
  size?: number;
}

export const FIRST_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * A page query in the backend's names: `current` → `pageNum`, `size` → `pageSize` (a missing, zero or non-whole value
 * takes the default), with the fixed extra parameters (filters, a record's key) merged in. The paging always wins over
 * an extra parameter of the same name.
 */
export function pageQuery<E extends Record<string, unknown> = Record<never, never>>(
  page: PageParams,
  extra?: E,
): PageQuery & E {
  const whole = (n: number | undefined, fallback: number) => (Number.isInteger(n) && (n as number) > 0 ? n : fallback);
  return {
    ...(extra as E),
    pageNum: whole(page.current, FIRST_PAGE) as number,
    pageSize: whole(page.size, DEFAULT_PAGE_SIZE) as number,
  };
}
