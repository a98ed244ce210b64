/**
 * The embedded backend's clock. Seeding never reads it (the seed is built from BASE_EPOCH); requests do.
 * The offset lives on globalThis so tests and POST /api/__mock/clock can move time for every module instance
 * (umi re-evaluates mock modules on each change).
 */

/** 2026-11-01 00:00 in China (UTC+8): the seed's "today". */
export const BASE_EPOCH = Date.UTC(2026, 9, 31, 16, 0, 0);

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
