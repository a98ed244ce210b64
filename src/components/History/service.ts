import type { HistoryKind } from '@/contract/history';
import { apiCall, type DataOf } from '@/request/endpoint';

/** The configuration-history calls (src/contract/history.ts), shared by every screen that shows a record's history. */
export type { HistoryKind } from '@/contract/history';
export type HistoryVersion = DataOf<'/api/mng/history/page'>['list'][number];
export type HistoryDiff = DataOf<'/api/mng/history/diff'>;
export type HistoryChange = HistoryDiff['changes'][number];
export type DeletedRecord = DataOf<'/api/mng/history/deleted'>['list'][number];

export const pageHistory = apiCall('/api/mng/history/page');
export const diffHistory = apiCall('/api/mng/history/diff');
export const rollbackHistory = apiCall('/api/mng/history/rollback');
export const pageDeletedRecords = apiCall('/api/mng/history/deleted');

export interface HistoryRef {
  kind: HistoryKind;
  recordId: number;
}
