import { ProProvider, type ProRenderFieldPropsType } from '@ant-design/pro-components';
import { lazy, Suspense, useContext, useMemo, type ReactNode } from 'react';
import { DATE, DATE_TIME, formatTime, rangeOf } from '@/utils/businessTime';
import { type Pickers, providedPickers } from './registry';

/**
 * pro-components' date value types on the business zone's clock (docs/rules.md "Business time zone"): every ProTable
 * cell, ProDescriptions item, search-form field and ProForm date field of valueType `dateTime`, `date`,
 * `dateTimeRange` or `dateRange` shows the business zone's wall clock and holds epoch ms (a range: [from, to], both
 * inclusive). pro-field looks a value type up in the context's `valueTypeMap` before its own.
 */
interface FieldProps {
  format?: unknown;
  value?: unknown;
  onChange?: (v: unknown) => void;
  [key: string]: unknown;
}

const formatOf = (props: { fieldProps?: FieldProps }, fallback: string) => {
  const own = props.fieldProps?.format;
  return typeof own === 'string' ? own : fallback;
};

/** Props of the field as pro-form hands them over, without what the picker takes from us. */
function pickerProps(props: { fieldProps?: FieldProps; placeholder?: unknown }) {
  const { value: _v, onChange: _c, ...rest } = props.fieldProps ?? {};
  const placeholder = rest.placeholder ?? props.placeholder;
  return { ...rest, ...(placeholder !== undefined ? { placeholder } : {}) };
}

/** A picker not handed over yet (no module of the screen imported ./pickers.tsx): loaded on first use. */
const lazyPicker = (name: keyof Pickers) =>
  lazy(async () => ({ default: (await import('./pickers')) && (providedPickers() as Pickers)[name] }));
const LAZY: Pickers = {
  BusinessDatePicker: lazyPicker('BusinessDatePicker'),
  BusinessRangePicker: lazyPicker('BusinessRangePicker'),
};

function Picker({ name, ...props }: { name: keyof Pickers } & Record<string, unknown>) {
  const given = providedPickers();
  if (given) {
    const Given = given[name];
    return <Given {...props} />;
  }
  const Lazy = LAZY[name];
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

function single(format: string, showTime: boolean): ProRenderFieldPropsType {
  return {
    render: (text, props) => <>{formatTime(text, formatOf(props, format), '-')}</>,
    renderFormItem: (text, props) => (
      <Picker
        name="BusinessDatePicker"
        format={format}
        {...(showTime ? { showTime: true } : {})}
        {...(pickerProps(props) as object)}
        value={props.fieldProps?.value ?? props.value ?? text}
        onChange={(ms: number | undefined) => (props.fieldProps?.onChange ?? props.onChange)?.(ms)}
      />
    ),
  };
}

function range(format: string, showTime: boolean): ProRenderFieldPropsType {
  return {
    render: (text, props) => {
      const r = rangeOf(text);
      const f = formatOf(props, format);
      return <>{r ? `${formatTime(r[0], f)} ~ ${formatTime(r[1], f)}` : '-'}</>;
    },
    renderFormItem: (text, props) => (
      <Picker
        name="BusinessRangePicker"
        format={format}
        {...(showTime ? { showTime: true } : {})}
        {...(pickerProps(props) as object)}
        value={props.fieldProps?.value ?? props.value ?? text}
        onChange={(r: [number, number] | undefined) => (props.fieldProps?.onChange ?? props.onChange)?.(r)}
      />
    ),
  };
}

export const BUSINESS_VALUE_TYPES: Record<string, ProRenderFieldPropsType> = {
  dateTime: single(DATE_TIME, true),
  date: single(DATE, false),
  dateTimeRange: range(DATE_TIME, true),
  dateRange: range(DATE, false),
};

/** Puts the business value types into the pro-components context for everything below it. */
export function BusinessTimeFields({ children }: { children: ReactNode }) {
  const outer = useContext(ProProvider);
  const value = useMemo(
    () => ({ ...outer, valueTypeMap: { ...outer.valueTypeMap, ...BUSINESS_VALUE_TYPES } }),
    [outer],
  );
  return <ProProvider.Provider value={value}>{children}</ProProvider.Provider>;
}
