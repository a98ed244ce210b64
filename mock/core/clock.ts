import {
  DEFAULT_TIME_ZONE,
  dayStartIn,
  epochOf,
  isTimeZone,
  nextDayStartIn,
  offsetAt,
  offsetText,
  type Wall,
  wallOf,
} from '../../src/utils/timeZone';

/**
 * The embedded backend's clock and calendar. Seeding never reads the clock (the seed is built from BASE_EPOCH);
 * requests do. The offset lives on globalThis so tests and POST /api/__mock/clock can move time for every module
 * instance (umi re-evaluates mock modules on each change).
 */

/**
 * The business time zone (docs/rules.md "Business time zone"): every day the backend counts (today's figures, day
 * buckets, CSV times operators write) is a day there. `BUSINESS_TIME_ZONE` (an IANA name) sets it, Asia/Shanghai by
 * default; the backend states it to the console with the signed-in person. A name that is no time zone stops the
 * backend from starting rather than counting wrong days.
 */
export function zoneFromEnv(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_TIME_ZONE;
  if (!isTimeZone(value.trim())) throw new Error(`BUSINESS_TIME_ZONE=${value} is not an IANA time zone`);
  return value.trim();
}

export const BUSINESS_TIME_ZONE = zoneFromEnv(process.env.BUSINESS_TIME_ZONE);

/** 00:00 (business zone) of the day containing `ms`. */
export const businessMidnight = (ms: number): number => dayStartIn(BUSINESS_TIME_ZONE, ms);

/** 00:00 (business zone) of the day after the one containing `ms`: the exclusive end of `ms`'s day. */
export const nextBusinessMidnight = (ms: number): number => nextDayStartIn(BUSINESS_TIME_ZONE, ms);

/** The business zone's wall clock at `ms`, and back. */
export const businessWall = (ms: number): Wall => wallOf(BUSINESS_TIME_ZONE, ms);
export const businessEpoch = (w: Partial<Wall> & Pick<Wall, 'year' | 'month' | 'day'>): number =>
  epochOf(BUSINESS_TIME_ZONE, w);

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' (business zone) of `ms`. */
export function businessDay(ms: number): string {
  const w = businessWall(ms);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** 'YYYY-MM-DD HH:mm:ss UTC+08:00' (business zone, with its offset) of `ms`: a moment a message names exactly. */
export function businessSecondText(ms: number): string {
  const w = businessWall(ms);
  const offset = offsetText(offsetAt(BUSINESS_TIME_ZONE, ms));
  return `${businessDay(ms)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)} UTC${offset}`;
}

/** 'YYYY-MM-DD HH:mm' (business zone) of `ms`: how operators read a time in a message. */
export function businessText(ms: number): string {
  const w = businessWall(ms);
  return `${businessDay(ms)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** 00:00 (business zone) of SEED_DAY (YYYY-MM-DD), or of the day containing `at`. */
export function seedDayStart(seedDay: string | undefined, at: number): number {
  if (!seedDay) return businessMidnight(at);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(seedDay.trim());
  if (!m) throw new Error(`SEED_DAY=${seedDay} is not a day (YYYY-MM-DD)`);
  return businessEpoch({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
}

/**
 * The seed's "today": midnight (business zone) of the day the backend process started, so the seeded history (orders
 * of the last days, packaging tasks of the last 14 days, sign-ins) always ends today. Fixed for the life of the
 * process: every reset rebuilds the very same data. SEED_DAY=YYYY-MM-DD pins it (reproducing a report).
 */
export const BASE_EPOCH = seedDayStart(process.env.SEED_DAY, Date.now());

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

interface ClockState {
  offsetMs: number;
}

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_CLOCK__: ClockState | undefined;
}

function state(): ClockState {
  if (!globalThis.__GAME_OPS_CLOCK__) globalThis.__GAME_OPS_CLOCK__ = { offsetMs: 0 };
  return globalThis.__GAME_OPS_CLOCK__;
}

/** Epoch milliseconds, moved by the current offset. */
export function now(): number {
  return Date.now() + state().offsetMs;
}

/** Moves the clock by `ms` (tests, session-expiry demos). */
export function advanceClock(ms: number): void {
  state().offsetMs += ms;
}

export function setClockOffset(ms: number): void {
  state().offsetMs = ms;
}

export function clockOffset(): number {
  return state().offsetMs;
}
