import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Access, history, useAccess } from '@umijs/max';
import { Button, Drawer, message, Popconfirm, Skeleton, Space } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { columnLabels, HistoryLink } from '@/components/History';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { OPERATION_PATHS, operationButton } from '../paths';
import { getProtocol, pageProtocols, type Protocol, type ProtocolRow, publishProtocol } from '../service';
import { useOperationLabels } from '../components/labels';
import NoEntity from '../components/NoEntity';
import { useEntity } from '../components/useEntity';
import ProtocolHtml from './components/ProtocolHtml';

/**
 * /setting/operation/protocol?entityId= (hidden): the entity's protocol versions, newest first, filtered by kind,
 * language, template and status. A draft can be published (the version published before it for the same kind and
 * language is archived); any version can be viewed as stored (sanitized) or edited into a new version on the create
 * page of its template.
 */

export default function ProtocolPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const { entityId, entity, error } = useEntity();
  const { kinds, langs, templates, protocolStatuses } = useOperationLabels();
  const [viewing, setViewing] = useState<Protocol | null>(null);
  const [busy, setBusy] = useState(false);
  useReloadOnReturn(() => actionRef.current?.reload());

  if (!entityId || error) return <NoEntity />;

  const editorOf = (template: string) =>
    template === 'overseas' ? OPERATION_PATHS.protocolCreateOverseas : OPERATION_PATHS.protocolCreate;

  const view = async (r: ProtocolRow) => {
    const res = await getProtocol({ id: r.id });
    setViewing(res.data);
  };

  const publish = async (r: ProtocolRow) => {
    if (busy) return;
    setBusy(true);
    try {
      const res = await publishProtocol({ id: r.id });
      const archivedId = res.data?.archivedId;
      message.success(
        archivedId
          ? t('pages.setting.operation.protocol.publishedArchived', { id: archivedId })
          : t('pages.setting.operation.protocol.published'),
      );
      actionRef.current?.reload();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const columns: ProColumns<ProtocolRow>[] = [
    { title: t('pages.setting.operation.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: t('pages.setting.operation.protocol.kind'), dataIndex: 'kind', valueType: 'select', valueEnum: kinds },
    { title: t('pages.setting.operation.protocol.lang'), dataIndex: 'lang', valueType: 'select', valueEnum: langs },
    {
      title: t('pages.setting.operation.protocol.version'),
      dataIndex: 'version',
      hideInSearch: true,
      renderText: (v: number) => `v${v}`,
    },
    { title: t('pages.setting.operation.protocol.title'), dataIndex: 'title', hideInSearch: true, ellipsis: true },
    {
      title: t('pages.setting.operation.protocol.template'),
      dataIndex: 'template',
      valueType: 'select',
      valueEnum: templates,
    },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: protocolStatuses },
    { title: t('pages.setting.operation.protocol.note'), dataIndex: 'note', hideInSearch: true, ellipsis: true },
    {
      title: t('pages.setting.operation.protocol.created'),
      dataIndex: 'created',
      valueType: 'dateTime',
      hideInSearch: true,
    },
    { title: t('pages.setting.operation.protocol.createdBy'), dataIndex: 'createdBy', hideInSearch: true },
    {
      title: t('pages.setting.operation.protocol.publishedAt'),
      dataIndex: 'publishedAt',
      valueType: 'dateTime',
      hideInSearch: true,
    },
    {
      title: t('pages.setting.operation.protocol.archivedAt'),
      dataIndex: 'archivedAt',
      valueType: 'dateTime',
      hideInSearch: true,
    },
  ];

  const name = entity?.shortName ?? `#${entityId}`;

  return (
    <>
      <CrudTable<ProtocolRow>
        id="protocol-table"
        headerTitle={t('pages.setting.operation.protocol.of', { name })}
        columns={columns}
        actionRef={actionRef}
        params={{ entityId }}
        service={{ page: (q) => pageProtocols({ ...q, entityId } as Parameters<typeof pageProtocols>[0]) }}
        authority={{ export: operationButton('export') }}
        exportName={t('pages.setting.operation.protocol.exportName', { name })}
        onView={(r) => view(r)}
        rowActions={(r, reload) =>
          [
            can(operationButton('edit')) && (
              <ActionLink
                key="edit"
                id={`protocol-edit-${r.id}`}
                onClick={() => history.push(`${editorOf(r.template)}?entityId=${entityId}&from=${r.id}`)}
              >
                {t('pages.setting.operation.protocol.newVersion')}
              </ActionLink>
            ),
            can(operationButton('publish')) && r.status === 'draft' && (
              <Popconfirm
                key="publish"
                title={t('pages.setting.operation.protocol.publish.confirm')}
                onConfirm={() => publish(r)}
              >
                <ActionLink id={`protocol-publish-${r.id}`}>{t('pages.setting.operation.protocol.publish')}</ActionLink>
              </Popconfirm>
            ),
            // the line's history (this entity, kind and language): any two saves compared, a rollback drafts anew
            <HistoryLink
              key="history"
              id={`protocol-history-${r.id}`}
              record={{ kind: 'protocol', recordId: r.lineId }}
              readKey={OPERATION_PATHS.protocol}
              editKey={operationButton('edit')}
              title={`${r.title} · ${r.lang}`}
              labels={{ ...columnLabels(columns), content: t('pages.setting.operation.editor.content') }}
              onRolledBack={reload}
            />,
          ].filter(Boolean)
        }
        toolbar={() => [
          <Access key="create" accessible={can(operationButton('edit'))}>
            <Space>
              <Button
                id="protocol-create-domestic"
                onClick={() => history.push(`${OPERATION_PATHS.protocolCreate}?entityId=${entityId}`)}
              >
                {t('pages.setting.operation.protocol.newDomestic')}
              </Button>
              <Button
                id="protocol-create-overseas"
                onClick={() => history.push(`${OPERATION_PATHS.protocolCreateOverseas}?entityId=${entityId}`)}
              >
                {t('pages.setting.operation.protocol.newOverseas')}
              </Button>
            </Space>
          </Access>,
        ]}
      />
      <Drawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        width={720}
        title={viewing ? `${viewing.title} · ${viewing.lang} · v${viewing.version}` : ''}
      >
        {viewing ? <ProtocolHtml id="protocol-view" html={viewing.html} /> : <Skeleton active />}
      </Drawer>
    </>
  );
}
