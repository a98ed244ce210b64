import type { TransferKind } from '../../src/contract/roleTransfer';
import { defineArea } from '../core/store';
import type { Plan, TransferRole } from './rules';

/** One executed transfer (account migration or role rebind) as its record list shows it. */
export interface TransferRecord {
  id: number;
  gameId: number;
  kind: TransferKind;
  fromAccount: string;
  toAccount: string;
  /** the roles as they were when they moved (level, points, balance) */
  roles: TransferRole[];
  totalPoints: number;
  /** the balance that moved, and both accounts' balances before and after */
  totalBalance: number;
  balances: Plan['balances'];
  reason: string;
  operator: string;
  at: number;
}

interface TransfersArea {
  records: TransferRecord[];
  seq: number;
}

/**
 * The transfer records. **Choice:** none are seeded: a seeded record would claim a move the seeded players do not
 * show (the players' roles are where the player seed put them).
 */
export const transfersArea = defineArea<TransfersArea>('roleTransfers', () => ({ records: [], seq: 0 }));

export function addRecord(r: Omit<TransferRecord, 'id'>): TransferRecord {
  const area = transfersArea();
  area.seq += 1;
  const row = { ...r, id: area.seq };
  area.records.push(row);
  return row;
}
