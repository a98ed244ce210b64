import type { ActionType, ProFormInstance } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { usePaneLocation, useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import type { AlertStatus } from './service';
import AlertsTable from './components/AlertsTable';
import { ALERT_STATUSES } from './components/labels';
import RulesTable from './components/RulesTable';

/**
 * /special/monitor: the current game's account monitoring. Alerts first (what the backend's simulated traffic raised
 * against the enabled rules; handle or ignore with a note), then the watch rules (created and edited on
 * /special/monitor/create). `?status=open` (the welcome page's figure) opens the alerts filtered to that status.
 */
const statusOf = (v: string | null): AlertStatus | undefined => ALERT_STATUSES.find((s) => s === v);

export default function MonitorPage() {
  const t = useText();
  const { query, search } = usePaneLocation();
  const preset = statusOf(query.get('status'));
  const [tab, setTab] = useState('alerts');
  const [initialStatus] = useState(preset);
  // the search form opens in full when the address set its status (a collapsed form hides that field)
  const [openSearch, setOpenSearch] = useState(preset ? 1 : 0);
  const alertForm = useRef<ProFormInstance>();
  const alertsRef = useRef<ActionType>();
  const rulesRef = useRef<ActionType>();
  const firstSearch = useRef(search);
  useReloadOnReturn(() => {
    alertsRef.current?.reload();
    rulesRef.current?.reload();
  });

  // a later address with ?status= (the welcome figure clicked while this tab is open) sets the filter again
  // biome-ignore lint/correctness/useExhaustiveDependencies: presets apply only when the address changes
  useEffect(() => {
    if (search === firstSearch.current || !preset) return;
    firstSearch.current = search;
    setTab('alerts');
    alertForm.current?.setFieldsValue({ status: preset });
    alertForm.current?.submit();
    setOpenSearch((n) => n + 1);
  }, [search]);

  return (
    <Tabs
      id="monitor-tabs"
      activeKey={tab}
      onChange={setTab}
      tabBarStyle={{ paddingInline: 24, marginBottom: 0 }}
      items={[
        {
          key: 'alerts',
          label: t('pages.special.monitor.tab.alerts'),
          children: (
            <AlertsTable
              initialStatus={initialStatus}
              formRef={alertForm}
              actionRef={alertsRef}
              openSearch={openSearch}
            />
          ),
        },
        {
          key: 'rules',
          label: t('pages.special.monitor.tab.rules'),
          children: <RulesTable actionRef={rulesRef} />,
        },
      ]}
    />
  );
}
