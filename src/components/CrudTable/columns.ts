import type { ProColumns } from '@ant-design/pro-components';
import { statusEnum } from '@/components/status';

/**
 * The columns most lists end with: the record's status (a badge, and a select in the search form) and when and by
 * whom it was last changed (not searched). `t` is the screen's translate function (useText).
 */
type T = (id: string) => string;

/** 状态: enabled / disabled, searched with a select. */
export function statusColumn<R>(t: T): ProColumns<R> {
  return { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) };
}

/** 更新时间 and 更新人 (`updated`, `updatedBy`); with `status`, the status column first. */
export function changedColumns<R>(t: T, o: { status?: boolean } = {}): ProColumns<R>[] {
  return [
    ...(o.status ? [statusColumn<R>(t)] : []),
    { title: t('common.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
  ];
}
