import { useLocation } from '@umijs/max';
import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Each open screen's own address. Screens kept alive in hidden tabs must not follow the router's *current* location,
 * so screens read theirs from here: `usePaneLocation()` (path, query) and `usePaneActive()` (whether their tab is
 * shown). The two are separate contexts: a screen that only reads its address does not render when its tab shows or
 * hides.
 */
export interface PaneAddress {
  pathname: string;
  search: string;
}

/** The page container that holds the workspace (src/layouts/BasicLayout.tsx); a screen spans its width. */
export const WORKSPACE_CONTAINER_ID = 'LQCONTAINER';

export const PaneAddressContext = createContext<PaneAddress | null>(null);
export const PaneActiveContext = createContext<boolean | null>(null);

/**
 * What a kept-alive page that shows the record its address names tells the workspace (docs/rules.md "Tabs and
 * keep-alive"): whether it holds input not saved yet (the workspace asks before it builds the page afresh for another
 * record), and when its work is done (saved or cancelled: built afresh the next time it is opened).
 */
export interface PaneEdits {
  setUnsaved(unsaved: boolean): void;
  finish(): void;
}

const NO_EDITS: PaneEdits = { setUnsaved: () => undefined, finish: () => undefined };
export const PaneEditsContext = createContext<PaneEdits>(NO_EDITS);

/** The open screen's PaneEdits (outside the workspace: does nothing). */
export function usePaneEdits(): PaneEdits {
  return useContext(PaneEditsContext);
}

export function usePaneLocation(): { pathname: string; search: string; query: URLSearchParams } {
  const pane = useContext(PaneAddressContext);
  const loc = useLocation();
  const pathname = pane ? pane.pathname : loc.pathname;
  const search = pane ? pane.search : loc.search;
  return { pathname, search, query: new URLSearchParams(search) };
}

export function usePaneActive(): boolean {
  const active = useContext(PaneActiveContext);
  return active === null ? true : active;
}

/**
 * Calls `reload` each time the screen's tab comes back into view (back from a create/edit page or another tab): the
 * list keeps its filters and page and shows fresh rows. Returns whether the tab is in view. The reload starts once the
 * tab has been painted with the rows it had, so it never holds up the switch itself.
 */
export function useReloadOnReturn(reload: () => void): boolean {
  const active = usePaneActive();
  const wasActive = useRef(active);
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const back = active && !wasActive.current;
    wasActive.current = active;
    return back ? afterPaint(() => latest.current()) : undefined;
  }, [active]);
  return active;
}

/** Runs `fn` after the next frame has been painted; returns a cancel function. */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
