import { defineArea } from '../core/store';
import { seedOperate } from './seed';
import type { UpdateRule } from './updateRules';

/** The game-operations area's records in the shared store: seeded on first use and again after a reset. */
export interface UpdateConfig extends UpdateRule {
  downloadUrl: string;
  notes: string;
  created: number;
  updated: number;
  updatedBy: string;
}

export interface OperateArea {
  updateConfig: UpdateConfig[];
  /** last id handed out per record kind */
  seq: { updateConfig: number };
}

export const operateArea: () => OperateArea = defineArea<OperateArea>('operate', seedOperate);

export function nextOperateId(kind: keyof OperateArea['seq']): number {
  const area = operateArea();
  area.seq[kind] += 1;
  return area.seq[kind];
}
