import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Wall clocks in one IANA time zone (docs/rules.md "Business time zone"), shared by the console
 * (src/utils/businessTime.ts) and the embedded backend (mock/core/clock.ts), on dayjs's utc and timezone plugins:
 * `dayjs.tz(text, zone)` reads a wall clock as an instant (a clock skipped by summer time lands after the gap), and a
 * UTC-mode dayjs date moved by the zone's offset gives an instant's wall clock.
 *
 * Two things the plugins do not do well enough stay here, small:
 * - the offset at an instant. The plugin's `date.tz(zone)` formats with `toLocaleString` on every call (a new ICU
 *   formatter each time: about 1 ms a call in node, 30 times the cached formatter's cost) and re-reads that text in the
 *   browser's own zone (an hour off when it falls in the browser's own summer-time gap). One
 *   Intl.DateTimeFormat per zone, made when first needed, answers instead.
 * - a zone whose offset has not changed for decades (the default, Asia/Shanghai, UTC+8 since 1991) is worked out
 *   without any Intl object: the first screens make none.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** A wall-clock reading: month 1–12, hour 0–23. */
export interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Zones with one offset (minutes east of UTC) for every instant from `since` (epoch ms) on. */
const FIXED: Record<string, { offset: number; since: number }> = {
  UTC: { offset: 0, since: Number.NEGATIVE_INFINITY },
  'Etc/UTC': { offset: 0, since: Number.NEGATIVE_INFINITY },
  'Etc/GMT': { offset: 0, since: Number.NEGATIVE_INFINITY },
  // China's last daylight saving time ended on 15 September 1991
  'Asia/Shanghai': { offset: 480, since: Date.UTC(1991, 8, 15) },
  'Asia/Hong_Kong': { offset: 480, since: Date.UTC(1980, 0, 1) },
  'Asia/Taipei': { offset: 480, since: Date.UTC(1980, 0, 1) },
  'Asia/Singapore': { offset: 480, since: Date.UTC(1982, 0, 1) },
  'Asia/Tokyo': { offset: 540, since: Date.UTC(1952, 0, 1) },
  'Asia/Seoul': { offset: 540, since: Date.UTC(1989, 0, 1) },
};

/** Whether `zone` is worked out by arithmetic (for instants after its offset settled). */
export const isFixedZone = (zone: string) => Object.hasOwn(FIXED, zone);

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

function intlOffset(zone: string, ms: number): number {
  const parts = formatterOf(zone).formatToParts(new Date(ms));
  // Stryker disable next-line OptionalChaining: formatToParts of this formatter always holds every part asked here
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / MINUTE);
}

/** Whether `zone` names a time zone this runtime knows. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone) return false;
  if (isFixedZone(zone)) return true;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** Minutes east of UTC that `zone` is at the instant `ms`. */
export function offsetAt(zone: string, ms: number): number {
  const fixed = FIXED[zone];
  if (fixed && ms >= fixed.since) return fixed.offset;
  return intlOffset(zone, ms);
}

/** The wall clock in `zone` at the instant `ms`. */
export function wallOf(zone: string, ms: number): Wall {
  // a UTC-mode date moved by the offset: its fields are the zone's wall clock, whatever the machine's own zone
  const d = dayjs.utc(ms + offsetAt(zone, ms) * MINUTE);
  return {
    year: d.year(),
    month: d.month() + 1,
    day: d.date(),
    hour: d.hour(),
    minute: d.minute(),
    second: d.second(),
    millisecond: d.millisecond(),
  };
}

/**
 * A wall clock's fields as if it were UTC; out-of-range fields roll over (day 32 is the next month's first, hour 24
 * the next day). Set field by field, not by Date.UTC, which reads years 0–99 as 1900–1999.
 */
export function wallAsUtc(w: Partial<Wall> & Pick<Wall, 'year' | 'month' | 'day'>): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  return d.setUTCHours(w.hour ?? 0, w.minute ?? 0, w.second ?? 0, w.millisecond ?? 0);
}

/**
 * The instant a wall clock in `zone` shows. A time skipped by a change to summer time is read with the offset before
 * the change (it lands after the gap); a time shown twice as the clocks go back is its first occurrence.
 */
export function epochOf(zone: string, w: Partial<Wall> & Pick<Wall, 'year' | 'month' | 'day'>): number {
  const t = wallAsUtc(w);
  const fixed = FIXED[zone];
  if (fixed && t - fixed.offset * MINUTE >= fixed.since) return t - fixed.offset * MINUTE;
  const at = dayjs.tz(dayjs.utc(t).format('YYYY-MM-DDTHH:mm:ss.SSS'), zone).valueOf();
  // dayjs.tz picks between a doubled hour's two occurrences by the offset the zone has today: the earlier one, one
  // offset change before, is taken when it shows the same clock (only a change that turns clocks back can give one:
  // after a change that moves them on, that instant shows a later clock)
  const earlier = at - (offsetAt(zone, at - DAY) - offsetAt(zone, at)) * MINUTE;
  return earlier + offsetAt(zone, earlier) * MINUTE === t ? earlier : at;
}

/** 00:00 in `zone` of the day that contains `ms`. */
export function dayStartIn(zone: string, ms: number): number {
  const w = wallOf(zone, ms);
  return epochOf(zone, { year: w.year, month: w.month, day: w.day });
}

/** 00:00 in `zone` of the day after the one that contains `ms` (the end, exclusive, of `ms`'s day). */
export function nextDayStartIn(zone: string, ms: number): number {
  const w = wallOf(zone, ms);
  return epochOf(zone, { year: w.year, month: w.month, day: w.day + 1 });
}

/** '+08:00' for 480 minutes. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${sign}${p(Math.floor(abs / 60))}:${p(abs % 60)}`;
}
