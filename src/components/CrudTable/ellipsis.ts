import type { ProColumns } from '@ant-design/pro-components';

/**
 * `ellipsis: true` on a ProTable column wraps every cell in Typography with a JS ellipsis that measures the cell
 * after each render: one forced layout per cell, the slowest part of a list's first paint (measured with
 * `npm run bench` on /oplog). The table's own CSS ellipsis cuts the text the same way; the full text goes to the
 * cell's title, so hovering still shows it. Copyable columns keep ProTable's own rendering.
 */
export function cssEllipsis<T>(columns: ProColumns<T>[]): ProColumns<T>[] {
  return columns.map((column) => {
    if (column.ellipsis !== true || column.copyable) return column;
    const { onCell } = column;
    return {
      ...column,
      // antd: CSS ellipsis without its own title; pro-components: no Typography ellipsis (showTitle false)
      ellipsis: { showTitle: false },
      onCell: (record: T, index?: number) => {
        const base = onCell ? onCell(record, index) : {};
        const text = cellText(record, column.dataIndex);
        return text === undefined ? base : { ...base, title: text };
      },
    };
  });
}

/** The plain text of a record's field (string or number), for a cell's title. */
export function cellText(record: unknown, dataIndex: ProColumns['dataIndex']): string | undefined {
  const value = cellValue(record, dataIndex);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** A record's field at `dataIndex` (a key or a path of keys), as ProTable reads it for a cell. */
export function cellValue(record: unknown, dataIndex: ProColumns['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null || !record || typeof record !== 'object') return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = record;
  for (const key of path) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[String(key)];
  }
  return value;
}
