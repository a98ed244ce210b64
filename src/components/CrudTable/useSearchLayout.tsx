import { type ProColumns, useIntl as useProIntl } from '@ant-design/pro-components';
import { ConfigProvider, theme } from 'antd';
import {
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  fieldNeed,
  type SearchBox,
  type SearchLayout,
  searchColumnsOf,
  searchFieldOf,
  searchGrid,
  searchLayout,
  sizedColumns,
} from './searchLayout';

/** A text's width in px in `font` (a canvas measures it; each text once). */
function textWidths(font: string): (text: string) => number {
  const known = new Map<string, number>();
  let context: CanvasRenderingContext2D | null | undefined;
  return (text) => {
    const seen = known.get(text);
    if (seen !== undefined) return seen;
    if (context === undefined) {
      context = document.createElement('canvas').getContext('2d');
      if (context) context.font = font;
    }
    const width = context ? context.measureText(text).width : text.length * 16;
    known.set(text, width);
    return width;
  };
}

/**
 * The search bar of a list sized to its fields (./searchLayout.ts, docs/rules.md "Filter bars"): `barRef` goes on the
 * element around ProTable's search form, whose form's and row's widths it follows; `columns` are the list's columns
 * with each search field's `colSize`; `layout` is the bar's grid, undefined until the form has a width (QueryFilter's
 * own layout until then).
 */
export function useSearchLayout<T>(columns: ProColumns<T>[]): {
  barRef: (el: HTMLElement | null) => void;
  columns: ProColumns<T>[];
  layout?: SearchLayout;
} {
  const proIntl = useProIntl();
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const { token } = theme.useToken();
  const [box, setBox] = useState<SearchBox>();
  const watcher = useRef<ResizeObserver>();
  const formClass = getPrefixCls('pro-query-filter-container');
  const rowClass = getPrefixCls('pro-query-filter-row');
  // the widths QueryFilter lays its fields out in: its container's, and its row's (a hidden tab's are 0: not taken)
  const barRef = useCallback(
    (el: HTMLElement | null) => {
      watcher.current?.disconnect();
      watcher.current = undefined;
      if (!el) return;
      const read = () => {
        const form = el.querySelector<HTMLElement>(`.${formClass}`);
        const row = form?.querySelector<HTMLElement>(`.${rowClass}`);
        if (!form || !row) return;
        const next = { form: form.getBoundingClientRect().width, row: row.getBoundingClientRect().width };
        if (next.form <= 17 || next.row <= 0) return;
        setBox((last) => (last && last.form === next.form && last.row === next.row ? last : next));
      };
      read();
      if (typeof ResizeObserver === 'undefined') return;
      watcher.current = new ResizeObserver(read);
      watcher.current.observe(el);
    },
    [formClass, rowClass],
  );

  const inputText = proIntl.getMessage('tableForm.inputPlaceholder', '请输入');
  const selectText = proIntl.getMessage('tableForm.selectPlaceholder', '请选择');
  const measure = useMemo(
    () => textWidths(`${token.fontSize}px ${token.fontFamily}`),
    [token.fontSize, token.fontFamily],
  );
  if (box === undefined) return { barRef, columns };
  const searched = searchColumnsOf(columns);
  const { vertical } = searchGrid(box.form);
  const placeholders = { input: inputText, select: selectText };
  const layout = searchLayout(
    box,
    searched.map((c) => {
      const field = searchFieldOf(c, placeholders);
      return { need: fieldNeed(field, measure, vertical), colSize: field.colSize };
    }),
  );
  return { barRef, layout, columns: sizedColumns(columns, searched, layout) };
}

/** What ProTable hands `searchFormRender`: its search form element, with the columns and settings it draws from. */
type SearchForm = ReactElement<{ columns: ProColumns<unknown>[]; search?: object }>;

/**
 * ProTable's search form sized to its fields (useSearchLayout), for ProTable's `searchFormRender`. The measured
 * layout is this component's state and goes into the form element ProTable made (its `columns` with each field's
 * `colSize`, its `search` with the grid): so the measure, at mount and on each resize, draws the form again and not
 * the whole table (the toolbar, the rows). `fields` false: the form without its fields (its buttons only; CrudTable
 * draws them once its first page is shown). The bar says which in `data-fields` (`pending` / `drawn`), for whoever
 * reads the bar's fields from outside (the browser tests wait for `drawn`).
 */
export function SizedSearchBar(props: { form: ReactNode; fields: boolean }) {
  const form = isValidElement(props.form) ? (props.form as SearchForm) : undefined;
  const sized = useSearchLayout(form ? form.props.columns : []);
  const formColumns = form?.props.columns;
  const fieldless = useMemo(
    () => (props.fields || !formColumns ? undefined : formColumns.map((c) => ({ ...c, hideInSearch: true }))),
    [formColumns, props.fields],
  );
  if (!form) return <>{props.form}</>;
  const grid = sized.layout
    ? { span: sized.layout.span, layout: sized.layout.layout, defaultFormItemsNumber: sized.layout.shown }
    : undefined;
  return (
    <div ref={sized.barRef} data-fields={props.fields ? 'drawn' : 'pending'}>
      {grid || fieldless
        ? cloneElement(form, { columns: fieldless ?? sized.columns, search: { ...form.props.search, ...grid } })
        : form}
    </div>
  );
}
