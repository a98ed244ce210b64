import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Access, history, useAccess } from '@umijs/max';
import { Button, Space, Tag } from 'antd';
import { useRef } from 'react';
import ActionLink from '@/components/ActionLink';
import { usePendingChanges, withPendingMark } from '@/components/ChangeRequest';
import CrudTable from '@/components/CrudTable';
import { columnLabels, DeletedRecords, HistoryLink } from '@/components/History';
import { statusEnum } from '@/components/status';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { usePayTypeEnum, useRegionEnum } from '../components/options';
import { editPath, PAY_PATHS } from '../paths';
import { deletePayList, pagePayLists, type PayList } from '../service';
import { action } from '@/utils/action';

/**
 * /pay/payList: which pay types each (channel, region) of the current game shows, in order. A pair appears once per
 * game. Create and edit (with the drag-to-sort order) on /pay/payList/create (`?id=` to edit).
 */
export default function PayListPage() {
  const t = useText();
  const { can } = useAccess();
  const typeEnum = usePayTypeEnum();
  const regionEnum = useRegionEnum();
  const actionRef = useRef<ActionType>();
  useReloadOnReturn(() => actionRef.current?.reload());
  const pending = usePendingChanges('payList');

  const columns: ProColumns<PayList>[] = [
    { title: t('pages.pay.channel'), dataIndex: 'channel' },
    { title: t('pages.pay.region'), dataIndex: 'region', valueType: 'select', valueEnum: regionEnum },
    {
      title: t('pages.pay.payList.payTypes'),
      dataIndex: 'payTypes',
      valueType: 'select',
      valueEnum: typeEnum,
      search: { transform: (v: unknown) => ({ payType: v }) },
      render: (_, r) => (
        <Space size={4} wrap id={`pay-list-types-${r.id}`}>
          {r.payTypes.map((p, i) => (
            <Tag key={p} color="blue">
              {i + 1}. {typeEnum[p].text}
            </Tag>
          ))}
        </Space>
      ),
      renderText: (_: unknown, r: PayList) => r.payTypes.map((p) => typeEnum[p].text).join(' > '),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: statusEnum(t),
      // a change of the list waiting for approval is marked beside its status, linking to the request
      render: withPendingMark<PayList>(pending, 'pay-list'),
    },
    { title: t('pages.pay.remark'), dataIndex: 'remark', hideInSearch: true, ellipsis: true },
    { title: t('common.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
  ];

  const labels = {
    ...columnLabels(columns),
    payTypes: t('pages.pay.payList.payTypes'),
    remark: t('pages.pay.remark'),
  };

  return (
    <CrudTable<PayList>
      id="pay-list-table"
      columns={columns}
      actionRef={actionRef}
      service={{ page: pagePayLists, remove: (r) => deletePayList({ id: r.id }) }}
      authority={{ remove: action(PAY_PATHS.payList, 'delete'), export: action(PAY_PATHS.payList, 'export') }}
      exportName={t('pages.pay.payList.exportName')}
      rowActions={(r, reload) => [
        ...(can(action(PAY_PATHS.payList, 'edit'))
          ? [
              <ActionLink
                key="edit"
                id={`pay-list-edit-${r.id}`}
                onClick={() => history.push(editPath(PAY_PATHS.payListCreate, r.id))}
              >
                {t('crud.edit')}
              </ActionLink>,
            ]
          : []),
        <HistoryLink
          key="history"
          record={{ kind: 'payList', recordId: r.id }}
          readKey={PAY_PATHS.payList}
          editKey={action(PAY_PATHS.payList, 'edit')}
          title={`${r.channel}/${r.region}`}
          labels={labels}
          onRolledBack={reload}
          approval
        />,
      ]}
      toolbar={(reload) => [
        <DeletedRecords
          key="deleted"
          kind="payList"
          readKey={PAY_PATHS.payList}
          editKey={action(PAY_PATHS.payList, 'edit')}
          labels={labels}
          onRestored={reload}
        />,
        <Access key="create" accessible={can(action(PAY_PATHS.payList, 'add'))}>
          <Button type="primary" id="pay-list-create" onClick={() => history.push(PAY_PATHS.payListCreate)}>
            {t('crud.add')}
          </Button>
        </Access>,
      ]}
    />
  );
}
