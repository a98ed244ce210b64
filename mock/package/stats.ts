/**
 * Packaging statistics over a date range (src/pages/package/README.md "Package", /package/packingStatistics):
 * tasks per day by status, success rate, build duration per channel, top failure steps. One pass over the tasks;
 * days are business days (docs/rules.md "Business time zone"), whatever the operator's browser says.
 */
import { dayStartIn, nextDayStartIn, wallOf } from '../../src/utils/timeZone';
import { BUSINESS_TIME_ZONE } from '../core/clock';
import { type PackTask, type StepKey, type TaskStatus, STEPS } from './farmTypes';

export interface DayRow extends Record<TaskStatus, number> {
  date: string;
  total: number;
}

export interface ChannelDuration {
  channelId: number;
  count: number;
  avgMs: number;
  minMs: number;
  maxMs: number;
  p90Ms: number;
}

export interface FailureStep {
  step: StepKey;
  count: number;
  reasons: Array<{ reason: string; count: number }>;
}

export interface PackStatistics {
  startTime: number;
  endTime: number;
  totals: Record<TaskStatus, number> & { total: number };
  /** succeeded / (succeeded + failed) of the tasks created in the range, 0–1; null when none finished */
  successRate: number | null;
  perDay: DayRow[];
  durationByChannel: ChannelDuration[];
  topFailureSteps: FailureStep[];
}

const pad = (n: number) => String(n).padStart(2, '0');

function dayKey(time: number, zone: string): string {
  const w = wallOf(zone, time);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

function emptyCounts(): Record<TaskStatus, number> {
  return { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 };
}

export function computeStatistics(
  tasks: Iterable<PackTask>,
  range: { startTime: number; endTime: number; gameId?: number | null; zone?: string },
): PackStatistics {
  const tz = range.zone ?? BUSINESS_TIME_ZONE;
  const { startTime, endTime } = range;
  const days = new Map<string, DayRow>();
  // every day of the range gets a row, even an empty one (charts need the gaps)
  for (let d = dayStartIn(tz, startTime); d <= endTime && days.size < 400; d = nextDayStartIn(tz, d)) {
    const date = dayKey(d, tz);
    days.set(date, { date, total: 0, ...emptyCounts() });
  }
  const totals = { total: 0, ...emptyCounts() };
  const durations = new Map<number, number[]>();
  const failures = new Map<StepKey, { count: number; reasons: Map<string, number> }>();

  for (const task of tasks) {
    if (range.gameId !== undefined && range.gameId !== null && task.gameId !== range.gameId) continue;
    if (task.createdAt >= startTime && task.createdAt <= endTime) {
      const date = dayKey(task.createdAt, tz);
      let row = days.get(date);
      if (!row) {
        row = { date, total: 0, ...emptyCounts() };
        days.set(date, row);
      }
      row[task.status] += 1;
      row.total += 1;
      totals[task.status] += 1;
      totals.total += 1;
    }
    task.history.forEach((h) => {
      if (h.endedAt < startTime || h.endedAt > endTime) return;
      if (h.status === 'succeeded' && h.startedAt !== null) {
        const list = durations.get(task.channelId) ?? [];
        list.push(h.endedAt - h.startedAt);
        durations.set(task.channelId, list);
      }
      if (h.status === 'failed' && h.step) {
        const f = failures.get(h.step) ?? { count: 0, reasons: new Map<string, number>() };
        f.count += 1;
        const reason = h.failReason ?? '-';
        f.reasons.set(reason, (f.reasons.get(reason) ?? 0) + 1);
        failures.set(h.step, f);
      }
    });
  }

  const durationByChannel: ChannelDuration[] = Array.from(durations.entries())
    .map(([channelId, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const sum = sorted.reduce((a, b) => a + b, 0);
      return {
        channelId,
        count: sorted.length,
        avgMs: Math.round(sum / sorted.length),
        minMs: sorted[0],
        maxMs: sorted[sorted.length - 1],
        p90Ms: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)],
      };
    })
    .sort((a, b) => b.avgMs - a.avgMs || a.channelId - b.channelId);

  const topFailureSteps: FailureStep[] = Array.from(failures.entries())
    .map(([step, f]) => ({
      step,
      count: f.count,
      reasons: Array.from(f.reasons.entries())
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason))
        .slice(0, 3),
    }))
    .sort((a, b) => b.count - a.count || STEPS.indexOf(a.step) - STEPS.indexOf(b.step));

  const finished = totals.succeeded + totals.failed;
  return {
    startTime,
    endTime,
    totals,
    successRate: finished ? totals.succeeded / finished : null,
    perDay: Array.from(days.values()).sort((a, b) => a.date.localeCompare(b.date)),
    durationByChannel,
    topFailureSteps,
  };
}
