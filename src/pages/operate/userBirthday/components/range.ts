import dayjs, { type Dayjs } from 'dayjs';

/** The search form's date range: it opens on this week (today and the six days after). */
export const thisWeek = (today: Dayjs = dayjs()): [Dayjs, Dayjs] => [
  today.startOf('day'),
  today.add(6, 'day').startOf('day'),
];

/** A range picker's value → the backend's { start, end } days (YYYY-MM-DD, both inclusive). */
export function rangeQuery(v: unknown): { start?: string; end?: string } {
  const [start, end] = Array.isArray(v) ? v : [];
  return {
    start: start ? dayjs(start).format('YYYY-MM-DD') : undefined,
    end: end ? dayjs(end).format('YYYY-MM-DD') : undefined,
  };
}
