import { useLocation } from '@umijs/max';
import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Each open screen's own address. Screens kept alive in hidden tabs still see the router's *current* location, so
 * screens read theirs from here: `usePaneLocation()` (path, query) and `usePaneActive()` (whether their tab is shown).
 */
export interface PaneInfo {
  pathname: string;
  search: string;
  active: boolean;
}

export const PaneContext = createContext<PaneInfo | null>(null);

export function usePaneLocation(): { pathname: string; search: string; query: URLSearchParams } {
  const pane = useContext(PaneContext);
  const loc = useLocation();
  const pathname = pane ? pane.pathname : loc.pathname;
  const search = pane ? pane.search : loc.search;
  return { pathname, search, query: new URLSearchParams(search) };
}

export function usePaneActive(): boolean {
  const pane = useContext(PaneContext);
  return pane ? pane.active : true;
}

/**
 * Calls `reload` each time the screen's tab comes back into view (back from a create/edit page or another tab): the
 * list keeps its filters and page and shows fresh rows. Returns whether the tab is in view.
 */
export function useReloadOnReturn(reload: () => void): boolean {
  const active = usePaneActive();
  const wasActive = useRef(active);
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (active && !wasActive.current) latest.current();
    wasActive.current = active;
  }, [active]);
  return active;
}
