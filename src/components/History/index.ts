/** Configuration history (docs/rules.md "Configuration history"): the drawer and the row action that opens it. */
export { default as HistoryLink } from './HistoryLink';
export { default as DeletedRecords } from './DeletedRecords';
export { default as ChangeReasonField } from './ChangeReasonField';
export { changeReasonOf } from '@/utils/changeReason';
export type { HistoryKind } from './service';
export { columnLabels } from './labels';
