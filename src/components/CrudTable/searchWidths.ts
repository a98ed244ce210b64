import type { ProColumns } from '@ant-design/pro-components';

/**
 * Filter fields as wide as their content (docs/rules.md "Filter bars"). A list's search form gives every field one of
 * its columns (three from about 1062 px of form width, four from 1352), which is narrower than a date-time range's
 * two `YYYY-MM-DD HH:mm:ss` halves (about 130 px of text each, plus the separator, icon and label), and at 1280 px than
 * a date range's two `YYYY-MM-DD` beside a long label (pt-BR): such a field takes two columns. A column that sets its own `colSize` keeps it.
 */
export const WIDE_SEARCH_TYPES: ReadonlySet<string> = new Set(['dateTimeRange', 'dateRange']);

export function sizedSearchFields<T>(columns: ProColumns<T>[]): ProColumns<T>[] {
  return columns.map((c) =>
    c.colSize === undefined &&
    !c.hideInSearch &&
    c.search !== false &&
    typeof c.valueType === 'string' &&
    WIDE_SEARCH_TYPES.has(c.valueType)
      ? { ...c, colSize: 2 }
      : c,
  );
}
