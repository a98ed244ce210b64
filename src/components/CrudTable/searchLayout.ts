import type { ProColumns } from '@ant-design/pro-components';
import { isValidElement, type ReactNode } from 'react';
import { DATE, DATE_TIME } from '@/utils/businessTime';

/**
 * A list's search bar sized to what its fields hold (docs/rules.md "Filter bars"). pro-components' QueryFilter lays
 * the fields on a grid of equal columns (three from 701 px of form width, four from 1352) and, collapsed, shows one
 * field fewer than its columns. A field whose label and content need more than one column (a date-time range's two
 * `YYYY-MM-DD HH:mm:ss`, a long pt-BR label beside its placeholder) takes as many columns as it needs (`colSize`),
 * and the collapsed bar still shows the same fields as before: the count it shows is the columns those first fields
 * take, not one per field.
 */

/** QueryFilter's space between two fields (its default `searchGutter`) */
export const SEARCH_GUTTER = 24;

/**
 * QueryFilter's own grid for a form of this width (its default breakpoints, pro-form `BREAKPOINTS.default`): the
 * columns, and labels above the fields under 701 px.
 */
export function searchGrid(width: number): { columns: number; vertical: boolean } {
  if (width < 513) return { columns: 1, vertical: true };
  if (width < 701) return { columns: 2, vertical: true };
  if (width < 1352) return { columns: 3, vertical: false };
  return { columns: 4, vertical: false };
}

/** What a search field's control is, as far as its width goes. */
export type FieldKind = 'text' | 'number' | 'select' | 'date' | 'range';

/** A search field's texts: its label, and what its control may show (the widest counts). */
export interface SearchField {
  label: string;
  /** an info icon after the label (a column's `tooltip`) */
  tip: boolean;
  kind: FieldKind;
  /** the placeholder, a select's options, a date as its format draws it (a range shows two of them) */
  texts: string[];
  /** the columns the screen gives it itself (`colSize`), kept as they are */
  colSize?: number;
}

/**
 * The room around a control's text (antd 5's default size, in px): borders (`lineWidth` 1 each side) and padding
 * (`paddingSM - lineWidth`, 11 each side) of every box, plus an input's clear icon (12 + 4 before it), a select's
 * arrow (`fontSize × 1.25`), a date picker's calendar icon (14 + 4), a range's arrow between its two ends (16 + 8 on
 * each side). A label: the colon (`::after`, 2 before and 8 after it), an info icon (14 + 4 before it).
 */
const CONTROL_ROOM: Record<FieldKind, number> = {
  text: 24 + 16,
  number: 24,
  select: 24 + 18,
  date: 24 + 18,
  range: 24 + 18 + 32,
};
const COLON_ROOM = 10;
const TIP_ROOM = 18;
/** Sub-pixel text and rounding: a field that needs this little more than its columns takes one more. */
const SLACK = 4;

/** The width (px) a field needs: its label beside the control unless labels are above, and its widest text. */
export function fieldNeed(field: SearchField, measure: (text: string) => number, vertical: boolean): number {
  const widest = Math.max(0, ...field.texts.map(measure));
  const control = CONTROL_ROOM[field.kind] + (field.kind === 'range' ? 2 * widest : widest);
  if (vertical || !field.label) return control + SLACK;
  const label = measure(field.label) + measure(':') + COLON_ROOM + (field.tip ? TIP_ROOM : 0);
  return label + control + SLACK;
}

export interface SearchLayout {
  /** each column's share of QueryFilter's 24 (pro-form `span`) */
  span: number;
  layout: 'horizontal' | 'vertical';
  /** the columns each field takes, in the bar's order */
  colSizes: number[];
  /** the columns the collapsed bar shows (pro-form `defaultFormItemsNumber`): its first fields' as before */
  shown: number;
}

/** The widths (px) QueryFilter lays its fields out in: its form's (its grid) and its row's (the form's padding off). */
export interface SearchBox {
  form: number;
  row: number;
}

/**
 * The bar's layout in `box` for fields (in the bar's order) that need `need` px: each field takes the fewest
 * columns that hold it (all of them at most), and the collapsed bar shows the fields QueryFilter showed with one
 * column each: the first `columns - 1` (at least one).
 */
export function searchLayout(box: SearchBox, fields: Array<{ need: number; colSize?: number }>): SearchLayout {
  const { columns, vertical } = searchGrid(box.form);
  // a column's share of the row, its field's the share less the gutter
  const column = box.row / columns;
  const colSizes = fields.map(
    ({ need, colSize }) => colSize ?? Math.min(columns, Math.max(1, Math.ceil((need + SEARCH_GUTTER) / column))),
  );
  const firstRow = Math.max(1, columns - 1);
  const shown = colSizes.slice(0, firstRow).reduce((sum, n) => sum + n, 0);
  return { span: 24 / columns, layout: vertical ? 'vertical' : 'horizontal', colSizes, shown };
}

