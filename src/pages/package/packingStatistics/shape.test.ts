import { describe, expect, it } from 'vitest';
import { axisLabels, fillDays, percent, rateByDay } from './shape';

/** A day as the backend answers it: every status counted, 0 where none. */
const backendDay = (date: string, counts: Partial<Record<TaskStatusCount, number>>) => ({
  date,
  total: 0,
  queued: 0,
  running: 0,
  succeeded: 0,
  failed: 0,
  cancelled: 0,
  ...counts,
});
type TaskStatusCount = 'total' | 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

describe('statistics shaping', () => {
  it('fills every day of the range, keeping the backend counts', () => {
    const days = fillDays(
      [backendDay('2026-11-02', { total: 3, succeeded: 2, failed: 1 })],
      '2026-11-01',
      '2026-11-03',
    );
    expect(days.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(days[0]).toMatchObject({ total: 0, succeeded: 0, failed: 0, queued: 0 });
    expect(days[1]).toMatchObject({ total: 3, succeeded: 2, failed: 1, cancelled: 0 });
  });

  it('gives nothing for a reversed range', () => {
    expect(fillDays([], '2026-11-05', '2026-11-01')).toEqual([]);
  });

  it('success rate per day ignores queued, running and cancelled; days without results are null', () => {
    const days = fillDays(
      [
        backendDay('2026-11-01', { total: 5, succeeded: 3, failed: 1, cancelled: 1 }),
        backendDay('2026-11-02', { total: 2, cancelled: 2 }),
      ],
      '2026-11-01',
      '2026-11-02',
    );
    expect(rateByDay(days)).toEqual([
      { date: '2026-11-01', rate: 0.75 },
      { date: '2026-11-02', rate: null },
    ]);
  });

  it('thins axis labels to at most the wanted count', () => {
    const dates = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
    const labels = axisLabels(dates, 10);
    expect(labels.length).toBeLessThanOrEqual(10);
    expect(labels[0]).toEqual({ index: 0, text: '11-01' });
    expect(percent(0.8571)).toBe('85.7%');
    expect(percent(null)).toBe('-');
    // in a language that writes a decimal comma (pt-BR)
    expect(percent(0.8571, 1, ',')).toBe('85,7%');
    expect(percent(1, 0, ',')).toBe('100%');
  });
});
