import { defineArea } from '../core/store';
import type { SwitchRule } from './cutPayRules';
import { seedSpecial } from './seed';

/** The special area's records in the shared store: seeded on first use and again after a reset. */
export interface CutPayRule extends SwitchRule {
  note: string;
  created: number;
  updated: number;
  updatedBy: string;
}

export interface SpecialArea {
  cutPay: CutPayRule[];
  /** last id handed out per record kind */
  seq: { cutPay: number };
}

export const specialArea: () => SpecialArea = defineArea<SpecialArea>('special', seedSpecial);

export function nextSpecialId(kind: keyof SpecialArea['seq']): number {
  const area = specialArea();
  area.seq[kind] += 1;
  return area.seq[kind];
}
