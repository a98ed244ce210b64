import type { ProColumns } from '@ant-design/pro-components';
import { Badge } from 'antd';
import { isValidElement, type ReactNode } from 'react';
import { formatTime } from '@/utils/businessTime';
import CopyText from './CopyText';
import { cellValue } from './ellipsis';

/**
 * ProTable draws a read-only cell of a select column (one with a `valueEnum`) or a date column through a whole form
 * field: ProFormField, ProField, then FieldSelect (with its own data-fetch hooks) or FieldDatePicker, about twenty
 * components per cell. Once the rows arrive, that is most of a list's render: 40 such cells on /oplog's first page.
 * `lightCells` gives those columns a `render` that draws the same output directly:
 *  - a select: the entry's text; a status badge when the entry has a status ProField knows, a colour badge when it
 *    has a colour; a value not in the enum as it is;
 *  - a date: the value formatted as the console's date fields do (`YYYY-MM-DD HH:mm:ss`, `YYYY-MM-DD`, or the
 *    column's `fieldProps.format`), on the business zone's clock (src/components/BusinessTime/valueTypes.tsx);
 *  - an empty value (not 0 or false): the table's empty text, '-' (with the empty text turned off, '-' for a date
 *    and nothing for a select, as ProField does).
 * A column with its own `render`, `copyable` or `ellipsis`, a `request` or `fieldProps` beyond a date format, or a
 * `valueType` other than these keeps ProTable's own cell. So does any cell whose value is a list (multiple choices):
 * the render hands back ProTable's own element for it.
 */
export function lightCells<T>(columns: ProColumns<T>[], emptyText: ReactNode = '-'): ProColumns<T>[] {
  return columns.map((column) => {
    const kind = lightKind(column);
    if (!kind) return column;
    const format = kind === 'select' ? undefined : dateFormat(column, kind);
    return {
      ...column,
      render: (dom, record, index, action) => {
        const raw = cellValue(record, column.dataIndex);
        const value = column.renderText ? column.renderText(raw, record, index, action as never) : raw;
        if (Array.isArray(value)) return dom;
        if (typeof value !== 'boolean' && typeof value !== 'number' && !value) {
          if (emptyText !== false) return emptyText;
          // without an empty text ProField still writes '-' for a date, and nothing for a select
          return format ? '-' : null;
        }
        if (format) return formatTime(value, format, '-');
        const valueEnum = typeof column.valueEnum === 'function' ? column.valueEnum(record) : column.valueEnum;
        return enumText(value, valueEnum);
      },
    };
  });
}

/**
 * A `copyable` text column's cell drawn as CopyText (the text and a plain copy button) instead of ProTable's antd
 * Typography with its copy tooltip: the same text is copied (the value after `renderText`), an empty or 0 value gets
 * no button, as in ProTable, and a column's own `render` receives the cell as ProTable would hand it over. A column
 * that is also `ellipsis`, or not plain text (a `valueType`, a `valueEnum`), keeps ProTable's own cell.
 */
export function lightCopy<T>(columns: ProColumns<T>[]): ProColumns<T>[] {
  return columns.map((column) => {
    if (!column.copyable || column.ellipsis || column.hideInTable || column.valueEnum) return column;
    if (column.valueType !== undefined && column.valueType !== 'text') return column;
    const { render } = column;
    return {
      ...column,
      copyable: false,
      render: (dom, record, index, action, schema) => {
        const raw = cellValue(record, column.dataIndex);
        const value = column.renderText ? column.renderText(raw, record, index, action as never) : raw;
        const cell = value ? <CopyText text={String(value)}>{dom}</CopyText> : dom;
        return render ? render(cell, record, index, action, schema) : cell;
      },
    };
  });
}

type Kind = 'select' | 'dateTime' | 'date';

/** What a column's read-only cell is, when `lightCells` draws it; undefined when ProTable keeps it. */
export function lightKind<T>(column: ProColumns<T>): Kind | undefined {
  if (column.hideInTable || column.render || column.copyable || column.ellipsis) return undefined;
  if ((column as { request?: unknown }).request) return undefined;
  const { valueType, fieldProps } = column;
  if (valueType === 'dateTime' || valueType === 'date') {
    if (fieldProps === undefined) return valueType;
    if (typeof fieldProps !== 'object' || fieldProps === null) return undefined;
    const keys = Object.keys(fieldProps);
    const format = (fieldProps as { format?: unknown }).format;
    return keys.every((k) => k === 'format') && (format === undefined || typeof format === 'string')
      ? valueType
      : undefined;
  }
  if ((valueType === 'select' || valueType === undefined) && column.valueEnum) {
    // the search form's field props (showSearch, …) do not change a read-only cell; options or field names would
    if (typeof fieldProps === 'function') return undefined;
    const props = fieldProps ?? {};
    return 'options' in props || 'fieldNames' in props || 'mode' in props ? undefined : 'select';
  }
  return undefined;
}

function dateFormat<T>(column: ProColumns<T>, kind: 'dateTime' | 'date'): string {
  const own = (column.fieldProps as { format?: string } | undefined)?.format;
  return own || (kind === 'dateTime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD');
}

/** ProField's status names (pro-utils `TableStatus`), either case */
const STATUS: Record<string, 'success' | 'error' | 'default' | 'processing' | 'warning'> = {
  success: 'success',
  error: 'error',
  default: 'default',
  processing: 'processing',
  warning: 'warning',
  Success: 'success',
  Error: 'error',
  Default: 'default',
  Processing: 'processing',
  Warning: 'warning',
};

interface EnumEntry {
  text?: ReactNode;
  status?: string;
  color?: string;
}

/** A value shown through its enum entry, as ProField's read-only select shows it (pro-utils proFieldParsingText). */
export function enumText(value: unknown, valueEnum: unknown): ReactNode {
  const entries = valueEnum instanceof Map ? valueEnum : new Map(Object.entries(valueEnum || {}));
  const entry: unknown = entries.has(value) ? entries.get(value) : entries.get(String(value));
  // not in the enum (or an empty entry): the value itself, or its label when it is an option object
  if (!entry) return ((value as { label?: ReactNode } | null)?.label || value) as ReactNode;
  if (typeof entry !== 'object' || isValidElement(entry)) return entry as ReactNode;
  const { text, status, color } = entry as EnumEntry;
  const badge = status ? STATUS[status] : undefined;
  if (badge) return <Badge status={badge} text={text} />;
  if (color) return <Badge color={color} text={text} />;
  return text || (entry as ReactNode);
}
