import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Access, history, useAccess } from '@umijs/max';
import { Button, message, Popconfirm } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { columnLabels, DeletedRecords, HistoryLink } from '@/components/History';
import { statusEnum } from '@/components/status';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { SPECIAL_PATHS } from '@/pages/special/paths';
import { type CutPayRule, deleteCutPay, disableCutPay, enableCutPay, pageCutPay } from '@/pages/special/service';
import { action } from '@/utils/action';
import CheckPanel from './components/CheckPanel';
import { useChannelOptions, usePayTypeEnum, useRegionOptions } from './components/labels';
import { versionsText, windowText } from './components/ruleText';

/**
 * /special/cutPay: the current game's switch-payment rules (channel, version range, region, pay type A → B, time
 * window), filtered by channel, pay type and status, exported; created and edited on /special/cutPay/create, enabled,
 * disabled and deleted here. Above the list, the check of which pay type applies. Saving or enabling a rule that
 * overlaps another enabled one is refused by the backend, naming that rule.
 */
export default function CutPayPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const [busy, setBusy] = useState(false);
  const channels = useChannelOptions();
  const payTypes = usePayTypeEnum();
  const regions = useRegionOptions();
  useReloadOnReturn(() => actionRef.current?.reload());
  const canEdit = can(action(SPECIAL_PATHS.cutPay, 'edit'));

  const regionName = (r: string) => regions.find((o) => o.value === r)?.label ?? r;

  const setStatus = async (r: CutPayRule, on: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      await (on ? enableCutPay : disableCutPay)({ id: r.id });
      message.success(t(on ? 'pages.special.cutPay.enabled' : 'pages.special.cutPay.disabled'));
      actionRef.current?.reload();
    } catch {
      // shown by the request layer (an overlap names the other rule)
    } finally {
      setBusy(false);
    }
  };

  const columns: ProColumns<CutPayRule>[] = [
    { title: t('pages.special.cutPay.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    {
      title: t('pages.special.cutPay.channel'),
      dataIndex: 'channel',
      valueType: 'select',
      fieldProps: { options: channels, showSearch: true, optionFilterProp: 'label' },
      render: (_, r) => r.channelName,
      renderText: (_: unknown, r: CutPayRule) => `${r.channelName} (${r.channel})`,
    },
    {
      title: t('pages.special.cutPay.region'),
      dataIndex: 'region',
      hideInSearch: true,
      renderText: (v: string) => regionName(v),
    },
    {
      title: t('pages.special.cutPay.versions'),
      dataIndex: 'minVersion',
      hideInSearch: true,
      renderText: (_: unknown, r: CutPayRule) => versionsText(t, r.minVersion, r.maxVersion),
    },
    {
      title: t('pages.special.cutPay.fromPayType'),
      dataIndex: 'fromPayType',
      hideInSearch: true,
      valueEnum: payTypes,
    },
    {
      title: t('pages.special.cutPay.toPayType'),
      dataIndex: 'toPayType',
      hideInSearch: true,
      valueEnum: payTypes,
    },
    {
      title: t('pages.special.cutPay.payType'),
      dataIndex: 'payType',
      hideInTable: true,
      hideInDescriptions: true,
      valueType: 'select',
      valueEnum: payTypes,
    },
    {
      title: t('pages.special.cutPay.window'),
      dataIndex: 'startAt',
      hideInSearch: true,
      renderText: (_: unknown, r: CutPayRule) => windowText(t, r.startAt, r.endAt),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: statusEnum(t),
    },
    { title: t('pages.special.cutPay.note'), dataIndex: 'note', hideInSearch: true, ellipsis: true },
    { title: t('common.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
  ];

  return (
    <>
      <CheckPanel channels={channels} />
      <CrudTable<CutPayRule>
        id="cutpay-table"
        columns={columns}
        actionRef={actionRef}
        service={{ page: pageCutPay, remove: (r) => deleteCutPay({ id: r.id }) }}
        authority={{
          remove: action(SPECIAL_PATHS.cutPay, 'delete'),
          export: action(SPECIAL_PATHS.cutPay, 'export'),
        }}
        exportName={t('pages.special.cutPay.exportName')}
        rowActions={(r, reload) => [
          ...(canEdit
            ? [
                <ActionLink
                  key="edit"
                  id={`cutpay-edit-${r.id}`}
                  onClick={() => history.push(`${SPECIAL_PATHS.cutPayCreate}?id=${r.id}`)}
                >
                  {t('crud.edit')}
                </ActionLink>,
                r.status === 1 ? (
                  <Popconfirm
                    key="disable"
                    title={t('pages.special.cutPay.disable.confirm')}
                    onConfirm={() => setStatus(r, false)}
                  >
                    <ActionLink id={`cutpay-disable-${r.id}`}>{t('pages.special.cutPay.disable')}</ActionLink>
                  </Popconfirm>
                ) : (
                  <ActionLink key="enable" id={`cutpay-enable-${r.id}`} onClick={() => setStatus(r, true)}>
                    {t('pages.special.cutPay.enable')}
                  </ActionLink>
                ),
              ]
            : []),
          <HistoryLink
            key="history"
            record={{ kind: 'cutPay', recordId: r.id }}
            readKey={SPECIAL_PATHS.cutPay}
            editKey={action(SPECIAL_PATHS.cutPay, 'edit')}
            title={`#${r.id}`}
            labels={{ ...columnLabels(columns) }}
            onRolledBack={reload}
          />,
        ]}
        toolbar={(reload) => [
          <DeletedRecords
            key="deleted"
            kind="cutPay"
            readKey={SPECIAL_PATHS.cutPay}
            editKey={action(SPECIAL_PATHS.cutPay, 'edit')}
            labels={{ ...columnLabels(columns) }}
            onRestored={reload}
          />,
          <Access key="create" accessible={can(action(SPECIAL_PATHS.cutPay, 'add'))}>
            <Button type="primary" id="cutpay-create" onClick={() => history.push(SPECIAL_PATHS.cutPayCreate)}>
              {t('crud.add')}
            </Button>
          </Access>,
        ]}
      />
    </>
  );
}
