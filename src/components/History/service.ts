import type { HistoryKind } from '@/contract/history';
import { apiCall, type DataOf } from '@/request/endpoint';

/** The configuration-history calls (src/contract/history.ts), shared by every screen that shows a record's history. */
export type { HistoryKind } from '@/contract/history';
export type HistoryVersion = DataOf<'/api/mng/history/page'>['list'][number];
export type HistoryDiff = DataOf<'/api/mng/history/diff'>;
export type HistoryChange = HistoryDiff['changes'][number];

export const pageHistory = apiCall('/api/mng/history/page');
export const diffHistory = apiCall('/api/mng/history/diff');
export const rollbackHistory = apiCall('/api/mng/history/rollback');

export interface HistoryRef {
  kind: HistoryKind;
  recordId: number;
}
