import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Space, Tag, Tooltip } from 'antd';
import { useRef } from 'react';
import CrudTable from '@/components/CrudTable';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import {
  addPlugin,
  deletePlugin,
  editPlugin,
  pagePlugins,
  type Plugin,
  type PluginParamKey,
  type PluginPayload,
} from '../service';
import { switchValue } from '@/utils/validate';
import { statusEnum } from '@/components/status';
import { pluginTypeEnum } from '../components/enums';
import { SDK_PATHS } from '../paths';
import PluginFields from './components/PluginFields';
import { useText } from '@/hooks';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';
import { DeletedRecords } from '@/components/History';

/**
 * /sdk/plugin: analytics, push and ads plugins with their version and the parameter keys each game fills in.
 * "Parameters" opens the current game's values (/sdk/plugin/sdkConfig?pluginId=…). Deleting a plugin removes every
 * game's values with it (the confirmation says so through the configured-games count).
 */
const AUTH = {
  add: action(SDK_PATHS.plugin, 'add'),
  edit: action(SDK_PATHS.plugin, 'edit'),
  remove: action(SDK_PATHS.plugin, 'delete'),
  export: action(SDK_PATHS.plugin, 'export'),
};

function toPayload(v: Record<string, unknown>, record?: Plugin): PluginPayload {
  const keys = Array.isArray(v.paramKeys) ? (v.paramKeys as Array<Partial<PluginParamKey> | undefined>) : [];
  return {
    ...(record ? { id: record.id } : {}),
    name: String(v.name ?? '').trim(),
    code: String(v.code ?? '').trim(),
    type: v.type as Plugin['type'],
    version: String(v.version ?? '').trim(),
    description: String(v.description ?? '').trim(),
    status: switchValue.toValue(v.status !== false) as '1' | '0',
    paramKeys: keys
      .filter((k): k is Partial<PluginParamKey> => Boolean(k?.key))
      .map((k) => ({
        key: String(k.key).trim(),
        name: String(k.name ?? '').trim(),
        required: Boolean(k.required),
        secret: Boolean(k.secret),
      })),
  };
}

export default function PluginPage() {
  const t = useText();
  const actionRef = useRef<ActionType>();
  useReloadOnReturn(() => actionRef.current?.reload());

  const columns: ProColumns<Plugin>[] = [
    { title: t('pages.sdk.plugin.name'), dataIndex: 'name', fieldProps: { placeholder: t('pages.sdk.nameOrCode') } },
    { title: t('pages.sdk.plugin.code'), dataIndex: 'code', copyable: true, hideInSearch: true },
    { title: t('pages.sdk.plugin.type'), dataIndex: 'type', valueType: 'select', valueEnum: pluginTypeEnum(t) },
    { title: t('pages.sdk.plugin.version'), dataIndex: 'version', hideInSearch: true },
    {
      title: t('pages.sdk.plugin.paramKeys'),
      dataIndex: 'paramKeys',
      hideInSearch: true,
      render: (_, p) => (
        <Space size={[4, 4]} wrap>
          {p.paramKeys.map((k) => (
            <Tooltip key={k.key} title={k.name}>
              <Tag color={k.secret ? 'gold' : undefined}>
                {k.key}
                {k.required ? ' *' : ''}
              </Tag>
            </Tooltip>
          ))}
        </Space>
      ),
      renderText: (v: unknown) => (Array.isArray(v) ? (v as PluginParamKey[]).map((k) => k.key).join(' ') : ''),
    },
    { title: t('pages.sdk.plugin.description'), dataIndex: 'description', hideInSearch: true, ellipsis: true },
    { title: t('pages.sdk.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    { title: t('pages.sdk.plugin.configuredGames'), dataIndex: 'configuredGames', hideInSearch: true },
    { title: t('pages.sdk.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<Plugin, PluginPayload>
      id="plugin"
      headerTitle={t('pages.sdk.plugin.title')}
      actionRef={actionRef}
      columns={columns}
      formWidth={720}
      service={{
        page: pagePlugins,
        add: addPlugin,
        edit: (p, o) => editPlugin(p as PluginPayload & { id: number; baseVersion: number }, o),
        remove: (p) => deletePlugin({ id: p.id }),
      }}
      authority={AUTH}
      exportName={t('pages.sdk.plugin.exportName')}
      toForm={(p) => ({ ...p, status: p.status !== 0, paramKeys: p.paramKeys.map((k) => ({ ...k })) })}
      toPayload={toPayload}
      formFields={() => <PluginFields />}
      toolbar={() => [
        <DeletedRecords key="deleted" kind="pluginConfig" readKey={SDK_PATHS.plugin} editKey={AUTH.edit} />,
      ]}
      rowActions={(p) => [
        <ActionLink
          key="config"
          id={`plugin-config-${p.id}`}
          onClick={() => history.push(`${SDK_PATHS.pluginConfig}?pluginId=${p.id}`)}
        >
          {t('pages.sdk.plugin.config')}
        </ActionLink>,
      ]}
    />
  );
}
