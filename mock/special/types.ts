import type { SwitchRule } from './cutPayRules';

/** The special area's records in the shared store (switch-payment rules): ./state.ts. */

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
