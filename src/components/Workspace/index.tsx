import { history, useIntl, useLocation, useOutlet, useSelector } from '@umijs/max';
import { ConfigProvider, Tabs } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Forbidden from '@/components/Forbidden';
import type { RootState } from '@/models/types';
import { checkRouteChain } from '@/utils/authority';
import { isKeptAlive, routeInfo, routeTitleKey } from '@/utils/routeTable';
import { PaneContext } from './PaneContext';

/**
 * The multi-tab workspace: every opened screen stays as a tab and keeps its state (filters, page, form input) while
 * the operator works elsewhere; routes flagged not kept alive (keepAlive: false) are rebuilt on each visit. Switching
 * game rebuilds every screen (their data belongs to the old game). A screen the person is not granted shows 403.
 */
interface OpenTab {
  pathname: string;
  search: string;
}

export default function Workspace() {
  const intl = useIntl();
  const location = useLocation();
  const outlet = useOutlet();
  const authority = useSelector((s: RootState) => s.user.authInfo.authority);
  const generation = useSelector((s: RootState) => s.games.generation);
  const [tabs, setTabs] = useState<OpenTab[]>([]);
  const cache = useRef(new Map<string, { element: ReactNode; search: string }>());
  const lastGeneration = useRef(generation);

  const { pathname, search } = location;
  const info = routeInfo(pathname);
  const allowed = checkRouteChain(info ? info.chain : [], authority);

  if (lastGeneration.current !== generation) {
    cache.current.clear();
    lastGeneration.current = generation;
  }
  // not-kept-alive screens leave the cache as soon as another screen is shown
  Array.from(cache.current.keys()).forEach((k) => {
    if (k !== pathname && !isKeptAlive(k)) cache.current.delete(k);
  });
  if (info && allowed) {
    const cached = cache.current.get(pathname);
    if (!cached) cache.current.set(pathname, { element: outlet, search });
    else cached.search = search;
  }

  useEffect(() => {
    if (!info) return;
    setTabs((prev) => {
      const i = prev.findIndex((t) => t.pathname === pathname);
      if (i >= 0) {
        if (prev[i].search === search) return prev;
        const next = [...prev];
        next[i] = { pathname, search };
        return next;
      }
      return [...prev, { pathname, search }];
    });
  }, [pathname, search, info]);

  const close = (target: string) => {
    cache.current.delete(target);
    setTabs((prev) => {
      const next = prev.filter((t) => t.pathname !== target);
      if (target === pathname) {
        const fallback = next[next.length - 1];
        history.push(fallback ? fallback.pathname + fallback.search : '/welcome');
      }
      return next;
    });
  };

  const items = useMemo(
    () =>
      tabs.map((t) => {
        const key = routeTitleKey(t.pathname);
        return {
          key: t.pathname,
          label: key ? intl.formatMessage({ id: key }) : t.pathname,
          closable: tabs.length > 1,
        };
      }),
    [tabs, intl],
  );

  return (
    <div className="workspace">
      {items.length > 0 && (
        <Tabs
          className="workspace-tabs"
          type="editable-card"
          hideAdd
          size="small"
          activeKey={pathname}
          items={items}
          onChange={(key) => {
            const tab = tabs.find((t) => t.pathname === key);
            history.push(key + (tab ? tab.search : ''));
          }}
          onEdit={(key, action) => {
            if (action === 'remove' && typeof key === 'string') close(key);
          }}
        />
      )}
      {!allowed && <Forbidden />}
      {!info && outlet}
      {Array.from(cache.current.entries()).map(([path, entry]) => {
        const active = path === pathname && allowed;
        return (
          <Pane key={`${generation}:${path}`} path={path} active={active}>
            <PaneContext.Provider value={{ pathname: path, search: entry.search, active }}>
              {entry.element}
            </PaneContext.Provider>
          </Pane>
        );
      })}
    </div>
  );
}

/**
 * One open screen. Its drawers, modals and dropdowns are drawn inside it (not at the end of <body>), so a screen in a
 * hidden tab hides all of itself and keeps what is typed in them.
 */
function Pane(props: { path: string; active: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div className="keep-alive-pane" hidden={!props.active} data-pane={props.path} ref={ref}>
      <ConfigProvider getPopupContainer={() => ref.current || document.body}>{props.children}</ConfigProvider>
    </div>
  );
}
