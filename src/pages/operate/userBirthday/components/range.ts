import { dayKey, dayStartAfter, instantOf, type Range } from '@/utils/businessTime';

/** The search form's date range: it opens on this week (today and the six days after, business days). */
export const thisWeek = (now: number = Date.now()): Range => [dayStartAfter(now, 0), dayStartAfter(now, 7) - 1];

/** A range field's value → the backend's { start, end } business days (YYYY-MM-DD, both inclusive). */
export function rangeQuery(v: unknown): { start?: string; end?: string } {
  const [start, end] = (Array.isArray(v) ? v : []).map(instantOf);
  return {
    start: start === undefined ? undefined : dayKey(start),
    end: end === undefined ? undefined : dayKey(end),
  };
}
