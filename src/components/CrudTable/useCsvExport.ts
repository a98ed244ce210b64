import type { ProColumns } from '@ant-design/pro-components';
import { useIntl, useSelector } from '@umijs/max';
import { message } from 'antd';
import { useState } from 'react';
import type { RootState } from '@/models/types';
import { saveBlob } from '@/request/download';
import type { Envelope } from '@/request/errors';
import type { Page, PageQuery } from '@/services/types';
import { rangeOf } from '@/utils/businessTime';
import { csvTime, type ExportProgress, exportFileName, readAllPages, toCsv } from '@/utils/csvExport';
import { toFilters } from './adapter';
import type { SortOrder } from './views/apply';

/** CrudTable's CSV export (docs/rules.md "CSV export"): every row its filters select, in its order, named by the screen. */

/**
 * A cell's CSV text: a column's `renderText` when it has one, times (valueType dateTime/date) as csvTime writes them
 * (ISO 8601 with the business zone's offset; a date as its business day).
 */
export function csvValue<T>(column: ProColumns<T>, row: T, raw: unknown): unknown {
  if (column.renderText) return column.renderText(raw, row, 0, undefined as never);
  if ((column.valueType === 'dateTime' || column.valueType === 'date') && raw !== null && raw !== undefined) {
    return csvTime(raw, column.valueType) || raw;
  }
  return raw;
}

/** The range the search form's first filled time-range field covers (the export's file name names it). */
export function searchedRange<T>(
  columns: ProColumns<T>[],
  values: Record<string, unknown> | undefined,
): [number, number] | undefined {
  for (const c of columns) {
    if (c.hideInSearch || c.search === false) continue;
    if (c.valueType !== 'dateTimeRange' && c.valueType !== 'dateRange') continue;
    const key = Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : String(c.dataIndex ?? '');
    const range = rangeOf(values?.[key]);
    if (range) return range;
  }
  return undefined;
}
/**
 * The export of a CrudTable: reads every page under the table's filters and sort (with progress), writes the visible
 * columns (enum values as their texts, times in the business zone) and saves the file, named by the screen, the game
 * and the searched range; says how many rows it wrote, or that it stopped at the cap.
 */
export function useCsvExport<T extends Record<string, unknown>>(o: {
  columns: ProColumns<T>[];
  page: (q: PageQuery) => Promise<Envelope<Page<T>>>;
  /** the table's fixed params (sent with every page) */
  params?: Record<string, unknown>;
  exportName?: string;
  exportGame?: string;
  /** the search form's values now (the file name names the first time range searched) */
  searched: () => Record<string, unknown> | undefined;
}) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<ExportProgress>();
  const gameName = useSelector(
    (s: RootState) => s.games.gameList.find((g) => String(g.id) === s.games.currentGameId)?.name,
  );

  const exportCsv = async (params: Record<string, unknown>, sort?: Record<string, SortOrder | null>) => {
    if (!o.exportName || exporting) return;
    setExporting(true);
    const at = Date.now();
    const range = searchedRange(o.columns, o.searched());
    try {
      // the rows the table shows, in its order: its filters and its sort (docs/rules.md "CSV export")
      const filters = toFilters(params, sort ?? undefined);
      const { rows, total, capped } = await readAllPages(o.page, { ...filters, ...(o.params || {}) }, setProgress);
      const cols = o.columns
        .filter((c) => c.dataIndex && !c.hideInTable && c.valueType !== 'option')
        .map((c) => ({
          title: typeof c.title === 'string' ? c.title : String(c.dataIndex),
          value: (row: T) => {
            const key = Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : String(c.dataIndex);
            const raw = csvValue(c, row, row[key]);
            const enumMap = c.valueEnum as Record<string, { text?: string } | string> | undefined;
            if (enumMap && raw !== undefined && raw !== null && enumMap[String(raw)]) {
              const e = enumMap[String(raw)];
              return typeof e === 'string' ? e : e.text;
            }
            return Array.isArray(raw) ? raw.join(' ') : raw;
          },
        }));
      saveBlob(
        new Blob([toCsv(rows, cols)], { type: 'text/csv;charset=utf-8' }),
        exportFileName({ screen: o.exportName, game: o.exportGame ?? gameName, range, at }),
      );
      if (capped) message.warning(f('crud.exportCapped', { n: rows.length, total }));
      else message.success(f('crud.exported', { n: rows.length }));
    } catch {
      // shown by the request layer
    } finally {
      setExporting(false);
      setProgress(undefined);
    }
  };

  return { exporting, progress, exportCsv };
}
