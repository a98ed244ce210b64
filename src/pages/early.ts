import { OPLOG_PATHS } from './oplog/paths';
import { preloadOpLogOptions } from './oplog/early';

/**
 * Calls a screen's first render needs besides its list's first page, started with the console's start-up calls when
 * the browser opens at that screen (src/app.tsx), so the screen renders once with them instead of again when they
 * arrive. Only screens that wait on such a call are listed.
 */
const SCREEN_EARLY: Record<string, () => void> = {
  [OPLOG_PATHS.root]: preloadOpLogOptions,
};

/** Starts the early calls of the screen at `pathname`, if it has any. */
export function preloadScreen(pathname: string = window.location.pathname): void {
  SCREEN_EARLY[pathname]?.();
}
