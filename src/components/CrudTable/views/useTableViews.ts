import { useEffect, useMemo, useState } from 'react';
import type { ColumnsMap } from './apply';
import { columnsMapUnder } from './apply';
import { cachedViews, loadViews, onViewsChange, type SavedView, viewsOf } from '@/services/views';

interface ColumnLike {
  dataIndex?: unknown;
  key?: unknown;
  fixed?: unknown;
}

/**
 * A list's saved views and the one it shows (docs/rules.md "Saved table views"). The list opens under the person's
 * default view: at once when the views are already known (read once per session), else as soon as they arrive.
 * `applied.seq` changes whenever a view is put on the table: the table starts again from that view (its search form,
 * sort and columns), which is how ProTable takes a new starting state.
 */
export function useTableViews(listKey: string, columns: readonly ColumnLike[]) {
  const [all, setAll] = useState(cachedViews);
  const views = useMemo(() => viewsOf(all, listKey), [all, listKey]);
  const [applied, setApplied] = useState(() => {
    const view = viewsOf(all, listKey).find((v) => v.isDefault);
    return { seq: 0, view, settled: all !== undefined };
  });
  const [current, setCurrent] = useState(applied.view?.id);
  const [columnsMap, setColumnsMap] = useState<ColumnsMap>(() => columnsMapUnder(columns, applied.view));

  useEffect(() => {
    const off = onViewsChange(() => setAll(cachedViews()));
    loadViews().then(() => setAll(cachedViews()));
    return off;
  }, []);

  /** Puts `view` on the table (undefined: the screen's own start). */
  const apply = (view: SavedView | undefined) => {
    setCurrent(view?.id);
    setColumnsMap(columnsMapUnder(columns, view));
    setApplied((a) => ({ seq: a.seq + 1, view, settled: true }));
  };

  // the views arrived after the list opened: its default view, if any, now applies
  useEffect(() => {
    if (applied.settled || all === undefined) return;
    const view = views.find((v) => v.isDefault);
    if (view) apply(view);
    else setApplied((a) => ({ ...a, settled: true }));
  });

  return {
    views,
    current: views.find((v) => v.id === current),
    setCurrent,
    applied,
    apply,
    columnsMap,
    setColumnsMap,
    refresh: () => loadViews(true),
  };
}

export type TableViewsState = ReturnType<typeof useTableViews>;
