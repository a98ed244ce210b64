import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Access, history, useAccess } from '@umijs/max';
import { Button, message, Popconfirm } from 'antd';
import { type MutableRefObject, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { statusEnum } from '@/components/status';
import { useText } from '@/hooks';
import { MONITOR_PATHS, monitorButton } from '@/pages/special/monitorPaths';
import {
  deleteMonitorRule,
  disableMonitorRule,
  enableMonitorRule,
  type MonitorRule,
  pageMonitorRules,
} from '@/pages/special/monitorService';
import { accountText, conditionText, kindEnum } from './labels';

/**
 * The current game's watch rules: filtered by name, account, kind and status, exported; created and edited on
 * /special/monitor/create, enabled, disabled and deleted here (a deleted rule's alerts stay).
 */
export default function RulesTable({ actionRef }: { actionRef: MutableRefObject<ActionType | undefined> }) {
  const t = useText();
  const { can } = useAccess();
  const [busy, setBusy] = useState(false);
  const p = (k: string) => t(`pages.special.monitor.${k}`);
  const canEdit = can(monitorButton('edit'));

  const setStatus = async (r: MonitorRule, on: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      await (on ? enableMonitorRule : disableMonitorRule)({ id: r.id });
      message.success(p(on ? 'enabled' : 'disabled'));
      actionRef.current?.reload();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const columns: ProColumns<MonitorRule>[] = [
    { title: p('id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: p('name'), dataIndex: 'name' },
    { title: p('account'), dataIndex: 'account', renderText: (v: string) => accountText(t, v) },
    { title: p('kind'), dataIndex: 'kind', valueType: 'select', valueEnum: kindEnum(t) },
    {
      title: p('condition'),
      dataIndex: 'condition',
      hideInSearch: true,
      renderText: (_: unknown, r: MonitorRule) => conditionText(t, r),
    },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    { title: p('openAlerts'), dataIndex: 'openAlerts', hideInSearch: true, align: 'right' },
    { title: p('note'), dataIndex: 'note', hideInSearch: true, ellipsis: true },
    { title: t('common.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
  ];

  return (
    <CrudTable<MonitorRule>
      id="monitor-rules"
      columns={columns}
      actionRef={actionRef}
      service={{ page: pageMonitorRules, remove: (r) => deleteMonitorRule({ id: r.id }) }}
      authority={{ remove: monitorButton('delete'), export: monitorButton('export') }}
      exportName={p('rulesExport')}
      rowActions={(r) =>
        canEdit
          ? [
              <ActionLink
                key="edit"
                id={`monitor-rule-edit-${r.id}`}
                onClick={() => history.push(`${MONITOR_PATHS.monitorCreate}?id=${r.id}`)}
              >
                {t('crud.edit')}
              </ActionLink>,
              r.status === 1 ? (
                <Popconfirm key="disable" title={p('disable.confirm')} onConfirm={() => setStatus(r, false)}>
                  <ActionLink id={`monitor-rule-disable-${r.id}`}>{p('disable')}</ActionLink>
                </Popconfirm>
              ) : (
                <ActionLink key="enable" id={`monitor-rule-enable-${r.id}`} onClick={() => setStatus(r, true)}>
                  {p('enable')}
                </ActionLink>
              ),
            ]
          : []
      }
      toolbar={() => [
        <Access key="create" accessible={can(monitorButton('add'))}>
          <Button type="primary" id="monitor-rule-create" onClick={() => history.push(MONITOR_PATHS.monitorCreate)}>
            {t('crud.add')}
          </Button>
        </Access>,
      ]}
    />
  );
}
