import type { ProColumns, ProFormInstance } from '@ant-design/pro-components';
import { useRef } from 'react';
import CrudTable from '@/components/CrudTable';
import { useText } from '@/hooks';
import { NOTIFY_RESULTS } from '@/contract/order/values';
import type { LineConfig } from './config';
import { moneyColumn, rangeFilter } from './columns';
import { notifyResultEnum } from './enums';
import { useAddressPreset } from './hooks';
import type { NotifyRecord } from './types';

/** /order/record and /ogorder/record: every supplementary attempt (order, operator, reason, result, answer, time). */
export default function RecordScreen({ config }: { config: LineConfig }) {
  const t = useText();
  const formRef = useRef<ProFormInstance>();
  const p = (k: string) => t(`pages.order.field.${k}`);
  const presets = useAddressPreset(formRef, {
    rangeField: 'timeRange',
    fromKey: 'timeFrom',
    toKey: 'timeTo',
    keys: ['orderNo', 'account', 'operator', 'result'],
    enums: { result: NOTIFY_RESULTS },
  });
  const columns: ProColumns<NotifyRecord>[] = [
    rangeFilter<NotifyRecord>(p('notifyTime'), 'timeRange', 'timeFrom', 'timeTo'),
    { title: p('notifyTime'), dataIndex: 'time', valueType: 'dateTime', hideInSearch: true },
    { title: p('orderNo'), dataIndex: 'orderNo', copyable: true },
    { title: p('childGame'), dataIndex: 'childGameName', hideInSearch: true },
    { title: p('account'), dataIndex: 'account' },
    moneyColumn<NotifyRecord>(p('amount'), 'amount', (r) => r.currency),
    { title: p('currency'), dataIndex: 'currency', hideInSearch: true },
    { title: p('operator'), dataIndex: 'operator' },
    { title: p('notifyReason'), dataIndex: 'reason', hideInSearch: true, ellipsis: true },
    { title: p('result'), dataIndex: 'result', valueType: 'select', valueEnum: notifyResultEnum(t) },
    { title: p('answer'), dataIndex: 'answer', hideInSearch: true, ellipsis: true },
    { title: p('attempt'), dataIndex: 'attempt', hideInSearch: true, align: 'right' },
    {
      title: p('durationMs'),
      dataIndex: 'durationMs',
      hideInSearch: true,
      align: 'right',
      renderText: (v: unknown) => t('pages.order.ms', { n: Number(v) || 0 }),
    },
  ];
  return (
    <CrudTable<NotifyRecord>
      id={`${config.idPrefix}-record-table`}
      columns={columns}
      formRef={formRef}
      openSearch={presets}
      service={{ page: config.service.recordPage }}
      authority={{ export: config.buttons.recordExport }}
      exportName={t(config.texts.recordExport)}
    />
  );
}
