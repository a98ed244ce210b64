import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Access, history, useAccess } from '@umijs/max';
import { Button, Typography } from 'antd';
import { useRef } from 'react';
import ActionLink from '@/components/ActionLink';
import { usePendingChanges, withPendingMark } from '@/components/ChangeRequest';
import CrudTable from '@/components/CrudTable';
import { DeletedRecords, HistoryLink } from '@/components/History';
import { statusEnum } from '@/components/status';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { formatFeeRate } from '@/contract/pay/rules';
import { useText } from '@/hooks';
import { usePayTypeEnum } from '../components/options';
import { editPath, PAY_PATHS } from '../paths';
import { deletePayConfig, pagePayConfigs, type PayConfig } from '../service';
import { action } from '@/utils/action';
import SecretsCell from './components/SecretsCell';

/**
 * /pay/payConfig: the current game's pay types with merchant id, keys (masked; reveal asks a reason and is logged),
 * notify URL, fee rate (basis points shown as a percentage), status and sort order. Create and edit on
 * /pay/payConfig/create (`?id=` to edit).
 */
export default function PayConfigPage() {
  const t = useText();
  const { can } = useAccess();
  const typeEnum = usePayTypeEnum();
  const actionRef = useRef<ActionType>();
  useReloadOnReturn(() => actionRef.current?.reload());
  const pending = usePendingChanges('payConfig');

  const labels: Record<string, string> = {
    payType: t('pages.pay.payType'),
    merchantId: t('pages.pay.merchantId'),
    appId: t('pages.pay.appId'),
    privateKey: t('pages.pay.secret.privateKey'),
    apiKey: t('pages.pay.secret.apiKey'),
    certPassword: t('pages.pay.secret.certPassword'),
    notifyUrl: t('pages.pay.notifyUrl'),
    feeRateBp: t('pages.pay.feeRate'),
    status: t('common.status'),
    sort: t('pages.pay.sort'),
    remark: t('pages.pay.remark'),
  };

  const columns: ProColumns<PayConfig>[] = [
    { title: t('pages.pay.payType'), dataIndex: 'payType', valueType: 'select', valueEnum: typeEnum },
    { title: t('pages.pay.merchantId'), dataIndex: 'merchantId' },
    {
      title: t('pages.pay.secrets'),
      dataIndex: 'privateKey',
      hideInSearch: true,
      render: (_, r) => <SecretsCell record={r} typeName={typeEnum[r.payType]?.text ?? r.payType} />,
      renderText: (_: unknown, r: PayConfig) => [r.privateKey, r.apiKey, r.certPassword].filter(Boolean).join(' '),
    },
    {
      title: t('pages.pay.notifyUrl'),
      dataIndex: 'notifyUrl',
      hideInSearch: true,
      render: (_, r) => (
        <Typography.Text ellipsis style={{ maxWidth: 260 }} title={r.notifyUrl}>
          {r.notifyUrl}
        </Typography.Text>
      ),
      renderText: (v: unknown) => String(v ?? ''),
    },
    {
      title: t('pages.pay.feeRate'),
      dataIndex: 'feeRateBp',
      hideInSearch: true,
      align: 'right',
      renderText: (v: unknown) => formatFeeRate(Number(v)),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: statusEnum(t),
      // a change of the record waiting for approval is marked beside its status, linking to the request
      render: withPendingMark<PayConfig>(pending, 'pay-config'),
    },
    { title: t('pages.pay.sort'), dataIndex: 'sort', hideInSearch: true, align: 'right' },
    { title: t('common.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
  ];

  return (
    <CrudTable<PayConfig>
      id="pay-config-table"
      columns={columns}
      actionRef={actionRef}
      service={{
        page: pagePayConfigs,
        remove: (r, approval) => deletePayConfig({ id: r.id, changeReason: '', ...approval }),
      }}
      // a delete waits for a second person's approval (issue 34): it asks the reason
      removeApproval
      authority={{
        remove: action(PAY_PATHS.payConfig, 'delete'),
        export: action(PAY_PATHS.payConfig, 'export'),
      }}
      exportName={t('pages.pay.payConfig.exportName')}
      rowActions={(r) => [
        ...(can(action(PAY_PATHS.payConfig, 'edit'))
          ? [
              <ActionLink
                key="edit"
                id={`pay-config-edit-${r.id}`}
                onClick={() => history.push(editPath(PAY_PATHS.payConfigCreate, r.id))}
              >
                {t('crud.edit')}
              </ActionLink>,
            ]
          : []),
        <HistoryLink
          key="history"
          record={{ kind: 'payConfig', recordId: r.id }}
          readKey={PAY_PATHS.payConfig}
          editKey={action(PAY_PATHS.payConfig, 'edit')}
          title={typeEnum[r.payType]?.text ?? r.payType}
          labels={labels}
          onRolledBack={() => actionRef.current?.reload()}
          approval
        />,
      ]}
      toolbar={() => [
        <DeletedRecords
          key="deleted"
          kind="payConfig"
          readKey={PAY_PATHS.payConfig}
          editKey={action(PAY_PATHS.payConfig, 'edit')}
          labels={labels}
          onRestored={() => actionRef.current?.reload()}
        />,
        <Access key="create" accessible={can(action(PAY_PATHS.payConfig, 'add'))}>
          <Button type="primary" id="pay-config-create" onClick={() => history.push(PAY_PATHS.payConfigCreate)}>
            {t('crud.add')}
          </Button>
        </Access>,
      ]}
    />
  );
}