/** The plain text of a label or option (a string, or the strings inside an element). */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The placeholders pro-components gives a search field of its own (its `tableForm.*Placeholder` texts). */
export interface Placeholders {
  input: string;
  select: string;
}

const KINDS: Record<string, FieldKind> = {
  select: 'select',
  digit: 'number',
  money: 'number',
  percent: 'number',
  date: 'date',
  dateTime: 'date',
  dateRange: 'range',
  dateTimeRange: 'range',
};

const FORMATS: Record<string, string> = {
  date: DATE,
  dateTime: DATE_TIME,
  dateRange: DATE,
  dateTimeRange: DATE_TIME,
};

/** The value types that are never a search field (pro-form SchemaForm leaves them out). */
const NOT_FIELDS = new Set(['option', 'index', 'indexBorder']);

/** A column as its search field sees it: the column with its `search` object over it (pro-table FormRender). */
function asSearched<T>(c: ProColumns<T>): ProColumns<T> {
  return typeof c.search === 'object' && c.search !== null ? { ...c, ...(c.search as object) } : c;
}

/**
 * The columns that are search fields, in the bar's order (pro-table FormRender and pro-form SchemaForm: not hidden
 * from search, not an action or index column, by `order` first).
 */
export function searchColumnsOf<T>(columns: ProColumns<T>[]): ProColumns<T>[] {
  return columns
    .filter((c) => !c.hideInSearch && c.search !== false)
    .filter((c) => typeof c.valueType !== 'string' || !NOT_FIELDS.has(c.valueType))
    .sort((a, b) => (asSearched(b).order || 0) - (asSearched(a).order || 0));
}

/** A column's search field texts in the operator's language (`placeholders`: pro-components' own, in that language). */
export function searchFieldOf<T>(column: ProColumns<T>, placeholders: Placeholders): SearchField {
  const c = asSearched(column);
  const valueType = typeof c.valueType === 'string' ? c.valueType : undefined;
  const kind: FieldKind = valueType ? (KINDS[valueType] ?? 'text') : c.valueEnum ? 'select' : 'text';
  const props = (typeof c.fieldProps === 'object' && c.fieldProps !== null ? c.fieldProps : {}) as {
    placeholder?: unknown;
    options?: unknown;
    format?: unknown;
  };
  const texts: string[] = [];
  if (kind === 'date' || kind === 'range') {
    const format = typeof props.format === 'string' ? props.format : FORMATS[valueType ?? ''];
    // the date as its format draws it: every digit as wide as a 0
    texts.push(format.replace(/[A-Za-z]/g, '0'));
  } else {
    const own = Array.isArray(props.placeholder) ? props.placeholder.join('') : textOf(props.placeholder as ReactNode);
    texts.push(own || (kind === 'select' ? placeholders.select : placeholders.input));
  }
  if (kind === 'select') {
    const valueEnum = typeof c.valueEnum === 'function' ? undefined : c.valueEnum;
    const entries = valueEnum instanceof Map ? Array.from(valueEnum.values()) : Object.values(valueEnum ?? {});
    for (const entry of entries as unknown[]) {
      const text =
        entry && typeof entry === 'object' && !isValidElement(entry) && 'text' in entry
          ? (entry as { text?: ReactNode }).text
          : (entry as ReactNode);
      texts.push(textOf(text));
    }
    if (Array.isArray(props.options)) {
      for (const o of props.options as unknown[]) {
        texts.push(
          typeof o === 'object' && o !== null ? textOf((o as { label?: ReactNode }).label) : textOf(o as ReactNode),
        );
      }
    }
  }
  const title = typeof c.title === 'function' ? undefined : c.title;
  return {
    label: textOf(title as ReactNode),
    tip: Boolean(c.tooltip),
    kind,
    texts: texts.filter(Boolean),
    ...(typeof c.colSize === 'number' ? { colSize: c.colSize } : {}),
  };
}

/** The columns with each search field's `colSize` from `layout` (a column that sets its own keeps it). */
export function sizedColumns<T>(columns: ProColumns<T>[], searched: ProColumns<T>[], layout: SearchLayout) {
  const sizes = new Map(searched.map((c, i) => [c, layout.colSizes[i]]));
  return columns.map((c) => {
    const size = sizes.get(c);
    return size === undefined || size === c.colSize ? c : { ...c, colSize: size };
  });
}
