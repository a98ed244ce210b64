import { defineArea } from '../core/store';
import { seedOperate } from './seed';
import type { OperateArea } from './types';

/** The game-operations area's records in the shared store: seeded on first use and again after a reset. */
export type { MessageConfig, OperateArea, Popup, UpdateConfig } from './types';

export const operateArea: () => OperateArea = defineArea<OperateArea>('operate', seedOperate);

export function nextOperateId(kind: keyof OperateArea['seq']): number {
  const area = operateArea();
  area.seq[kind] += 1;
  return area.seq[kind];
}
