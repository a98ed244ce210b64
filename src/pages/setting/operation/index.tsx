import type { ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { statusEnum, toStatus } from '@/components/status';
import { useText } from '@/hooks';
import { OPERATION_PATHS, operationButton } from './paths';
import { addEntity, deleteEntity, editEntity, type Entity, type EntityPayload, pageEntities } from './service';
import EntityFields from './components/EntityFields';
import { useOperationLabels } from './components/labels';

/**
 * /setting/operation: the publisher's operating entities (company, short name, region, licence, contact with the
 * phone masked, status), filtered, exported, created and edited in a modal; each row leads to the entity's
 * protocols and SMS signatures. An entity with protocols or signatures cannot be deleted (the backend says so).
 */

export default function OperationPage() {
  const t = useText();
  const { regions } = useOperationLabels();

  const columns: ProColumns<Entity>[] = [
    { title: t('pages.setting.operation.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: t('pages.setting.operation.keyword'), dataIndex: 'keyword', hideInTable: true, hideInDescriptions: true },
    { title: t('pages.setting.operation.company'), dataIndex: 'company', hideInSearch: true, ellipsis: true },
    { title: t('pages.setting.operation.shortName'), dataIndex: 'shortName', hideInSearch: true },
    { title: t('pages.setting.operation.region'), dataIndex: 'region', valueType: 'select', valueEnum: regions },
    { title: t('pages.setting.operation.licenceNo'), dataIndex: 'licenceNo', hideInSearch: true, copyable: true },
    { title: t('pages.setting.operation.contactName'), dataIndex: 'contactName', hideInSearch: true },
    { title: t('pages.setting.operation.contactPhone'), dataIndex: 'contactPhone', hideInSearch: true },
    { title: t('pages.setting.operation.contactEmail'), dataIndex: 'contactEmail', hideInSearch: true, ellipsis: true },
    { title: t('pages.setting.operation.publishedCount'), dataIndex: 'publishedCount', hideInSearch: true },
    { title: t('pages.setting.operation.signatureCount'), dataIndex: 'signatureCount', hideInSearch: true },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    { title: t('common.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
  ];

  return (
    <CrudTable<Entity, EntityPayload>
      id="entity-table"
      columns={columns}
      service={{
        page: pageEntities,
        add: addEntity,
        edit: editEntity,
        remove: (r) => deleteEntity({ id: r.id }),
      }}
      authority={{
        add: operationButton('add'),
        edit: operationButton('edit'),
        remove: operationButton('delete'),
        export: operationButton('export'),
      }}
      exportName={t('pages.setting.operation.exportName')}
      canDelete={(r) => r.protocolCount === 0 && r.signatureCount === 0}
      deleteDisabledTip={() => t('pages.setting.operation.inUse')}
      toForm={(r) => ({ ...r, status: r.status === 1 })}
      toPayload={(v, r) => ({
        ...(r ? { id: r.id } : {}),
        company: String(v.company ?? '').trim(),
        shortName: String(v.shortName ?? '').trim(),
        region: v.region as EntityPayload['region'],
        licenceNo: String(v.licenceNo ?? '')
          .trim()
          .toUpperCase(),
        contactName: String(v.contactName ?? '').trim(),
        contactPhone: String(v.contactPhone ?? '').trim(),
        contactEmail: String(v.contactEmail ?? '').trim(),
        status: toStatus(v.status ?? true),
      })}
      formFields={() => <EntityFields />}
      rowActions={(r) => [
        <ActionLink
          key="protocols"
          id={`entity-protocols-${r.id}`}
          onClick={() => history.push(`${OPERATION_PATHS.protocol}?entityId=${r.id}`)}
        >
          {t('pages.setting.operation.protocols')}
        </ActionLink>,
        <ActionLink
          key="sms"
          id={`entity-sms-${r.id}`}
          onClick={() => history.push(`${OPERATION_PATHS.smsList}?entityId=${r.id}`)}
        >
          {t('pages.setting.operation.signatures')}
        </ActionLink>,
      ]}
    />
  );
}
