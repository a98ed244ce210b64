import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Access, useAccess } from '@umijs/max';
import { Button } from 'antd';
import { useRef } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { useText } from '@/hooks';
import { operationButton } from '../paths';
import { pageSignatures, type Signature } from '../service';
import { useOperationLabels } from '../components/labels';
import NoEntity from '../components/NoEntity';
import { useEntity } from '../components/useEntity';
import SignatureForm from './SignatureForm';

/**
 * /setting/operation/smsList?entityId= (hidden): the entity's SMS signatures with their review status (pending until
 * the carrier answers by the backend's clock; a rejection gives its reason), filtered, exported; submit a new one,
 * resubmit a rejected one.
 */

export default function SmsListPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const { entityId, entity, error } = useEntity();
  const { purposes, providers, smsStatuses } = useOperationLabels();
  const reload = () => actionRef.current?.reload();

  if (!entityId || error) return <NoEntity />;

  const columns: ProColumns<Signature>[] = [
    { title: t('pages.setting.operation.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: t('pages.setting.operation.sms.text'), dataIndex: 'text' },
    { title: t('pages.setting.operation.sms.purpose'), dataIndex: 'purpose', hideInSearch: true, valueEnum: purposes },
    {
      title: t('pages.setting.operation.sms.provider'),
      dataIndex: 'provider',
      valueType: 'select',
      valueEnum: providers,
    },
    {
      title: t('pages.setting.operation.sms.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: smsStatuses,
    },
    {
      title: t('pages.setting.operation.sms.rejectReason'),
      dataIndex: 'rejectReason',
      hideInSearch: true,
      ellipsis: true,
    },
    {
      title: t('pages.setting.operation.sms.submittedAt'),
      dataIndex: 'submittedAt',
      valueType: 'dateTime',
      hideInSearch: true,
    },
    { title: t('pages.setting.operation.sms.submittedBy'), dataIndex: 'submittedBy', hideInSearch: true },
    {
      title: t('pages.setting.operation.sms.decidedAt'),
      dataIndex: 'decidedAt',
      valueType: 'dateTime',
      hideInSearch: true,
    },
    { title: t('pages.setting.operation.sms.submissions'), dataIndex: 'submissions', hideInSearch: true },
  ];

  const name = entity?.shortName ?? `#${entityId}`;
  return (
    <CrudTable<Signature>
      id="sms-table"
      headerTitle={t('pages.setting.operation.sms.of', { name })}
      columns={columns}
      actionRef={actionRef}
      params={{ entityId }}
      service={{ page: (q) => pageSignatures({ ...q, entityId } as Parameters<typeof pageSignatures>[0]) }}
      authority={{ export: operationButton('export') }}
      exportName={t('pages.setting.operation.sms.exportName', { name })}
      rowActions={(r) =>
        can(operationButton('edit')) && r.status === 'rejected'
          ? [
              <SignatureForm
                key="resubmit"
                entityId={entityId}
                signature={r}
                onDone={reload}
                trigger={
                  <ActionLink id={`sms-resubmit-${r.id}`}>{t('pages.setting.operation.sms.resubmit')}</ActionLink>
                }
              />,
            ]
          : []
      }
      toolbar={() => [
        <Access key="submit" accessible={can(operationButton('edit'))}>
          <SignatureForm
            entityId={entityId}
            onDone={reload}
            trigger={
              <Button type="primary" id="sms-submit">
                {t('pages.setting.operation.sms.submit')}
              </Button>
            }
          />
        </Access>,
      ]}
    />
  );
}
