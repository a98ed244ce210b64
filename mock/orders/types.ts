import type { Static } from '../../src/contract';
import type { banRow, billRow, Line, notifyRecord, orderRow, refundRow } from '../../src/contract/order';

/** The order areas' records as the backend keeps them (both business lines). */
export type { Line };
export type OrderStatus = Static<typeof orderRow>['status'];
export type NotifyResult = Static<typeof notifyRecord>['result'];

/** An order: the contract's row without the computed `test` flag, plus its game and automatic notify count. */
export interface Order extends Omit<Static<typeof orderRow>, 'test'> {
  gameId: number;
  line: Line;
  /** automatic notifications at payment (virtual: their answers follow from gameServer.ts) */
  autoNotifies: number;
  /**
   * When the seeded order shows up: at the end of its payment and automatic notifications (orders of the seed's
   * today appear as the clock reaches them, their story complete)
   */
  visibleAt: number;
}

export type NotifyRecord = Static<typeof notifyRecord> & { gameId: number; requestId: string };
export type Refund = Static<typeof refundRow> & { gameId: number; dueAt: number | null };

export interface WhitelistEntry {
  id: number;
  gameId: number;
  account: string;
  note: string;
  createdBy: string;
  created: number;
}

export type Bill = Static<typeof billRow> & { gameId: number; file: Uint8Array | null };
export type Ban = Omit<Static<typeof banRow>, 'refundCount'> & { gameId: number };

export interface LargeHandling {
  handleStatus: 'handled' | 'ignored';
  note: string;
  handler: string;
  handledAt: number;
}

/** One business line's records. Orders are sorted by created, newest first; indexes point into them. */
export interface LineData {
  line: Line;
  orders: Order[];
  byGame: Map<number, Order[]>;
  byNo: Map<string, Order>;
  /** newest first */
  refunds: Refund[];
  refundsByOrder: Map<string, Refund[]>;
  /** supplementary attempts, newest first */
  notifies: NotifyRecord[];
  notifiesByOrder: Map<string, NotifyRecord[]>;
  whitelist: WhitelistEntry[];
  /** `${orderNo}|${requestId}` → the notify record it produced */
  requests: Map<string, NotifyRecord>;
  /** orders whose notification is in flight */
  inFlight: Set<string>;
}

export interface OgData {
  bills: Bill[];
  bans: Ban[];
  /** gameId → currency → threshold in minor units (0: none) */
  thresholds: Map<number, Record<string, number>>;
  large: Map<string, LargeHandling>;
}

export interface OrderArea {
  lines: Record<Line, LineData>;
  og: OgData;
  seq: { refund: number; notify: number; whitelist: number; bill: number; ban: number };
}
