import { defineArea } from '../core/store';
import { seedSpecial } from './seed';
import type { SpecialArea } from './types';

/** The special area's records in the shared store: seeded on first use and again after a reset. */
export type { CutPayRule, SpecialArea } from './types';

export const specialArea: () => SpecialArea = defineArea<SpecialArea>('special', seedSpecial);

export function nextSpecialId(kind: keyof SpecialArea['seq']): number {
  const area = specialArea();
  area.seq[kind] += 1;
  return area.seq[kind];
}
