import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Access, history, useAccess } from '@umijs/max';
import { Button, Space } from 'antd';
import { formatTime } from '@/utils/businessTime';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { STOP_CONFIG_PATHS, stopConfigButton } from './paths';
import { type Ban, pageBans } from './service';
import CheckPanel from './components/CheckPanel';
import ImportDrawer from './components/ImportDrawer';
import { useBanLabels } from './components/labels';
import LiftModal from './components/LiftModal';
import { rangeToInclusiveQuery } from '@/components/CrudTable/address';

/**
 * /operate/stopConfig: the current game's bans (target, scopes, period, reason, status by the backend's clock),
 * filtered by target type, target, scope, status and time, exported; created and edited on
 * /operate/stopConfig/create, lifted here with a reason, imported from CSV with a preview of every row. Above the
 * list, the check "is this target banned for this scope now?".
 */
export default function StopConfigPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const [lifting, setLifting] = useState<Ban>();
  const [importOpen, setImportOpen] = useState(false);
  const { targetTypes, scopes, statusEnum, targetTypeEnum, scopeText } = useBanLabels();
  useReloadOnReturn(() => actionRef.current?.reload());
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<Ban>[] = [
    { title: t('pages.operate.stopConfig.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    {
      title: t('pages.operate.stopConfig.targetType'),
      dataIndex: 'targetType',
      valueType: 'select',
      valueEnum: targetTypeEnum,
      fieldProps: { options: targetTypes },
    },
    { title: t('pages.operate.stopConfig.target'), dataIndex: 'target', copyable: true },
    {
      title: t('pages.operate.stopConfig.scope'),
      dataIndex: 'scope',
      valueType: 'select',
      fieldProps: { options: scopes },
      renderText: (_: unknown, r: Ban) => scopeText(r.scopes),
    },
    { title: t('pages.operate.stopConfig.startAt'), dataIndex: 'startAt', valueType: 'dateTime', hideInSearch: true },
    {
      title: t('pages.operate.stopConfig.endAt'),
      dataIndex: 'endAt',
      hideInSearch: true,
      // the table and the CSV export alike: the time, or "permanent"
      renderText: (v: number | null) => (v === null ? t('pages.operate.stopConfig.permanent') : formatTime(v)),
    },
    {
      title: t('pages.operate.stopConfig.period'),
      dataIndex: 'period',
      valueType: 'dateTimeRange',
      hideInTable: true,
      hideInDescriptions: true,
      search: { transform: (v: unknown) => rangeToInclusiveQuery(v, 'from', 'to') },
    },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum },
    { title: t('pages.operate.stopConfig.reason'), dataIndex: 'reason', hideInSearch: true, ellipsis: true },
    {
      title: t('pages.operate.stopConfig.blocked'),
      dataIndex: 'blocked',
      hideInSearch: true,
      width: 90,
      tooltip: t('pages.operate.stopConfig.blocked.help'),
      render: (_: unknown, r: Ban) => <span id={`ban-blocked-${r.id}`}>{r.blocked}</span>,
    },
    {
      title: t('pages.operate.stopConfig.lift.info'),
      dataIndex: 'liftReason',
      hideInSearch: true,
      ellipsis: true,
      renderText: (_: unknown, r: Ban) => (r.liftedAt === null ? '' : `${r.liftedBy}：${r.liftReason}`),
    },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
  ];

  const liftable = (r: Ban) => r.status === 'active' || r.status === 'scheduled';

  return (
    <>
      <CheckPanel />
      <CrudTable<Ban>
        id="ban-table"
        columns={columns}
        actionRef={actionRef}
        service={{ page: pageBans }}
        authority={{ export: stopConfigButton('export') }}
        exportName={t('pages.operate.stopConfig.exportName')}
        rowActions={(r) =>
          [
            can(stopConfigButton('edit')) && r.status !== 'lifted' && (
              <ActionLink
                key="edit"
                id={`ban-edit-${r.id}`}
                onClick={() => history.push(`${STOP_CONFIG_PATHS.stopConfigCreate}?id=${r.id}`)}
              >
                {t('crud.edit')}
              </ActionLink>
            ),
            can(stopConfigButton('lift')) && liftable(r) && (
              <ActionLink key="lift" id={`ban-lift-${r.id}`} onClick={() => setLifting(r)}>
                {t('pages.operate.stopConfig.lift')}
              </ActionLink>
            ),
          ].filter(Boolean)
        }
        toolbar={() => [
          <Space key="buttons">
            <Access accessible={can(stopConfigButton('import'))}>
              <Button id="ban-import" onClick={() => setImportOpen(true)}>
                {t('pages.operate.stopConfig.import')}
              </Button>
            </Access>
            <Access accessible={can(stopConfigButton('add'))}>
              <Button type="primary" id="ban-create" onClick={() => history.push(STOP_CONFIG_PATHS.stopConfigCreate)}>
                {t('crud.add')}
              </Button>
            </Access>
          </Space>,
        ]}
      />
      <LiftModal
        ban={lifting}
        onClose={() => setLifting(undefined)}
        onLifted={() => {
          setLifting(undefined);
          reload();
        }}
      />
      <ImportDrawer open={importOpen} onClose={() => setImportOpen(false)} onImported={reload} />
    </>
  );
}
