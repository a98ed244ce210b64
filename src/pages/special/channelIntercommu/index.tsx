import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Access, useAccess } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Space, Tag } from 'antd';
import { useRef } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { statusEnum } from '@/components/status';
import { useText } from '@/hooks';
import { SPECIAL_PATHS } from '../paths';
import { type ChannelGroup, channelGroupOptions, deleteChannelGroup, pageChannelGroups } from '../service';
import { action } from '@/utils/action';
import GroupModal, { type Option } from './components/GroupModal';

const NONE: Option[] = [];

/**
 * /special/channelIntercommu: the current game's groups of channels whose accounts are shared, filtered by name,
 * channel and status, exported; added and edited in a dialog, deleted here. The backend refuses a channel already in
 * another group, naming it.
 */
export default function ChannelIntercommuPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const { data: channels = NONE } = useRequest(async () =>
    (await channelGroupOptions()).data.channels.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })),
  );
  const reload = () => actionRef.current?.reload();
  const screen = SPECIAL_PATHS.channelIntercommu;

  const columns: ProColumns<ChannelGroup>[] = [
    { title: 'ID', dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: t('pages.special.channelGroup.name'), dataIndex: 'name' },
    {
      title: t('pages.special.channelGroup.channels'),
      dataIndex: 'channel',
      valueType: 'select',
      fieldProps: { options: channels, showSearch: true, optionFilterProp: 'label' },
      render: (_, r) => (
        <Space size={[4, 4]} wrap>
          {r.channelNames.map((n, i) => (
            <Tag key={r.channels[i]}>{n}</Tag>
          ))}
        </Space>
      ),
      renderText: (_: unknown, r: ChannelGroup) => r.channelNames.join(' / '),
    },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    { title: t('pages.special.channelGroup.note'), dataIndex: 'note', hideInSearch: true, ellipsis: true },
    { title: t('common.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
  ];

  return (
    <CrudTable<ChannelGroup>
      id="channel-group-table"
      columns={columns}
      actionRef={actionRef}
      service={{ page: pageChannelGroups, remove: (r) => deleteChannelGroup({ id: r.id }) }}
      authority={{ remove: action(screen, 'delete'), export: action(screen, 'export') }}
      exportName={t('pages.special.channelGroup.exportName')}
      rowActions={(r) =>
        can(action(screen, 'edit'))
          ? [
              <GroupModal
                key="edit"
                group={r}
                channels={channels}
                onDone={reload}
                trigger={<ActionLink id={`channel-group-edit-${r.id}`}>{t('crud.edit')}</ActionLink>}
              />,
            ]
          : []
      }
      toolbar={() => [
        <Access key="create" accessible={can(action(screen, 'add'))}>
          <GroupModal
            channels={channels}
            onDone={reload}
            trigger={
              <Button type="primary" id="channel-group-create">
                {t('crud.add')}
              </Button>
            }
          />
        </Access>,
      ]}
    />
  );
}
