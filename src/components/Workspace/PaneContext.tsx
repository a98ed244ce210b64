import { useLocation } from '@umijs/max';
import { createContext, useContext } from 'react';

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
