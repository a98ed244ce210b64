import dayjs from 'dayjs';
import type { DayStats, PackStatistics, TaskStatus } from '@/pages/package/service';

/**
 * Statistics → what the charts draw. The backend answers per day only for days that had tasks; the charts need
 * every day of the range, zeros included, and round axis ticks.
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

/** Every day from `start` to `end` (YYYY-MM-DD, inclusive), the backend's counts where it gave some. */
export function fillDays(perDay: PackStatistics['perDay'], start: string, end: string): DayStats[] {
  const given = new Map(perDay.map((d) => [d.date, d]));
  const out: DayStats[] = [];
  let d = dayjs(start);
  const last = dayjs(end);
  // a guard against a reversed or absurd range
  for (let i = 0; i < 1000 && !d.isAfter(last, 'day'); i += 1) {
    const date = d.format('YYYY-MM-DD');
    const g = given.get(date);
    out.push(g ? { ...emptyDay(date), ...g } : emptyDay(date));
    d = d.add(1, 'day');
  }
  return out;
}

/** A round axis: the smallest 1/2/5×10ⁿ step giving at most `count` intervals up to `max`. */
export function niceScale(max: number, count = 4): { max: number; step: number; ticks: number[] } {
  if (!Number.isFinite(max) || max <= 0) return { max: 1, step: 1, ticks: [0, 1] };
  const raw = max / count;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return { max: top, step, ticks };
}

/** Success rate per day: succeeded / (succeeded + failed); null on days with neither. */
export function rateByDay(days: readonly DayStats[]): Array<{ date: string; rate: number | null }> {
  return days.map((d) => {
    const n = d.succeeded + d.failed;
    return { date: d.date, rate: n > 0 ? d.succeeded / n : null };
  });
}

export interface Segment {
  status: TaskStatus;
  value: number;
  /** cumulative bottom and top */
  y0: number;
  y1: number;
}

/** A day's bar: its statuses stacked in STACK_ORDER, empty ones left out. */
export function stack(day: DayStats): Segment[] {
  let y = 0;
  return STACK_ORDER.filter((s) => day[s] > 0).map((status) => {
    const seg = { status, value: day[status], y0: y, y1: y + day[status] };
    y += day[status];
    return seg;
  });
}

/** The operator's offset from UTC in minutes, as the statistics endpoint wants it. */
export function tzOffsetMinutes(date = new Date()): number {
  return -date.getTimezoneOffset();
}

/** The whole-day range [start 00:00, end 23:59:59.999] in the operator's time zone. */
export function rangeMillis(start: string, end: string): { startTime: number; endTime: number } {
  return { startTime: dayjs(start).startOf('day').valueOf(), endTime: dayjs(end).endOf('day').valueOf() };
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
