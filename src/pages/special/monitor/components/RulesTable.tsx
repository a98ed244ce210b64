import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import type { MutableRefObject } from 'react';
import CreateButton from '@/components/CreateButton';
import CrudTable from '@/components/CrudTable';
import { useStatusLinks } from '@/components/RuleList/useStatusLinks';
import { changedColumns, statusColumn } from '@/components/CrudTable/columns';
import { useText } from '@/hooks';
import { MONITOR_PATHS, monitorButton } from '../paths';
import {
  deleteMonitorRule,
  disableMonitorRule,
  enableMonitorRule,
  type MonitorRule,
  pageMonitorRules,
} from '../service';
import { accountText, conditionText, kindEnum } from './labels';

/**
 * The current game's watch rules: filtered by name, account, kind and status, exported; created and edited on
 * /special/monitor/create, enabled, disabled and deleted here (a deleted rule's alerts stay).
 */
export default function RulesTable({ actionRef }: { actionRef: MutableRefObject<ActionType | undefined> }) {
  const t = useText();
  const p = (k: string) => t(`pages.special.monitor.${k}`);
  const statusLinks = useStatusLinks<MonitorRule>({
    idPrefix: 'monitor-rule',
    texts: {
      enable: 'pages.special.monitor.enable',
      disable: 'pages.special.monitor.disable',
      disableConfirm: 'pages.special.monitor.disable.confirm',
      enabled: 'pages.special.monitor.enabled',
      disabled: 'pages.special.monitor.disabled',
    },
    editKey: monitorButton('edit'),
    edit: MONITOR_PATHS.monitorCreate,
    enable: enableMonitorRule,
    disable: disableMonitorRule,
    onDone: () => actionRef.current?.reload(),
  });

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
    statusColumn(t),
    { title: p('openAlerts'), dataIndex: 'openAlerts', hideInSearch: true, align: 'right' },
    { title: p('note'), dataIndex: 'note', hideInSearch: true, ellipsis: true },
    ...changedColumns<MonitorRule>(t),
  ];

  return (
    <CrudTable<MonitorRule>
      id="monitor-rules"
      columns={columns}
      actionRef={actionRef}
      service={{ page: pageMonitorRules, remove: (r) => deleteMonitorRule({ id: r.id }) }}
      authority={{ remove: monitorButton('delete'), export: monitorButton('export') }}
      exportName={p('rulesExport')}
      rowActions={statusLinks}
      toolbar={() => [
        <CreateButton
          key="create"
          id="monitor-rule-create"
          authority={monitorButton('add')}
          onClick={() => history.push(MONITOR_PATHS.monitorCreate)}
        />,
      ]}
    />
  );
}
