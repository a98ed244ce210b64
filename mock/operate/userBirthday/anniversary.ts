import { businessEpoch, businessWall, DAY } from '../../core/clock';

/**
 * Creation anniversaries of roles (src/pages/operate/README.md "Role birthdays"). Days are business days (docs/rules.md
 * "Business time zone": China days by default, the backend's calendar). A range is two days, both inclusive, `end` not
 * before `start` and less than a year after it (so a role has at most one anniversary in it); it may cross the year
 * end. **Choice:** a role made on 29 February has its anniversary on 28 February in a year without 29 February. The day
 * a role was made is not an anniversary: the anniversary's year is after the creation's.
 */
export interface Day {
  year: number;
  month: number;
  day: number;
}

export interface Anniversary {
  /** YYYY-MM-DD */
  date: string;
  /** the reward year */
  year: number;
  /** how many years since the role was made */
  years: number;
}

export type RangeProblem = 'badDay' | 'endBeforeStart' | 'tooLong';

const pad = (n: number) => String(n).padStart(2, '0');
export const dayText = (d: Day) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
export const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The business day an instant falls on. */
export function businessDayOf(ms: number): Day {
  const w = businessWall(ms);
  return { year: w.year, month: w.month, day: w.day };
}

/** Epoch ms of `hour`:00 (business zone) on day `d`. */
export const businessTimeOn = (d: Day, hour = 0) => businessEpoch({ ...d, hour });

/** A real calendar day written YYYY-MM-DD, or null (2027-02-29, 2026-13-01 and the like are not days). */
export function parseDay(text: string): Day | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

const index = (d: Day) => Date.UTC(d.year, d.month - 1, d.day) / DAY;

/** Why a range is refused, or null: not days, end before start, a year or longer (end on start's day next year). */
export function rangeProblem(start: string, end: string): RangeProblem | null {
  const s = parseDay(start);
  const e = parseDay(end);
  if (!s || !e) return 'badDay';
  if (index(e) < index(s)) return 'endBeforeStart';
  // a year after 29 February is 1 March (Date.UTC rolls over), so 2028-02-29 … 2029-02-28 is allowed
  if (Date.UTC(e.year, e.month - 1, e.day) >= Date.UTC(s.year + 1, s.month - 1, s.day)) return 'tooLong';
  return null;
}

/** month-day key of a day: '02-29' */
const keyOf = (month: number, day: number) => `${pad(month)}-${pad(day)}`;

/**
 * Every month-day of a (valid) range with the day it falls on; in a year without 29 February, 28 February also
 * stands for '02-29'.
 */
export function rangeIndex(start: string, end: string): Map<string, Day> {
  const s = parseDay(start);
  const e = parseDay(end);
  const out = new Map<string, Day>();
  if (!s || !e) return out;
  for (let i = index(s); i <= index(e); i += 1) {
    const d = new Date(i * DAY);
    const day: Day = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    const key = keyOf(day.month, day.day);
    if (!out.has(key)) out.set(key, day);
    if (day.month === 2 && day.day === 28 && !isLeap(day.year) && !out.has('02-29')) out.set('02-29', day);
  }
  return out;
}

/** The anniversary of a role made at `created` within the range indexed by rangeIndex, or null. */
export function anniversaryIn(created: number, range: Map<string, Day>): Anniversary | null {
  const made = businessDayOf(created);
  const hit = range.get(keyOf(made.month, made.day));
  if (!hit || hit.year <= made.year) return null;
  return { date: dayText(hit), year: hit.year, years: hit.year - made.year };
}
