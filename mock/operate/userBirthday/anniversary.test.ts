import { describe, expect, it } from 'vitest';
import { anniversaryIn, businessDayOf, parseDay, rangeIndex, rangeProblem } from './anniversary';

/** Creation anniversaries: China days, ranges across the year end, 29 February, the one-year limit. */
const made = (day: string, hour = 12) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
const hit = (created: number, start: string, end: string) => anniversaryIn(created, rangeIndex(start, end));

describe('anniversaries in a range', () => {
  it('count China days: a role made at 23:30 on 5 March China time (15:30 UTC) has its anniversary on 5 March', () => {
    const created = made('2025-03-05', 23) + 30 * 60 * 1000;
    expect(businessDayOf(created)).toEqual({ year: 2025, month: 3, day: 5 });
    expect(hit(created, '2026-03-05', '2026-03-05')).toEqual({ date: '2026-03-05', year: 2026, years: 1 });
    expect(hit(created, '2026-03-06', '2026-03-10')).toBeNull();
    // 00:30 China time on 6 March is still 5 March in UTC: the China day counts
    expect(hit(made('2025-03-06', 0) + 30 * 60 * 1000, '2026-03-05', '2026-03-05')).toBeNull();
  });

  it('cross the year end: 25 December to 5 January finds December roles in the first year, January ones in the next', () => {
    expect(hit(made('2024-12-28'), '2026-12-25', '2027-01-05')).toEqual({ date: '2026-12-28', year: 2026, years: 2 });
    expect(hit(made('2025-01-03'), '2026-12-25', '2027-01-05')).toEqual({ date: '2027-01-03', year: 2027, years: 2 });
    expect(hit(made('2025-01-10'), '2026-12-25', '2027-01-05')).toBeNull();
    expect(hit(made('2025-12-20'), '2026-12-25', '2027-01-05')).toBeNull();
  });

  it('put 29 February on 28 February in a year without it, and on 29 February in a leap year', () => {
    const leapling = made('2024-02-29');
    expect(hit(leapling, '2027-02-28', '2027-02-28')).toEqual({ date: '2027-02-28', year: 2027, years: 3 });
    expect(hit(leapling, '2027-03-01', '2027-03-01')).toBeNull();
    expect(hit(leapling, '2028-02-28', '2028-02-28')).toBeNull();
    expect(hit(leapling, '2028-02-29', '2028-02-29')).toEqual({ date: '2028-02-29', year: 2028, years: 4 });
    // a 28 February role stays on 28 February
    expect(hit(made('2024-02-28'), '2028-02-29', '2028-03-01')).toBeNull();
    expect(hit(made('2024-02-28'), '2027-02-28', '2027-02-28')?.date).toBe('2027-02-28');
  });

  it('never count the day a role was made, nor a day before it', () => {
    expect(hit(made('2026-11-20'), '2026-11-01', '2026-11-30')).toBeNull();
    expect(hit(made('2026-11-20'), '2025-11-20', '2025-11-20')).toBeNull();
  });
});

describe('ranges', () => {
  it('take real days only', () => {
    expect(parseDay('2027-02-29')).toBeNull();
    expect(parseDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(rangeProblem('2026-13-01', '2026-12-31')).toBe('badDay');
    expect(rangeProblem('2026/01/01', '2026-01-02')).toBe('badDay');
  });

  it('end on or after the start and less than a year after it', () => {
    expect(rangeProblem('2026-05-02', '2026-05-01')).toBe('endBeforeStart');
    expect(rangeProblem('2026-05-01', '2026-05-01')).toBeNull();
    expect(rangeProblem('2026-05-01', '2027-04-30')).toBeNull();
    expect(rangeProblem('2026-05-01', '2027-05-01')).toBe('tooLong');
    expect(rangeProblem('2028-02-29', '2029-02-28')).toBeNull();
    expect(rangeProblem('2028-02-29', '2029-03-01')).toBe('tooLong');
  });

  it('give every role at most one anniversary (the longest range, across 28 February of a common year)', () => {
    const range = rangeIndex('2027-02-28', '2028-02-27');
    expect(range.size).toBe(366);
    expect(range.get('02-29')).toEqual({ year: 2027, month: 2, day: 28 });
  });
});
