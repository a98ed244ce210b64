import type { ActionType, ProColumns } from '@ant-design/pro-components';
import type { MutableRefObject } from 'react';
import CrudTable from '@/components/CrudTable';
import { useText } from '@/hooks';
import type { TransferCalls, TransferRecord } from './types';
import { rangeToInclusiveQuery } from '@/components/CrudTable/address';

/** The records of one kind of transfer: who, when, from, to, what moved (with points and balances), why; filtered and exported. */
const rolesText = (r: TransferRecord) =>
  r.roles.map((x) => `${x.server} ${x.name}（${x.roleId}）Lv${x.level} · ${x.points} · ${x.balance}`).join('；');

export default function RecordTable(props: {
  prefix: string;
  calls: TransferCalls;
  exportKey: string;
  exportName: string;
  actionRef: MutableRefObject<ActionType | undefined>;
}) {
  const t = useText();
  const columns: ProColumns<TransferRecord>[] = [
    { title: t('roleTransfer.record.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: t('roleTransfer.record.at'), dataIndex: 'at', valueType: 'dateTime', hideInSearch: true },
    {
      title: t('roleTransfer.record.period'),
      dataIndex: 'period',
      valueType: 'dateTimeRange',
      hideInTable: true,
      hideInDescriptions: true,
      search: { transform: (v: unknown) => rangeToInclusiveQuery(v, 'from', 'to') },
    },
    { title: t('roleTransfer.record.operator'), dataIndex: 'operator' },
    {
      title: t('roleTransfer.record.account'),
      dataIndex: 'account',
      hideInTable: true,
      hideInDescriptions: true,
    },
    { title: t('roleTransfer.from'), dataIndex: 'fromAccount', hideInSearch: true, copyable: true },
    { title: t('roleTransfer.to'), dataIndex: 'toAccount', hideInSearch: true, copyable: true },
    { title: t('roleTransfer.role.id'), dataIndex: 'roleId', hideInTable: true, hideInDescriptions: true },
    {
      title: t('roleTransfer.record.roles'),
      dataIndex: 'roles',
      hideInSearch: true,
      ellipsis: true,
      renderText: (_: unknown, r: TransferRecord) => rolesText(r),
    },
    { title: t('roleTransfer.record.points'), dataIndex: 'totalPoints', hideInSearch: true, align: 'right' },
    { title: t('roleTransfer.record.balance'), dataIndex: 'totalBalance', hideInSearch: true, align: 'right' },
    { title: t('roleTransfer.reason'), dataIndex: 'reason', hideInSearch: true, ellipsis: true },
  ];
  return (
    <CrudTable<TransferRecord>
      id={`${props.prefix}-records`}
      headerTitle={t('roleTransfer.records')}
      columns={columns}
      actionRef={props.actionRef}
      service={{ page: (q) => props.calls.page(q) }}
      authority={{ export: props.exportKey }}
      exportName={props.exportName}
    />
  );
}
