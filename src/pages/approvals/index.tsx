import type { ActionType } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { type MutableRefObject, useEffect, useRef, useState } from 'react';
import { usePaneLocation, useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { queryId } from '@/utils/format';
import RequestDrawer from './components/RequestDrawer';
import RequestsTable from './components/RequestsTable';
import { SCOPES, type Scope } from './components/labels';

/**
 * /approvals (issue 34): the change requests of risky live changes. Three views: waiting for me (what I may decide),
 * asked by me, all I may see; each filtered by area, status, person and time. A request opens in a drawer with its
 * difference and the decisions the person may take; `?id=` (the notice of a queued change, a log entry, a version,
 * the header's count) opens that one.
 */
export default function ApprovalsPage() {
  const t = useText();
  const { query, search } = usePaneLocation();
  const [scope, setScope] = useState<Scope>('waiting');
  const [open, setOpen] = useState<number | null>(() => queryId(query, 'id') ?? null);
  const tables: Record<Scope, MutableRefObject<ActionType | undefined>> = {
    waiting: useRef<ActionType>(),
    mine: useRef<ActionType>(),
    all: useRef<ActionType>(),
  };
  const reload = () => SCOPES.forEach((s) => tables[s].current?.reload());
  useReloadOnReturn(reload);

  // a later address naming another request (a link followed while this tab is open) opens that one
  const firstSearch = useRef(search);
  useEffect(() => {
    if (search === firstSearch.current) return;
    firstSearch.current = search;
    const id = queryId(new URLSearchParams(search), 'id');
    if (id) setOpen(id);
  }, [search]);

  return (
    <>
      <Tabs
        id="approvals-tabs"
        activeKey={scope}
        onChange={(k) => setScope(k as Scope)}
        tabBarStyle={{ paddingInline: 24, marginBottom: 0 }}
        items={SCOPES.map((s) => ({
          key: s,
          label: <span id={`approvals-tab-${s}`}>{t(`pages.approvals.tab.${s}`)}</span>,
          children: <RequestsTable scope={s} actionRef={tables[s]} onOpen={setOpen} />,
        }))}
      />
      <RequestDrawer id={open} onClose={() => setOpen(null)} onDecided={reload} onOpen={setOpen} />
    </>
  );
}
