import type { ProColumns } from '@ant-design/pro-components';
import { useLayoutEffect, useRef, useState } from 'react';

/** Columns whose cell depends on the row's position, not only on its record: always drawn again. */
const BY_POSITION = new Set(['index', 'indexBorder']);

/**
 * ProTable draws itself again on each of its own state changes (loading on, the rows, loading off, the pager), and
 * each time rc-table calls every cell's `render` again, because ProTable hands it new render functions: on
 * /order/flow, a page turn drew the ten rows' cells about three times, most of the click's main-thread time.
 *
 * `useCellMemo` gives CrudTable's columns antd's `shouldCellUpdate`: a cell is drawn again when its record is a new
 * object (new rows, a reload), or when the CrudTable itself drew again since the table last committed (the screen's
 * columns, texts, grants, the language, the chosen view changed): both what a cell's render can read. Turns of
 * ProTable's own state draw only the rows that changed. Not applied to a table with editable rows (its cells follow
 * ProTable's editing state) nor to a row-number column.
 */
export function useCellMemo<T>(editable: boolean): (columns: ProColumns<T>[]) => ProColumns<T>[] {
  // true from a CrudTable render until the table has committed it
  const renderedSinceCommit = useRef(true);
  renderedSinceCommit.current = true;
  useLayoutEffect(() => {
    renderedSinceCommit.current = false;
  });
  const [shouldCellUpdate] = useState(
    () => (record: T, previous: T) => record !== previous || renderedSinceCommit.current,
  );
  return (columns) =>
    editable
      ? columns
      : columns.map((column) =>
          BY_POSITION.has(String(column.valueType)) || column.shouldCellUpdate
            ? column
            : { ...column, shouldCellUpdate },
        );
}
