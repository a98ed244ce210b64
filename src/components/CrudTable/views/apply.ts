import { instantOf } from '@/utils/businessTime';

/**
 * A saved table view (docs/rules.md "Saved table views") as the table sees it: the search form's values, ProTable's
 * column state (shown, order, fixed) and the sort. These helpers turn the table's live state into what is saved and a
 * saved view back into the table's starting state; they know nothing of the backend.
 */
export type SortOrder = 'ascend' | 'descend';
export interface ColumnState {
  show?: boolean;
  order?: number;
  fixed?: 'left' | 'right';
}
export type ColumnsMap = Record<string, ColumnState>;
export interface SavedColumn extends ColumnState {
  key: string;
}
export interface ViewContent {
  filters: Record<string, unknown>;
  columns: SavedColumn[];
  sort: { field: string; order: SortOrder } | null;
}

/**
 * The search form holds times as epoch ms (src/components/BusinessTime), saved as they are. Views saved before that
 * hold dates as `{ $date: ISO text }`: those come back as epoch ms too.
 */
interface SavedDate {
  $date: string;
}
const isSavedDate = (v: unknown): v is SavedDate =>
  typeof v === 'object' && v !== null && typeof (v as SavedDate).$date === 'string' && Object.keys(v).length === 1;

function toJsonValue(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(toJsonValue);
  if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toJsonValue(x)]));
  }
  return v === undefined ? null : v;
}

function fromJsonValue(v: unknown): unknown {
  if (isSavedDate(v)) return instantOf(v.$date);
  if (Array.isArray(v)) return v.map(fromJsonValue);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fromJsonValue(x)]));
  return v === null ? undefined : v;
}

/** The search form's values as saved: times as epoch ms, every field kept (an emptied field is saved as null). */
export function captureFilters(values: Record<string, unknown> | undefined): Record<string, unknown> {
  return toJsonValue(values ?? {}) as Record<string, unknown>;
}

export function captureColumns(map: ColumnsMap): SavedColumn[] {
  return Object.entries(map).map(([key, s]) => {
    const c: SavedColumn = { key };
    if (s.show !== undefined) c.show = s.show;
    if (typeof s.order === 'number') c.order = s.order;
    if (s.fixed === 'left' || s.fixed === 'right') c.fixed = s.fixed;
    return c;
  });
}

export function columnsMapOf(columns: readonly SavedColumn[]): ColumnsMap {
  return Object.fromEntries(columns.map(({ key, ...s }) => [key, s]));
}

/** ProTable's sort (`{ field: 'ascend' }`) as saved: the first sorted column, or null. */
export function captureSort(sort: Record<string, SortOrder | null> | undefined): ViewContent['sort'] {
  const field = sort ? Object.keys(sort).find((k) => sort[k]) : undefined;
  return field && sort ? { field, order: sort[field] as SortOrder } : null;
}

interface ViewColumn {
  dataIndex?: unknown;
  key?: unknown;
  initialValue?: unknown;
  sorter?: unknown;
  defaultSortOrder?: unknown;
}

/** The name a column's search field (and its sort) goes by: its dataIndex (dotted when a path), else its key. */
export function fieldOf(c: ViewColumn): string | undefined {
  if (Array.isArray(c.dataIndex)) return c.dataIndex.join('.');
  if (typeof c.dataIndex === 'string' || typeof c.dataIndex === 'number') return String(c.dataIndex);
  return typeof c.key === 'string' ? c.key : undefined;
}

/**
 * The columns a table starts with under `view`: each search field starts with the view's value (a field the view
 * saved empty starts empty; one it does not name keeps the screen's own start), and the sorted column starts sorted
 * (every other sortable column unsorted). Without a view the columns are returned as they are.
 */
export function columnsUnderView<C extends ViewColumn>(columns: C[], view: ViewContent | undefined): C[] {
  if (!view) return columns;
  return columns.map((c) => {
    const field = fieldOf(c);
    if (!field) return c;
    const next = { ...c };
    if (Object.hasOwn(view.filters, field)) next.initialValue = fromJsonValue(view.filters[field]);
    if (c.sorter) next.defaultSortOrder = view.sort?.field === field ? view.sort.order : undefined;
    return next;
  });
}

/** ProTable's own key of a column (genColumnKey): its key, else its dataIndex (a path joined with '-'), else its index. */
export function columnKeyOf(c: ViewColumn, index: number): string {
  const k = c.key ?? c.dataIndex;
  if (Array.isArray(k)) return k.join('-');
  return k !== undefined && k !== null && k !== '' ? String(k) : String(index);
}

/**
 * The column state a table shows: every column shown in its written order (what ProTable starts with), overlaid with
 * the view's saved state. A column the screen added after the view was saved shows; a saved key the screen no longer
 * has is left out.
 */
export function columnsMapUnder(
  columns: readonly (ViewColumn & { fixed?: unknown })[],
  view?: ViewContent,
): ColumnsMap {
  const map: ColumnsMap = {};
  columns.forEach((c, i) => {
    map[columnKeyOf(c, i)] =
      c.fixed === 'left' || c.fixed === 'right' ? { show: true, fixed: c.fixed } : { show: true };
  });
  for (const s of view?.columns ?? []) {
    if (!map[s.key]) continue;
    const { key: _k, ...state } = s;
    map[s.key] = { ...map[s.key], ...state };
  }
  return map;
}
