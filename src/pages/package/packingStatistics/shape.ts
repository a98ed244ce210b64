import { daysBetween, dayStartOfKey } from '@/utils/businessTime';
import type { DayStats, PackStatistics, TaskStatus } from '../service';

/**
 * Statistics → what the charts draw. The backend answers per day only for days that had tasks; the charts need
 * every day of the range, zeros included.
 */
export const STACK_ORDER: readonly TaskStatus[] = ['succeeded', 'failed', 'cancelled', 'running', 'queued'];

export const STATUS_COLORS: Record<TaskStatus, string> = {
  succeeded: '#52c41a',
  failed: '#ff4d4f',
  cancelled: '#faad14',
  running: '#1677ff',
  queued: '#bfbfbf',
};

const emptyDay = (date: string): DayStats => ({
  date,
  total: 0,
  queued: 0,
  running: 0,
  succeeded: 0,
  failed: 0,
  cancelled: 0,
});

/**
 * Every business day from `start` to `end` (YYYY-MM-DD, inclusive; at most a year), the backend's counts where it gave
 * some (the backend cuts days in the same business zone: docs/rules.md "Business time zone").
 */
export function fillDays(perDay: PackStatistics['perDay'], start: string, end: string): DayStats[] {
  const given = new Map(perDay.map((d) => [d.date, d]));
  const from = dayStartOfKey(start);
  const to = dayStartOfKey(end);
  if (from === undefined || to === undefined || to < from) return [];
  return daysBetween(from, to).map((date) => {
    const g = given.get(date);
    return g ? { ...emptyDay(date), ...g } : emptyDay(date);
  });
}

/** Success rate per day: succeeded / (succeeded + failed); null on days with neither. */
export function rateByDay(days: readonly DayStats[]): Array<{ date: string; rate: number | null }> {
  return days.map((d) => {
    const n = d.succeeded + d.failed;
    return { date: d.date, rate: n > 0 ? d.succeeded / n : null };
  });
}

/** '2026-11-03' → '11-03' for axis labels; every `every`-th label kept so they do not overlap. */
export function axisLabels(dates: readonly string[], maxLabels = 10): Array<{ index: number; text: string }> {
  const every = Math.max(1, Math.ceil(dates.length / maxLabels));
  return dates.map((d, index) => ({ index, text: d.slice(5) })).filter((l) => l.index % every === 0);
}

/** 0.8571 → '85.7%' ('85,7%' with the decimal separator ','); no rate → '-'. */
export function percent(rate: number | null | undefined, digits = 1, decimal = '.'): string {
  return rate === null || rate === undefined ? '-' : `${(rate * 100).toFixed(digits).replace('.', decimal)}%`;
}
