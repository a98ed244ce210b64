import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import {
  DEFAULT_TIME_ZONE,
  dayStartIn,
  epochOf,
  isTimeZone,
  nextDayStartIn,
  offsetAt,
  offsetText,
  wallAsUtc,
  wallOf,
} from './timeZone';
import { stateBusinessZone, statedZone } from './businessZone';
import { runtimeConfig } from './runtimeConfig';

dayjs.extend(utc);

/**
 * The console's one business time zone (docs/rules.md "Business time zone"): every "today", default range, day bucket,
 * date shown, date picked and time exported is read in it, whatever the browser's own zone. The backend states it
 * with the signed-in person (`businessTimeZone`, which src/services/auth.ts keeps in ./businessZone.ts); until then,
 * and when it names no zone this browser knows, it is the run-time configuration's `businessTimeZone` (Asia/Shanghai
 * by default; docs/rules.md "Run-time configuration"). This is the one module that makes dayjs dates (biome.json
 * restricts dayjs's default export to it).
 */

export const DATE = 'YYYY-MM-DD';
export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
export const DATE_MINUTE = 'YYYY-MM-DD HH:mm';

/**
 * The zone the backend stated when this browser knows it, else the configured fallback when this browser knows that,
 * else Asia/Shanghai (checked once per pair of names).
 */
// Stryker disable next-line ObjectLiteral: an empty start differs from any pair, so the first call checks either way
let checked: { name: unknown; fallback: string; zone: string } = {
  name: undefined,
  fallback: DEFAULT_TIME_ZONE,
  zone: DEFAULT_TIME_ZONE,
};
export function businessZone(): string {
  const name = statedZone();
  const fallback = runtimeConfig().businessTimeZone;
  // Stryker disable next-line ConditionalExpression: checking every time gives the same zone (this only saves the check); the comparisons' own mutants stay
  if (name !== checked.name || fallback !== checked.fallback) {
    const zone = isTimeZone(name) ? name : isTimeZone(fallback) ? fallback : DEFAULT_TIME_ZONE;
    checked = { name, fallback, zone };
  }
  return checked.zone;
}

/** States a zone as the backend does (tests); false when this browser knows no such zone (the fallback then). */
export function setBusinessZone(next: unknown): boolean {
  stateBusinessZone(next);
  return businessZone() === next;
}

/** The business zone's offset at `ms`, written '+08:00'. */
export const businessOffsetText = (ms: number = Date.now()) => offsetText(offsetAt(businessZone(), ms));

/** 'Asia/Shanghai (UTC+08:00)': says which clock the console's times are read on. */
export const businessZoneLabel = (ms: number = Date.now()) => `${businessZone()} (UTC${businessOffsetText(ms)})`;

const WALL_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/** A wall clock written 'YYYY-MM-DD[ HH:mm[:ss[.SSS]]]' (no zone), read in the business zone. */
export function parseBusinessText(text: string): number | undefined {
  const m = WALL_TEXT.exec(text.trim());
  if (!m) return undefined;
  const [month, day, hour, minute, second] = [m[2], m[3], m[4], m[5], m[6]].map((x) => Number(x ?? 0));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return undefined;
  const millisecond = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  return epochOf(businessZone(), { year: Number(m[1]), month, day, hour, minute, second, millisecond });
}

/**
 * An instant from what a record, a form or an address holds: epoch ms (a number or its digits), a Date, a dayjs date
 * (its instant), an ISO text with its zone, or a wall clock without one (read in the business zone).
 */
export function instantOf(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v.getTime();
  if (dayjs.isDayjs(v)) return v.isValid() ? v.valueOf() : undefined;
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  if (/^-?\d{1,15}$/.test(s)) return Number(s);
  const wall = parseBusinessText(s);
  if (wall !== undefined) return wall;
  const parsed = Date.parse(s);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * `v` (see instantOf) as the business zone's wall clock, in a dayjs format (`DATE_TIME` by default; the offset tokens
 * Z/ZZ are not supported: isoTime writes the offset). Nothing to show gives `empty`.
 */
export function formatTime(v: unknown, format: string = DATE_TIME, empty = ''): string {
  const ms = instantOf(v);
  if (ms === undefined) return empty;
  // a UTC-mode date moved by the offset: its fields are the business wall clock, whatever the browser's zone
  return dayjs.utc(ms + offsetAt(businessZone(), ms) * 60_000).format(format);
}

export const formatDate = (v: unknown, empty = '') => formatTime(v, DATE, empty);

