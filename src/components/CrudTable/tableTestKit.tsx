import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { render, within } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * For unit tests of cell drawing: a bare ProTable of `data` with `columns` (no search form, toolbar or pager), inside
 * `wrap` (a theme, a locale, the business-time fields), keyed by `id`; `rows()` gives each row's cells.
 */
export function renderTable<R extends { id: number }>(
  columns: ProColumns<R>[],
  data: R[],
  options: { wrap?: (table: ReactElement) => ReactElement; columnEmptyText?: false | string } = {},
) {
  const table = (
    <ProTable<R>
      rowKey="id"
      columns={columns}
      dataSource={data}
      search={false}
      options={false}
      pagination={false}
      columnEmptyText={options.columnEmptyText}
    />
  );
  const view = render(options.wrap ? options.wrap(table) : table);
  const rows = () =>
    [...view.container.querySelectorAll('tr.ant-table-row')].map((tr) =>
      within(tr as HTMLElement).getAllByRole('cell'),
    );
  return { ...view, rows };
}
