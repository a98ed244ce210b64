/**
 * The embedded backend's clock. Seeding never reads it (the seed is built from BASE_EPOCH); requests do.
 * The offset lives on globalThis so tests and POST /api/__mock/clock can move time for every module instance
 * (umi re-evaluates mock modules on each change).
 */

const CHINA_OFFSET = 8 * 60 * 60 * 1000;

/** Midnight in China (UTC+8) of the day containing `ms`. */
export function chinaMidnight(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET) / (24 * 60 * 60 * 1000)) * 24 * 60 * 60 * 1000 - CHINA_OFFSET;
}

/**
 * The seed's "today": midnight (China time) of the day the backend process started, so the seeded history (orders of
 * the last days, packaging tasks of the last 14 days, sign-ins) always ends today. Fixed for the life of the process:
 * every reset rebuilds the very same data. SEED_DAY=YYYY-MM-DD pins it (reproducing a report).
 */
export const BASE_EPOCH = process.env.SEED_DAY
  ? chinaMidnight(Date.parse(`${process.env.SEED_DAY}T12:00:00+08:00`))
  : chinaMidnight(Date.now());

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
