import type { ActionType, ProColumns, ProFormInstance } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import type { MutableRefObject } from 'react';
import CrudTable from '@/components/CrudTable';
import { currencyEnum, moneyColumn, rangeFilter } from '@/features/orders';
import { useText } from '@/hooks';
import { monitorButton } from '../paths';
import { type AlertStatus, type MonitorAlert, pageMonitorAlerts } from '../service';
import HandleModal from './HandleModal';
import { alertStatusEnum, kindEnum, whatHappened } from './labels';

/**
 * The alerts the backend raised for the current game, newest first: filtered by status, kind, account and time,
 * exported; an open one is handled or ignored with a note by people granted `:handle`.
 */
export default function AlertsTable(props: {
  /** the status filter the list starts with (from the address: `?status=open`) */
  initialStatus?: AlertStatus;
  formRef: MutableRefObject<ProFormInstance | undefined>;
  actionRef: MutableRefObject<ActionType | undefined>;
  /** each new value opens the search form in full (CrudTable's openSearch) */
  openSearch?: number;
}) {
  const t = useText();
  const { can } = useAccess();
  const p = (k: string) => t(`pages.special.monitor.${k}`);
  const canHandle = can(monitorButton('handle'));
  const columns: ProColumns<MonitorAlert>[] = [
    { title: p('id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: p('alert.happenedAt'), dataIndex: 'happenedAt', valueType: 'dateTime', hideInSearch: true, width: 170 },
    rangeFilter<MonitorAlert>(p('alert.range'), 'range', 'from', 'to'),
    { title: p('alert.rule'), dataIndex: 'ruleName', hideInSearch: true },
    { title: p('kind'), dataIndex: 'kind', valueType: 'select', valueEnum: kindEnum(t) },
    { title: p('account'), dataIndex: 'account', copyable: true },
    { title: p('alert.contact'), dataIndex: 'contact', hideInSearch: true },
    {
      title: p('alert.what'),
      dataIndex: 'what',
      hideInSearch: true,
      ellipsis: true,
      renderText: (_: unknown, r: MonitorAlert) => whatHappened(t, r),
    },
    moneyColumn<MonitorAlert>(t('pages.special.monitor.amount'), 'amount', (r) => r.currency ?? '', {
      hideInTable: true,
    }),
    { title: p('currency'), dataIndex: 'currency', hideInSearch: true, hideInTable: true, valueEnum: currencyEnum },
    {
      title: p('alert.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: alertStatusEnum(t),
      initialValue: props.initialStatus,
    },
    { title: p('alert.note'), dataIndex: 'note', hideInSearch: true, ellipsis: true },
    { title: p('alert.handledBy'), dataIndex: 'handledBy', hideInSearch: true },
    { title: p('alert.handledAt'), dataIndex: 'handledAt', valueType: 'dateTime', hideInSearch: true },
  ];
  return (
    <CrudTable<MonitorAlert>
      id="monitor-alerts"
      columns={columns}
      actionRef={props.actionRef}
      formRef={props.formRef}
      openSearch={props.openSearch}
      service={{ page: pageMonitorAlerts }}
      authority={{ export: monitorButton('export') }}
      exportName={p('alertsExport')}
      rowActions={(r, reload) =>
        r.status === 'open' && canHandle ? [<HandleModal key="handle" alert={r} onDone={reload} />] : []
      }
    />
  );
}
