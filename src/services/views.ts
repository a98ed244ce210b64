import { apiCall, type DataOf } from '@/request/endpoint';
import { getToken } from '@/utils/storage';

/**
 * The signed-in person's saved table views (docs/rules.md "Saved table views"), kept by the backend. All of the
 * person's views are read once (one call for every list) and kept here, so a list opened later knows its default
 * view while it first renders; a change reads them again. Another session (another token) reads afresh.
 */
export type SavedView = DataOf<'/api/mng/view/list'>[number];

const listViews = apiCall('/api/mng/view/list');
export const addView = apiCall('/api/mng/view/add');
export const editView = apiCall('/api/mng/view/edit');
export const deleteView = apiCall('/api/mng/view/delete');
export const setDefaultView = apiCall('/api/mng/view/setDefault');

let cache: { token: string | null; views?: SavedView[]; pending?: Promise<SavedView[]> } = { token: null };
const listeners = new Set<() => void>();

/** The views when read for this session, else undefined. */
export function cachedViews(): SavedView[] | undefined {
  return cache.token === getToken() ? cache.views : undefined;
}

/** Reads the person's views (once per session unless `fresh`); a failed read counts as none. */
export function loadViews(fresh = false): Promise<SavedView[]> {
  const token = getToken();
  if (cache.token !== token) cache = { token };
  if (!fresh && cache.views) return Promise.resolve(cache.views);
  if (!fresh && cache.pending) return cache.pending;
  const pending = listViews({}, { skipErrorHandler: true }).then(
    (res) => res.data,
    () => [] as SavedView[],
  );
  cache.pending = pending;
  return pending.then((views) => {
    if (cache.token === token && cache.pending === pending) {
      cache.views = views;
      cache.pending = undefined;
      listeners.forEach((l) => l());
    }
    return views;
  });
}

export function onViewsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const viewsOf = (views: readonly SavedView[] | undefined, listKey: string) =>
  (views ?? []).filter((v) => v.listKey === listKey);

/** A list's key: the screen's path and the table (docs/rules.md "Saved table views"). */
export function listKeyOf(pathname: string, table: string): string {
  const path = pathname.replace(/[^A-Za-z0-9/_.-]/g, '-') || '/';
  return `${path.startsWith('/') ? path : `/${path}`}#${table.replace(/[^A-Za-z0-9_.-]/g, '-')}`.slice(0, 200);
}
