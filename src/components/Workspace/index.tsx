import { RouteContext as LayoutContext } from '@ant-design/pro-components';
import { APP_PATHS } from '@/utils/appPaths';
import { history, useAccess, useIntl, useLocation, useOutlet, useSelector } from '@umijs/max';
import { ConfigProvider, Modal } from 'antd';
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
import { followsAddress, isKeptAlive, routeInfo, routeTitleKey } from '@/utils/routeTable';
import {
  afterPaint,
  PaneActiveContext,
  PaneAddressContext,
  PaneEditsContext,
  type PaneAddress,
  type PaneEdits,
} from './PaneContext';
import TabBar from './TabBar';

/**
 * The multi-tab workspace: every opened screen stays as a tab and keeps its state (filters, page, form input) while
 * the operator works elsewhere; routes flagged not kept alive (keepAlive: false) are rebuilt on each visit. Switching
 * game rebuilds every screen (their data belongs to the old game). A screen the person is not granted shows 403.
 *
 * A kept-alive page that shows what its address names (`followsAddress`: an editor's `?id=`, a ticket's `?id=`) is
 * built afresh when it is opened at another address; when it holds input not saved yet, the operator is asked first
 * (discard it and open the other record, or stay on the record being edited). Saved or cancelled, its work is done:
 * it is built afresh the next time it is opened (PaneEdits).
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
  /** how many times the screen was built afresh at this path (part of its pane's key) */
  build: number;
}

/** An address change a page with unsaved input is holding until the operator says what to do. */
interface Held {
  path: string;
  from: string;
  to: string;
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
  // pages holding input not saved yet, pages whose work is done (PaneEdits), and what each page tells it through
  const unsaved = useRef(new Set<string>());
  const finished = useRef(new Set<string>());
  const edits = useRef(new Map<string, PaneEdits>());
  // the address whose page the operator agreed to build afresh, dropping their input
  const discard = useRef<string>();
  // the open question (which held address it asks about), so that at most one is ever shown and a moot one closes
  const question = useRef<{ key: string; destroy: () => void }>();
  const [, rebuild] = useState(0);
  const lastGeneration = useRef(generation);
  // the tab clicked, shown at once while the router follows in a transition (see `switchTo`)
  const [switching, setSwitching] = useState<string | null>(null);

  const allowed = canRoute(info ? info.chain : []);
  const shown = switching !== null && cache.current.has(switching) ? switching : pathname;

  const forget = (k: string) => {
    cache.current.delete(k);
    unsaved.current.delete(k);
    finished.current.delete(k);
  };
  if (lastGeneration.current !== generation) {
    Array.from(cache.current.keys()).forEach(forget);
    lastGeneration.current = generation;
  }
  // not-kept-alive screens, and pages whose work is done, leave the cache as soon as another screen is shown
  Array.from(cache.current.keys()).forEach((k) => {
    if (k !== pathname && (!isKeptAlive(k) || finished.current.has(k))) forget(k);
  });
  let held: Held | undefined;
  if (info && allowed) {
    const cached = cache.current.get(pathname);
    const build = (n: number) => cache.current.set(pathname, { element: outlet, location: routerContext, build: n });
    if (!cached) build(0);
    else if (finished.current.has(pathname)) {
      forget(pathname);
      build(cached.build + 1);
    } else if (!sameAddress(cached.location.location, location)) {
      const from = cached.location.location.search;
      if (!followsAddress(pathname) || from === search) {
        // a new location object for the same address (back to a tab) leaves the screen's location as it was
        cached.location = routerContext;
      } else if (!unsaved.current.has(pathname) || discard.current === pathname + search) {
        discard.current = undefined;
        forget(pathname);
        build(cached.build + 1);
      } else {
        held = { path: pathname, from: pathname + from, to: pathname + search };
      }
    }
  }

  // a page with unsaved input asked to show another record: the operator decides (it keeps showing meanwhile)
  const heldKey = held ? `${held.from}→${held.to}` : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per held address change (heldKey names it)
  useEffect(() => {
    if (!held || !heldKey) {
      // the address moved on by other means while the question was open: it no longer applies
      question.current?.destroy();
      question.current = undefined;
      return;
    }
    if (question.current?.key === heldKey) return;
    question.current?.destroy();
    const { from, to, path } = held;
    const key = routeTitleKey(path);
    const title = key ? intl.formatMessage({ id: key }) : path;
    // answered, the question closes itself: it is forgotten first, so nothing destroys it halfway through closing
    const answered = () => {
      if (question.current?.key === heldKey) question.current = undefined;
    };
    const modal = Modal.confirm({
      title: intl.formatMessage({ id: 'layout.tabs.unsaved.title' }),
      content: intl.formatMessage({ id: 'layout.tabs.unsaved.content' }, { title }),
      okText: intl.formatMessage({ id: 'layout.tabs.unsaved.discard' }),
      cancelText: intl.formatMessage({ id: 'layout.tabs.unsaved.stay' }),
      okButtonProps: { id: 'workspace-unsaved-discard', danger: true },
      cancelButtonProps: { id: 'workspace-unsaved-stay' },
      onOk: () => {
        answered();
        discard.current = to;
        rebuild((n) => n + 1);
      },
      onCancel: () => {
        answered();
        history.replace(from);
      },
    });
    question.current = { key: heldKey, destroy: modal.destroy };
  }, [heldKey]);

  /** What the page at `path` tells the workspace: one object per path, so its panes render only when they must. */
  const editsOf = (path: string): PaneEdits => {
    let e = edits.current.get(path);
    if (!e) {
      e = {
        setUnsaved: (v) => {
          if (v) unsaved.current.add(path);
          else unsaved.current.delete(path);
        },
        finish: () => {
          unsaved.current.delete(path);
          if (cache.current.has(path)) finished.current.add(path);
        },
      };
      edits.current.set(path, e);
    }
    return e;
  };

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

  // a switch waiting to push its address once its pane is painted: the tab, and how to call it off
  const pending = useRef<{ key: string; cancel: () => void }>();

  // the router has caught up (or gone elsewhere): the address decides again
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of address, which is the point
  useEffect(() => {
    setSwitching(null);
    // a tab switch still waiting to push its address is overtaken by this one (a row action clicked at once on the
    // pane just shown): it must not pull the operator back afterwards
    if (pending.current && pending.current.key !== pathname) {
      pending.current.cancel();
      pending.current = undefined;
    }
  }, [pathname, search]);

  /**
   * Back to an open tab: its pane shows in this render, which touches nothing but the workspace and the two panes;
   * once that is painted, the address changes and the layout (menu, breadcrumb, title) and everything else that
   * follows the router render, in a transition that never holds up the switch.
   */
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
    forget(target);
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
      history.push(fallback ? fallback.pathname + fallback.search : APP_PATHS.welcome);
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
          key={`${generation}:${path}:${entry.build}`}
          path={path}
          active={path === shown && (path !== pathname || allowed)}
          element={entry.element}
          location={entry.location}
          edits={editsOf(path)}
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
const Pane = memo(function Pane(props: {
  path: string;
  active: boolean;
  element: ReactNode;
  location: LocationValue;
  edits: PaneEdits;
}) {
  const { path, active, element, location, edits } = props;
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
              <PaneEditsContext.Provider value={edits}>
                <PaneActiveContext.Provider value={told}>{element}</PaneActiveContext.Provider>
              </PaneEditsContext.Provider>
            </PaneAddressContext.Provider>
          </LayoutContext.Provider>
        </LocationContext.Provider>
      </ConfigProvider>
    </div>
  );
});
