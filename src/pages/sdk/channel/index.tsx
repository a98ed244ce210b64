import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history, useAccess } from '@umijs/max';
import { Badge, Button, Space, Table, Tag, Tooltip, type BadgeProps } from 'antd';
import { useRef } from 'react';
import CrudTable from '@/components/CrudTable';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { deleteChannel, pageChannels, type Channel, type ChannelParam } from '../service';
import { statusEnum } from '@/components/status';
import { usedByEnum } from '../components/enums';
import { useAppMarketOptions } from '@/hooks/useSdkOptions';
import { SDK_PATHS } from '../paths';
import { useText } from '@/hooks';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';

/**
 * /sdk/channel: channel vendors. Add and edit open the full page /sdk/channel/business/addEdit (the parameter table
 * needs the room); this tab stays alive meanwhile, keeps its filters and page, and reloads its rows when shown again.
 * A vendor with a required parameter left empty is flagged: its builds fail at "write parameters" until filled in.
 * Delete is refused by the backend while tasks for the vendor are queued or running.
 */
const AUTH = {
  add: action(SDK_PATHS.channel, 'add'),
  edit: action(SDK_PATHS.channel, 'edit'),
  remove: action(SDK_PATHS.channel, 'delete'),
  export: action(SDK_PATHS.channel, 'export'),
};

export default function ChannelPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  useReloadOnReturn(() => actionRef.current?.reload());
  const markets = useAppMarketOptions();

  const usedBy = usedByEnum(t);

  const columns: ProColumns<Channel>[] = [
    { title: t('pages.sdk.channel.name'), dataIndex: 'name', fieldProps: { placeholder: t('pages.sdk.nameOrCode') } },
    { title: t('pages.sdk.channel.code'), dataIndex: 'code', copyable: true, hideInSearch: true },
    {
      title: t('pages.sdk.channel.appMarket'),
      dataIndex: 'appMarketId',
      valueType: 'select',
      fieldProps: { options: markets, showSearch: true, optionFilterProp: 'label' },
      render: (_, c) => c.appMarketName || '-',
      renderText: (_, c) => c.appMarketName || '',
    },
    {
      title: t('pages.sdk.channel.params'),
      dataIndex: 'params',
      hideInSearch: true,
      render: (_, c) => (
        <Space size={4} wrap>
          <span>{t('pages.sdk.channel.paramCount', { n: c.params.length })}</span>
          {c.missingParams.length > 0 && (
            <Tooltip title={t('pages.sdk.channel.missing.hint')}>
              <Tag color="error" id={`channel-missing-${c.id}`}>
                {t('pages.sdk.channel.missing', { keys: c.missingParams.join(', ') })}
              </Tag>
            </Tooltip>
          )}
        </Space>
      ),
      renderText: (_, c) => c.params.map((p: ChannelParam) => p.key).join(' '),
    },
    {
      title: t('pages.sdk.channel.missingParams'),
      dataIndex: 'missingParams',
      hideInSearch: true,
      hideInTable: true,
      renderText: (v: unknown) => (Array.isArray(v) ? v.join(' ') : ''),
    },
    {
      title: t('pages.sdk.channel.loginVerifyUrl'),
      dataIndex: 'loginVerifyUrl',
      hideInSearch: true,
      hideInTable: true,
    },
    {
      title: t('pages.sdk.channel.payCallbackUrl'),
      dataIndex: 'payCallbackUrl',
      hideInSearch: true,
      hideInTable: true,
    },
    { title: t('pages.sdk.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    {
      title: t('pages.sdk.channel.sdkVersionCount'),
      dataIndex: 'sdkVersionCount',
      hideInSearch: true,
      renderText: (v: number) => v ?? 0,
      render: (_, c) => (
        <ActionLink
          id={`channel-sdk-${c.id}`}
          onClick={() => history.push(`${SDK_PATHS.channelSdk}?channelId=${c.id}`)}
        >
          {t('pages.sdk.channel.versions', { n: c.sdkVersionCount ?? 0 })}
        </ActionLink>
      ),
    },
    { title: t('pages.sdk.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<Channel>
      id="channel"
      headerTitle={t('pages.sdk.channel.title')}
      actionRef={actionRef}
      columns={columns}
      service={{ page: pageChannels, remove: (c) => deleteChannel({ id: c.id }) }}
      authority={AUTH}
      exportName={t('pages.sdk.channel.exportName')}
      toolbar={() =>
        can(AUTH.add)
          ? [
              <Button key="add" type="primary" id="channel-add" onClick={() => history.push(SDK_PATHS.channelForm)}>
                {t('crud.add')}
              </Button>,
            ]
          : []
      }
      rowActions={(c) => [
        can(AUTH.edit) ? (
          <ActionLink
            key="edit"
            id={`channel-edit-${c.id}`}
            onClick={() => history.push(`${SDK_PATHS.channelForm}?id=${c.id}`)}
          >
            {t('crud.edit')}
          </ActionLink>
        ) : null,
      ]}
      detailsExtra={(c) => (
        <Table<ChannelParam>
          size="small"
          rowKey="key"
          pagination={false}
          style={{ marginTop: 16 }}
          dataSource={c.params}
          columns={[
            { title: t('pages.sdk.param.key'), dataIndex: 'key' },
            { title: t('pages.sdk.param.name'), dataIndex: 'name' },
            {
              title: t('pages.sdk.param.usedBy'),
              dataIndex: 'usedBy',
              render: (v: ChannelParam['usedBy']) => (
                <Badge status={usedBy[v].status.toLowerCase() as BadgeProps['status']} text={usedBy[v].text} />
              ),
            },
            {
              title: t('pages.sdk.param.required'),
              dataIndex: 'required',
              render: (v: boolean) => (v ? t('pages.sdk.yes') : t('pages.sdk.no')),
            },
            {
              title: t('pages.sdk.param.value'),
              dataIndex: 'value',
              render: (v: string, p) =>
                v ||
                (p.required && p.usedBy !== 'server' ? <Tag color="error">{t('pages.sdk.param.empty')}</Tag> : '-'),
            },
          ]}
        />
      )}
    />
  );
}
