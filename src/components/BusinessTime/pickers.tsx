import { useIntl } from '@umijs/max';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ComponentProps, useMemo } from 'react';
import { providePickers } from './registry';
import {
  businessZone,
  dayStartAfter,
  fromDatePicker,
  fromPicker,
  instantOf,
  lastDaysRange,
  monthRange,
  type Range,
  rangeOf,
  todayRange,
  toPicker,
  weekRange,
} from '@/utils/businessTime';

/**
 * Date pickers on the business zone's clock (docs/rules.md "Business time zone"). Their value is an instant (epoch
 * ms; anything `instantOf` reads comes in), shown as the business zone's wall clock; what the operator picks goes
 * out as epoch ms. A date without a time is 00:00 of its business day; a range ends at 23:59:59.999 of its last day
 * when it has no time. The presets (今天, 本周, …) and the "now" choice are the business zone's too, so antd's own
 * now/today buttons (the browser's clock) are left out.
 */
type SingleProps = Omit<ComponentProps<typeof DatePicker>, 'value' | 'onChange' | 'defaultValue'> & {
  value?: unknown;
  onChange?: (ms: number | undefined) => void;
};

/**
 * The picker's dayjs value for an instant, made again only when the instant (or the zone) changes: a picker resets
 * what is being picked (a range's first end, a time) whenever its value is another object.
 */
function usePickerValue(ms: number | undefined): Dayjs | null {
  const zone = businessZone();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the zone is what toPicker reads
  return useMemo(() => (ms === undefined ? null : (toPicker(ms) ?? null)), [ms, zone]);
}

export function BusinessDatePicker({ value, onChange, ...rest }: SingleProps) {
  const intl = useIntl();
  const shown = usePickerValue(instantOf(value));
  const showTime = Boolean(rest.showTime);
  const read = showTime ? fromPicker : fromDatePicker;
  const presets = rest.presets ?? [
    showTime
      ? { label: intl.formatMessage({ id: 'time.now' }), value: () => toPicker(Date.now()) as Dayjs }
      : { label: intl.formatMessage({ id: 'time.today' }), value: () => toPicker(Date.now()) as Dayjs },
  ];
  return (
    <DatePicker
      showNow={false}
      showToday={false}
      {...rest}
      presets={presets}
      value={shown}
      onChange={(d) => onChange?.(read(d as Dayjs | null))}
    />
  );
}

type RangeProps = Omit<ComponentProps<typeof DatePicker.RangePicker>, 'value' | 'onChange' | 'defaultValue'> & {
  value?: unknown;
  onChange?: (range: Range | undefined) => void;
};

/** The range picker's presets: business days, computed when chosen. */
export function useRangePresets() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const pair = (r: Range) => [toPicker(r[0]), toPicker(r[1])] as [Dayjs, Dayjs];
  return [
    { label: t('time.today'), value: () => pair(todayRange()) },
    {
      label: t('time.yesterday'),
      value: () => pair([dayStartAfter(Date.now(), -1), dayStartAfter(Date.now(), 0) - 1]),
    },
    { label: t('time.thisWeek'), value: () => pair(weekRange()) },
    { label: t('time.last7Days'), value: () => pair(lastDaysRange(7)) },
    { label: t('time.last30Days'), value: () => pair(lastDaysRange(30)) },
    { label: t('time.thisMonth'), value: () => pair(monthRange()) },
  ];
}

/** A picked range → instants: with a time, as picked; without, from 00:00 of its first day to the end of its last. */
export function fromRangePicker(dates: [Dayjs | null, Dayjs | null] | null, withTime: boolean): Range | undefined {
  if (!dates) return undefined;
  const from = withTime ? fromPicker(dates[0]) : fromDatePicker(dates[0]);
  const to = withTime ? fromPicker(dates[1]) : fromDatePicker(dates[1]);
  if (from === undefined || to === undefined) return undefined;
  return [from, withTime ? to : dayStartAfter(to, 1) - 1];
}

export function BusinessRangePicker({ value, onChange, ...rest }: RangeProps) {
  const presets = useRangePresets();
  const range = rangeOf(value);
  const from = usePickerValue(range?.[0]);
  const to = usePickerValue(range?.[1]);
  const shown = useMemo(() => (from && to ? ([from, to] as [Dayjs, Dayjs]) : null), [from, to]);
  return (
    <DatePicker.RangePicker
      presets={presets}
      {...rest}
      value={shown}
      onChange={(dates) =>
        onChange?.(fromRangePicker(dates as [Dayjs | null, Dayjs | null] | null, Boolean(rest.showTime)))
      }
    />
  );
}

// the value types' form fields draw these once a module that shows editable dates has loaded them (valueTypes.tsx)
providePickers({ BusinessDatePicker, BusinessRangePicker });
