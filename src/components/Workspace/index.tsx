import { RouteContext as LayoutContext } from '@ant-design/pro-components';
import { history, useAccess, useIntl, useLocation, useOutlet, useSelector } from '@umijs/max';
import { ConfigProvider } from 'antd';
import {
  memo,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router';
import Forbidden from '@/components/Forbidden';
import type { RootState } from '@/models/types';
import { isKeptAlive, routeInfo, routeTitleKey } from '@/utils/routeTable';
import { afterPaint, PaneActiveContext, PaneAddressContext, type PaneAddress } from './PaneContext';
import TabBar from './TabBar';

/**
 * The multi-tab workspace: every opened screen stays as a tab and keeps its state (filters, page, form input) while
 * the operator works elsewhere; routes flagged not kept alive (keepAlive: false) are rebuilt on each visit. Switching
 * game rebuilds every screen (their data belongs to the old game). A screen the person is not granted shows 403.
 *
 * A tab switch renders the workspace, the pane that shows and the pane that hides, nothing else: each pane is a memo
 * component whose props only change when it shows, hides or its own address changes, and it gives its screen that
 * address as the router location (so `useLocation`, `Link` and friends in a hidden screen do not follow the router)
 * and the layout's context (breadcrumb, title) as it was when the pane was last shown.
 */
interface OpenTab {
  pathname: string;
  search: string;
}

type RouterLocation = ReturnType<typeof useLocation>;
type LocationValue = { location: RouterLocation; navigationType: unknown };

/** One open screen: its element (rendered once, from the router's outlet) and its own address. */
interface CacheEntry {
  element: ReactNode;
  /** the router's location context as it was when the screen was last shown at an address */
  location: LocationValue;
}

const sameAddress = (a: RouterLocation, b: RouterLocation) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;

export default function Workspace() {
  const intl = useIntl();
  const location = useLocation();
  const routerContext = useContext(LocationContext) as unknown as LocationValue;
  const outlet = useOutlet();
  const { canRoute } = useAccess();
  const generation = useSelector((s: RootState) => s.games.generation);
  const { pathname, search } = location;
  const info = routeInfo(pathname);
  // the screen opened is a tab from the first render (the effect below adds later ones), not one render later
  const [tabs, setTabs] = useState<OpenTab[]>(() => (info ? [{ pathname, search }] : []));
  const cache = useRef(new Map<string, CacheEntry>());
  const lastGeneration = useRef(generation);
  // the tab clicked, shown at once while the router follows in a transition (see `switchTo`)
  const [switching, setSwitching] = useState<string | null>(null);

  const allowed = canRoute(info ? info.chain : []);
  const shown = switching !== null && cache.current.has(switching) ? switching : pathname;

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
    if (!cached) cache.current.set(pathname, { element: outlet, location: routerContext });
    // a new location object for the same address (back to a tab) leaves the screen's location as it was
    else if (!sameAddress(cached.location.location, location)) cached.location = routerContext;
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

  // the router has caught up (or gone elsewhere): the address decides again
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of address, which is the point
  useEffect(() => {
    setSwitching(null);
  }, [pathname, search]);

  /**
   * Back to an open tab: its pane shows in this render, which touches nothing but the workspace and the two panes;
   * once that is painted, the address changes and the layout (menu, breadcrumb, title) and everything else that
   * follows the router render, in a transition that never holds up the switch.
   */
  // a switch waiting to push its address once its pane is painted: the tab, and how to call it off
  const pending = useRef<{ key: string; cancel: () => void }>();
  const switchTo = (key: string) => {
    const tab = tabs.find((t) => t.pathname === key);
    const go = () => {
      pending.current = undefined;
      startTransition(() => history.push(key + (tab ? tab.search : '')));
    };
    pending.current?.cancel();
    pending.current = undefined;
    if (!cache.current.has(key)) return go();
    setSwitching(key);
    // the address follows once the pane has been painted
    pending.current = { key, cancel: afterPaint(go) };
  };

  /**
   * Closing a tab. The tab shown is the one a switch is on its way to, else the router's address (which may be ahead
   * of this render while the router follows in a transition); closing it shows the last other tab. A switch on its way
   * to the closed tab is called off.
   */
  const close = (target: string) => {
    cache.current.delete(target);
    const next = tabs.filter((t) => t.pathname !== target);
    const going = pending.current;
    const showing = going ? going.key === target : history.location.pathname === target;
    if (going && going.key === target) {
      going.cancel();
      pending.current = undefined;
      setSwitching(null);
    }
    setTabs((prev) => prev.filter((t) => t.pathname !== target));
    if (showing) {
      const fallback = next[next.length - 1];
      history.push(fallback ? fallback.pathname + fallback.search : '/welcome');
    }
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
      {items.length > 0 && <TabBar items={items} activeKey={shown} onChange={switchTo} onClose={close} />}
      {shown === pathname && !allowed && <Forbidden />}
      {shown === pathname && !info && outlet}
      {Array.from(cache.current.entries()).map(([path, entry]) => (
        <Pane
          key={`${generation}:${path}`}
          path={path}
          active={path === shown && (path !== pathname || allowed)}
          element={entry.element}
          location={entry.location}
        />
      ))}
    </div>
  );
}

/**
 * One open screen. Its drawers, modals and dropdowns are drawn inside it (not at the end of <body>), so a screen in a
 * hidden tab hides all of itself and keeps what is typed in them. Memoised: it renders when it shows or hides, when
 * its own address changes, or (while shown) when the layout's context changes; every value it provides stays the same
 * object otherwise, so the screen below it does not render at all.
 */
const Pane = memo(function Pane(props: { path: string; active: boolean; element: ReactNode; location: LocationValue }) {
  const { path, active, element, location } = props;
  const ref = useRef<HTMLDivElement>(null);
  const popupContainer = useCallback(() => ref.current || document.body, []);
  const search = location.location.search;
  const address = useMemo<PaneAddress>(() => ({ pathname: path, search }), [path, search]);
  // The screen hears that its tab shows or hides once the switch has been painted, in a transition (rendered in
  // slices, never holding up the switch): the pane itself shows or hides at once; what the screen does about it
  // (start or stop a timer, open its drawer again, refresh) follows a frame later.
  const [told, setTold] = useState(active);
  useEffect(() => {
    if (told === active) return undefined;
    return afterPaint(() => startTransition(() => setTold(active)));
  }, [active, told]);
  // the layout's breadcrumb and title follow the router: a hidden screen keeps those of its own address
  const layout = useContext(LayoutContext);
  const shownLayout = useRef(layout);
  if (active) shownLayout.current = layout;
  return (
    <div className="keep-alive-pane" hidden={!active} data-pane={path} ref={ref}>
      <ConfigProvider getPopupContainer={popupContainer}>
        <LocationContext.Provider value={location as never}>
          <LayoutContext.Provider value={shownLayout.current}>
            <PaneAddressContext.Provider value={address}>
              <PaneActiveContext.Provider value={told}>{element}</PaneActiveContext.Provider>
            </PaneAddressContext.Provider>
          </LayoutContext.Provider>
        </LocationContext.Provider>
      </ConfigProvider>
    </div>
  );
});
