/** The packaging area in the shared store: seeded on first use and again after POST /api/__mock/reset. */
import { defineArea } from '../core/store';
import type { PackArea } from './areaCore';
import { seedArea } from './seed';

export const packArea: () => PackArea = defineArea<PackArea>('pack', seedArea);

/** True when the area exists (the farm timer does not seed it by itself). */
export function packAreaExists(): boolean {
  return Boolean(globalThis.__GAME_OPS_STORE__ && 'pack' in globalThis.__GAME_OPS_STORE__.areas);
}
