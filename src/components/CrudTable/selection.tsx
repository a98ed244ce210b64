import type { TableRowSelection } from 'antd/es/table/interface';
import { type ReactNode, useCallback, useState } from 'react';

/**
 * A table's row selection as a screen reader and a keyboard need it (docs/rules.md "Accessibility"): each row's box
 * is named after its row (`label`), and the select-all box is drawn in the header only. rc-table draws every column
 * title a second time in its hidden measure row (`aria-hidden`, zero height), where the select-all box was a focusable,
 * invisible stop in the tab order (react-component/table#1346 was closed unmerged); the header box is kept as antd
 * draws it. A selection without a select-all box, with a selection menu or of one row keeps antd's title.
 */
export function labelledSelection<T>(
  selection: TableRowSelection<T>,
  label: (record: T) => string,
): TableRowSelection<T> {
  const own = selection.getCheckboxProps;
  const title = selection.columnTitle;
  const named: TableRowSelection<T> = {
    ...selection,
    getCheckboxProps: (record) => ({ 'aria-label': label(record), ...own?.(record) }),
  };
  // no select-all box (a function title would bring it back), or a selection menu (antd gives a function title the
  // bare box): antd's title as it is
  if (selection.hideSelectAll || selection.selections || selection.type === 'radio') return named;
  return {
    ...named,
    columnTitle: (box: ReactNode) => (
      <HeaderOnly>{typeof title === 'function' ? title(box) : (title ?? box)}</HeaderOnly>
    ),
  };
}

/** Its children where it is drawn, nothing in a table's measure row. */
export function HeaderOnly({ children }: { children: ReactNode }) {
  const [measuring, setMeasuring] = useState(false);
  const ref = useCallback((el: HTMLSpanElement | null) => {
    if (el?.closest('.ant-table-measure-row')) setMeasuring(true);
  }, []);
  return measuring ? null : <span ref={ref}>{children}</span>;
}