/** ISO 8601 with the business zone's offset, to the second: '2026-11-26T18:48:00+08:00' (CSV exports). */
export function isoTime(v: unknown): string {
  const ms = instantOf(v);
  if (ms === undefined) return '';
  return `${formatTime(ms, 'YYYY-MM-DDTHH:mm:ss')}${businessOffsetText(ms)}`;
}

/** 00:00 (business zone) of the day that contains `ms`. */
export const dayStart = (ms: number = Date.now()) => dayStartIn(businessZone(), ms);

/** 00:00 (business zone) of the next day: the exclusive end of `ms`'s day. */
export const nextDayStart = (ms: number = Date.now()) => nextDayStartIn(businessZone(), ms);

/** 00:00 of the day `days` days after (before, when negative) the day that contains `ms`. */
export function dayStartAfter(ms: number, days: number): number {
  const w = wallOf(businessZone(), ms);
  return epochOf(businessZone(), { year: w.year, month: w.month, day: w.day + days });
}

/** An instant range [from, to], both ends inclusive (a range picker's value). */
export type Range = [number, number];

/** A range field's value as instants ([from, to], both inclusive), or undefined when either end is missing. */
export function rangeOf(value: unknown): Range | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [from, to] = value.map(instantOf);
  return from === undefined || to === undefined ? undefined : [from, to];
}

/** The business day that contains `now`, as an inclusive range [00:00, 23:59:59.999]. */
export const todayRange = (now: number = Date.now()): Range => [dayStart(now), nextDayStart(now) - 1];

/** The `days` business days up to and including `now`'s. */
export const lastDaysRange = (days: number, now: number = Date.now()): Range => [
  dayStartAfter(now, 1 - days),
  nextDayStart(now) - 1,
];

/** The business week (Monday to Sunday) that contains `now`. */
export function weekRange(now: number = Date.now()): Range {
  const w = wallOf(businessZone(), now);
  const weekday = (new Date(wallAsUtc(w)).getUTCDay() + 6) % 7;
  return [dayStartAfter(now, -weekday), dayStartAfter(now, 7 - weekday) - 1];
}

/** The business month that contains `now`. */
export function monthRange(now: number = Date.now()): Range {
  const w = wallOf(businessZone(), now);
  return [
    epochOf(businessZone(), { year: w.year, month: w.month, day: 1 }),
    epochOf(businessZone(), { year: w.year, month: w.month + 1, day: 1 }) - 1,
  ];
}

/** The business day of `ms`, 'YYYY-MM-DD' (a day bucket's key). */
export function dayKey(ms: number): string {
  const w = wallOf(businessZone(), ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${p(w.month)}-${p(w.day)}`;
}

/** 00:00 (business zone) of the day 'YYYY-MM-DD'. */
export function dayStartOfKey(key: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  return m ? epochOf(businessZone(), { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }) : undefined;
}

/** Every business day from `from`'s to `to`'s, as 'YYYY-MM-DD' (at most 366). */
export function daysBetween(from: number, to: number): string[] {
  const out: string[] = [];
  for (let d = dayStart(from); d <= to && out.length < 366; d = nextDayStart(d)) out.push(dayKey(d));
  return out;
}

/** For file names: the business day 'YYYYMMDD', and the moment 'YYYYMMDDTHHmmss' (ISO 8601's basic form). */
export const fileDay = (ms: number) => formatTime(ms, 'YYYYMMDD');
export const fileStamp = (ms: number) => formatTime(ms, 'YYYYMMDD[T]HHmmss');

/**
 * Date pickers (antd's, pro-components') hold dayjs dates and show their fields. A picker of the console shows the
 * business zone's wall clock: `toPicker` gives a UTC-mode dayjs date whose fields are that wall clock, `fromPicker`
 * reads any dayjs date's fields (a picked date may come in the browser's own mode) as a business-zone wall clock.
 */
export function toPicker(v: unknown): Dayjs | undefined {
  const ms = instantOf(v);
  if (ms === undefined) return undefined;
  return dayjs.utc(ms + offsetAt(businessZone(), ms) * 60_000);
}

export function fromPicker(d: Dayjs | null | undefined): number | undefined {
  if (!d?.isValid()) return undefined;
  return epochOf(businessZone(), {
    year: d.year(),
    month: d.month() + 1,
    day: d.date(),
    hour: d.hour(),
    minute: d.minute(),
    second: d.second(),
    millisecond: d.millisecond(),
  });
}

/** A picked date without its time: 00:00 of the business day the picker's fields name. */
export function fromDatePicker(d: Dayjs | null | undefined): number | undefined {
  if (!d?.isValid()) return undefined;
  return epochOf(businessZone(), { year: d.year(), month: d.month() + 1, day: d.date() });
}
