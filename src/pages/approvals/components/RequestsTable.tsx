import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import type { MutableRefObject } from 'react';
import CrudTable from '@/components/CrudTable';
import { rangeToInclusiveQuery } from '@/components/CrudTable/address';
import { useText } from '@/hooks';
import { type ChangeRequest, pageChangeRequests } from '../service';
import { areaEnum, type Scope, statusEnum } from './labels';

/**
 * One view of the change requests (waiting for me, asked by me, all), newest first: filtered by area, status, the
 * person who asked and the time asked (business days, docs/rules.md "Business time zone"); a row opens the drawer.
 */
export default function RequestsTable(props: {
  scope: Scope;
  actionRef: MutableRefObject<ActionType | undefined>;
  onOpen: (id: number) => void;
}) {
  const t = useText();
  const columns: ProColumns<ChangeRequest>[] = [
    {
      title: t('pages.approvals.id'),
      dataIndex: 'id',
      hideInSearch: true,
      width: 72,
      renderText: (v: unknown) => `#${v}`,
    },
    { title: t('pages.approvals.area'), dataIndex: 'area', valueType: 'select', valueEnum: areaEnum(t) },
    { title: t('pages.approvals.target'), dataIndex: 'target', hideInSearch: true, ellipsis: true },
    {
      title: t('pages.approvals.requester'),
      dataIndex: 'requesterName',
      // who asked or decided: a name or account, or part of it
      search: { transform: (v: unknown) => ({ person: v }) },
    },
    { title: t('pages.approvals.reason'), dataIndex: 'reason', hideInSearch: true, ellipsis: true },
    {
      title: t('pages.approvals.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: statusEnum(t),
      render: (dom, r) => (
        <span>
          {dom}
          {r.emergency && (
            <Tag color="red" style={{ marginInlineStart: 6 }}>
              {t('pages.approvals.emergency')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: t('pages.approvals.created'),
      dataIndex: 'created',
      valueType: 'dateTime',
      hideInSearch: true,
      width: 170,
    },
    {
      title: t('pages.approvals.created'),
      dataIndex: 'createdRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      hideInDescriptions: true,
      // the backend's startTime/endTime are both inclusive
      search: { transform: (v: unknown) => rangeToInclusiveQuery(v, 'startTime', 'endTime') },
    },
    {
      title: t('pages.approvals.expiresAt'),
      dataIndex: 'expiresAt',
      valueType: 'dateTime',
      hideInSearch: true,
      width: 170,
    },
    { title: t('pages.approvals.decidedBy'), dataIndex: 'deciderName', hideInSearch: true },
  ];
  return (
    <CrudTable<ChangeRequest>
      id={`approvals-${props.scope}`}
      columns={columns}
      actionRef={props.actionRef}
      params={{ view: props.scope }}
      service={{ page: pageChangeRequests }}
      onView={(r) => props.onOpen(r.id)}
      rowName={(r) => `#${r.id}`}
    />
  );
}
