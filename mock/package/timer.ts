/**
 * The farm's clock in the running backend: one setInterval (TICK_MS) per process, kept on globalThis so umi's
 * re-evaluation of mock files replaces it instead of adding another. It ticks only once the area exists (the timer
 * does not seed it) and not while paused (POST /onlinepack/__farm). A failing tick is logged and the next one runs.
 */
import { now } from '../core/clock';
import { packArea, packAreaExists } from './area';
import { TICK_MS } from './areaCore';

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_PACK_TIMER__: ReturnType<typeof setInterval> | undefined;
}

export function tickFarm(): void {
  if (!packAreaExists()) return;
  const area = packArea();
  if (area.control.paused) return;
  try {
    const t = now();
    area.farm.tick(t);
    area.control.ticks += 1;
    area.control.lastTickAt = t;
  } catch (e) {
    console.error('[mock] packaging farm tick failed:', e);
  }
}

export function startFarmTimer(): void {
  stopFarmTimer();
  const timer = setInterval(tickFarm, TICK_MS);
  // never keeps a process (tests, scripts) alive by itself
  timer.unref();
  globalThis.__GAME_OPS_PACK_TIMER__ = timer;
}

export function stopFarmTimer(): void {
  if (globalThis.__GAME_OPS_PACK_TIMER__) clearInterval(globalThis.__GAME_OPS_PACK_TIMER__);
  globalThis.__GAME_OPS_PACK_TIMER__ = undefined;
}
