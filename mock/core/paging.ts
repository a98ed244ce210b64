/**
 * Paging and filtering helpers shared by the list endpoints (docs/rules.md "Pagination": pageNum from 1, pageSize
 * default 10).
 */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export function paginate<T>(rows: T[], pageNum = 1, pageSize = 10): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const num = Math.max(1, Math.floor(pageNum));
  return { list: rows.slice((num - 1) * size, num * size), total: rows.length, pageNum: num, pageSize: size };
}

/** Case-insensitive "contains"; an empty needle matches everything. */
export function contains(haystack: string | null | undefined, needle: string | undefined): boolean {
  if (!needle) return true;
  return (haystack || '').toLowerCase().includes(needle.trim().toLowerCase());
}

/** True when `filter` is unset or equals `value`. */
export function matches<T>(value: T, filter: T | undefined): boolean {
  return filter === undefined || value === filter;
}
