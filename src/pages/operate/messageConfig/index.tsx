import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Access, history, useAccess } from '@umijs/max';
import { Button } from 'antd';
import { useRef } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { statusEnum } from '@/components/status';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { MESSAGE_CONFIG_PATHS } from './paths';
import { deleteMessageConfig, type MessageConfig, pageMessageConfig } from './service';
import { action } from '@/utils/action';
import { useProviderEnum, useSceneEnum } from './components/labels';

/**
 * /operate/messageConfig: the current game's SMS scenes (one per scene: provider, signature, template, daily caps),
 * filtered by scene, provider and status, exported; created and edited on /operate/messageConfig/create, deleted here.
 */
export default function MessageConfigPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const scenes = useSceneEnum();
  const providers = useProviderEnum();
  useReloadOnReturn(() => actionRef.current?.reload());
  const canEdit = can(action(MESSAGE_CONFIG_PATHS.messageConfig, 'edit'));

  const columns: ProColumns<MessageConfig>[] = [
    { title: t('pages.operate.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: t('pages.operate.messageConfig.scene'), dataIndex: 'scene', valueType: 'select', valueEnum: scenes },
    {
      title: t('pages.operate.messageConfig.provider'),
      dataIndex: 'provider',
      valueType: 'select',
      valueEnum: providers,
    },
    { title: t('pages.operate.messageConfig.signature'), dataIndex: 'signature', hideInSearch: true },
    { title: t('pages.operate.messageConfig.template'), dataIndex: 'template', hideInSearch: true, ellipsis: true },
    { title: t('pages.operate.messageConfig.dailyPerPhone'), dataIndex: 'dailyPerPhone', hideInSearch: true },
    { title: t('pages.operate.messageConfig.dailyPerGame'), dataIndex: 'dailyPerGame', hideInSearch: true },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    { title: t('common.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
  ];

  return (
    <CrudTable<MessageConfig>
      id="sms-table"
      columns={columns}
      actionRef={actionRef}
      service={{ page: pageMessageConfig, remove: (r) => deleteMessageConfig({ id: r.id }) }}
      authority={{
        remove: action(MESSAGE_CONFIG_PATHS.messageConfig, 'delete'),
        export: action(MESSAGE_CONFIG_PATHS.messageConfig, 'export'),
      }}
      exportName={t('pages.operate.messageConfig.exportName')}
      rowActions={(r) =>
        canEdit
          ? [
              <ActionLink
                key="edit"
                id={`sms-edit-${r.id}`}
                onClick={() => history.push(`${MESSAGE_CONFIG_PATHS.messageConfigCreate}?id=${r.id}`)}
              >
                {t('crud.edit')}
              </ActionLink>,
            ]
          : []
      }
      toolbar={() => [
        <Access key="create" accessible={can(action(MESSAGE_CONFIG_PATHS.messageConfig, 'add'))}>
          <Button type="primary" id="sms-create" onClick={() => history.push(MESSAGE_CONFIG_PATHS.messageConfigCreate)}>
            {t('crud.add')}
          </Button>
        </Access>,
      ]}
    />
  );
}
