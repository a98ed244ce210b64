import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Access, history, useAccess } from '@umijs/max';
import { Button, message, Popconfirm, Tag } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { columnLabels, DeletedRecords, HistoryLink } from '@/components/History';
import { statusEnum } from '@/components/status';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { OPERATE_PATHS } from '@/pages/operate/paths';
import {
  deleteUpdateConfig,
  disableUpdateConfig,
  enableUpdateConfig,
  pageUpdateConfig,
  type UpdateRule,
} from '@/pages/operate/service';
import { action } from '@/utils/action';
import { useChannelOptions, usePlatformEnum } from '../components/labels';
import CheckPanel from './components/CheckPanel';
import { coverageText } from './components/coverageText';

/**
 * /operate/updateConfig: the current game's forced-update rules (platform, channel, covered versions [min, latest),
 * force flag, download link, rollout), filtered by platform, channel and status, exported; created and edited on
 * /operate/updateConfig/create, enabled, disabled and deleted here. Above the list, the check of which rule applies.
 * Saving or enabling a rule that overlaps another enabled one is refused by the backend, naming that rule.
 */
export default function UpdateConfigPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const [busy, setBusy] = useState(false);
  const platforms = usePlatformEnum();
  const channels = useChannelOptions(true);
  const concreteChannels = useChannelOptions();
  useReloadOnReturn(() => actionRef.current?.reload());
  const canEdit = can(action(OPERATE_PATHS.updateConfig, 'edit'));

  const setStatus = async (r: UpdateRule, on: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      await (on ? enableUpdateConfig : disableUpdateConfig)({ id: r.id });
      message.success(t(on ? 'pages.operate.enabled' : 'pages.operate.disabled'));
      actionRef.current?.reload();
    } catch {
      // shown by the request layer (an overlap names the other rule)
    } finally {
      setBusy(false);
    }
  };

  const columns: ProColumns<UpdateRule>[] = [
    { title: t('pages.operate.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: t('pages.operate.platform'), dataIndex: 'platform', valueType: 'select', valueEnum: platforms },
    {
      title: t('pages.operate.channel'),
      dataIndex: 'channel',
      valueType: 'select',
      fieldProps: { options: channels, showSearch: true, optionFilterProp: 'label' },
      render: (_, r) => r.channelName,
      renderText: (_: unknown, r: UpdateRule) => `${r.channelName} (${r.channel})`,
    },
    {
      title: t('pages.operate.update.coverage'),
      dataIndex: 'minVersion',
      hideInSearch: true,
      renderText: (_: unknown, r: UpdateRule) => coverageText(t, r.minVersion, r.latestVersion),
    },
    { title: t('pages.operate.update.latestVersion'), dataIndex: 'latestVersion', hideInSearch: true },
    {
      title: t('pages.operate.update.force'),
      dataIndex: 'force',
      hideInSearch: true,
      render: (_, r) =>
        r.force === 1 ? <Tag color="red">{t('pages.operate.update.forced')}</Tag> : t('pages.operate.update.optional'),
      renderText: (v: number) => t(v === 1 ? 'pages.operate.update.forced' : 'pages.operate.update.optional'),
    },
    {
      title: t('pages.operate.update.rollout'),
      dataIndex: 'rollout',
      hideInSearch: true,
      renderText: (v: number) => `${v}%`,
    },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    { title: t('pages.operate.update.downloadUrl'), dataIndex: 'downloadUrl', hideInSearch: true, ellipsis: true },
    { title: t('pages.operate.update.notes'), dataIndex: 'notes', hideInSearch: true, ellipsis: true },
    { title: t('common.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
  ];

  return (
    <>
      <CheckPanel channels={concreteChannels} />
      <CrudTable<UpdateRule>
        id="update-table"
        columns={columns}
        actionRef={actionRef}
        service={{ page: pageUpdateConfig, remove: (r) => deleteUpdateConfig({ id: r.id }) }}
        authority={{
          remove: action(OPERATE_PATHS.updateConfig, 'delete'),
          export: action(OPERATE_PATHS.updateConfig, 'export'),
        }}
        exportName={t('pages.operate.update.exportName')}
        rowActions={(r, reload) => [
          ...(canEdit
            ? [
                <ActionLink
                  key="edit"
                  id={`update-edit-${r.id}`}
                  onClick={() => history.push(`${OPERATE_PATHS.updateConfigCreate}?id=${r.id}`)}
                >
                  {t('crud.edit')}
                </ActionLink>,
                r.status === 1 ? (
                  <Popconfirm
                    key="disable"
                    title={t('pages.operate.disable.confirm')}
                    onConfirm={() => setStatus(r, false)}
                  >
                    <ActionLink id={`update-disable-${r.id}`}>{t('pages.operate.disable')}</ActionLink>
                  </Popconfirm>
                ) : (
                  <ActionLink key="enable" id={`update-enable-${r.id}`} onClick={() => setStatus(r, true)}>
                    {t('pages.operate.enable')}
                  </ActionLink>
                ),
              ]
            : []),
          <HistoryLink
            key="history"
            record={{ kind: 'updateConfig', recordId: r.id }}
            readKey={OPERATE_PATHS.updateConfig}
            editKey={action(OPERATE_PATHS.updateConfig, 'edit')}
            title={`#${r.id}`}
            labels={{ ...columnLabels(columns) }}
            onRolledBack={reload}
          />,
        ]}
        toolbar={(reload) => [
          <DeletedRecords
            key="deleted"
            kind="updateConfig"
            readKey={OPERATE_PATHS.updateConfig}
            editKey={action(OPERATE_PATHS.updateConfig, 'edit')}
            labels={{ ...columnLabels(columns) }}
            onRestored={reload}
          />,
          <Access key="create" accessible={can(action(OPERATE_PATHS.updateConfig, 'add'))}>
            <Button type="primary" id="update-create" onClick={() => history.push(OPERATE_PATHS.updateConfigCreate)}>
              {t('crud.add')}
            </Button>
          </Access>,
        ]}
      />
    </>
  );
}
