import {
  ProDescriptions,
  ProForm,
  ProFormDateRangePicker,
  ProFormDateTimePicker,
  type ProFormInstance,
} from '@ant-design/pro-components';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { Dayjs } from 'dayjs';
import { createRef } from 'react';
import { fromPicker, rangeOf } from '@/utils/businessTime';
import { fromRangePicker, useRangePresets } from './pickers';
import { BusinessTimeFields } from './valueTypes';

vi.mock('@umijs/max', () => ({
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }),
}));

/** 2026-11-26 18:48 in China is 07:48 in São Paulo */
const AT = Date.parse('2026-11-26T18:48:00+08:00');
const china = (text: string) => Date.parse(`${text}+08:00`);
const machineZone = process.env.TZ;

/** Types a wall clock into a picker's input and confirms it, as an operator does. */
async function type(input: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  });
}

describe('date fields on the business zone’s clock, in a São Paulo browser', () => {
  beforeEach(() => {
    process.env.TZ = 'America/Sao_Paulo';
  });
  afterEach(() => {
    process.env.TZ = machineZone;
    vi.useRealTimers();
  });

  it('a date-time field shows an instant as China’s wall clock and takes a typed one as China’s', async () => {
    const form = createRef<ProFormInstance>();
    render(
      <BusinessTimeFields>
        <ProForm formRef={form} initialValues={{ at: AT }} submitter={false}>
          <ProFormDateTimePicker name="at" fieldProps={{ id: 'at' }} />
        </ProForm>
      </BusinessTimeFields>,
    );
    const input = document.getElementById('at') as HTMLInputElement;
    expect(input.value).toBe('2026-11-26 18:48:00');
    await type(input, '2026-11-27 01:02:03');
    // 01:02 on the 27th in China, the 26th in São Paulo: the form holds the instant
    expect(form.current?.getFieldValue('at')).toBe(china('2026-11-27T01:02:03'));
  });

  it('a date range holds whole business days: from 00:00 of the first to the last millisecond of the last', async () => {
    const form = createRef<ProFormInstance>();
    render(
      <BusinessTimeFields>
        <ProForm formRef={form} submitter={false}>
          <ProFormDateRangePicker name="days" fieldProps={{ id: 'days' }} />
        </ProForm>
      </BusinessTimeFields>,
    );
    const [start, end] = [...document.querySelectorAll('.ant-picker-range input')] as HTMLInputElement[];
    await type(start, '2026-11-25');
    await type(end, '2026-11-26');
    expect(form.current?.getFieldValue('days')).toEqual([
      china('2026-11-25T00:00:00'),
      china('2026-11-27T00:00:00') - 1,
    ]);
  });

  it('read-only cells and details show China’s wall clock, ranges both ends', () => {
    render(
      <BusinessTimeFields>
        <ProDescriptions
          dataSource={{ at: AT, day: AT, span: [AT, AT + 3_600_000], none: null }}
          columns={[
            { title: 'at', dataIndex: 'at', valueType: 'dateTime' },
            { title: 'day', dataIndex: 'day', valueType: 'date' },
            { title: 'span', dataIndex: 'span', valueType: 'dateTimeRange' },
            { title: 'short', dataIndex: 'at', valueType: 'dateTime', fieldProps: { format: 'MM-DD HH:mm' } },
            { title: 'none', dataIndex: 'none', valueType: 'dateTime' },
          ]}
        />
      </BusinessTimeFields>,
    );
    expect(screen.getByText('2026-11-26 18:48:00')).toBeInTheDocument();
    expect(screen.getByText('2026-11-26')).toBeInTheDocument();
    expect(screen.getByText('2026-11-26 18:48:00 ~ 2026-11-26 19:48:00')).toBeInTheDocument();
    expect(screen.getByText('11-26 18:48')).toBeInTheDocument();
  });

  it('offers presets of business days, worked out when chosen', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 00:30 on the 26th in China; still the 25th (13:30) in São Paulo
    vi.setSystemTime(china('2026-11-26T00:30:00'));
    const { result } = renderHook(() => useRangePresets());
    const today = result.current.find((p) => p.label === 'time.today');
    const yesterday = result.current.find((p) => p.label === 'time.yesterday');
    const week = result.current.find((p) => p.label === 'time.thisWeek');
    const ms = (v: () => [Dayjs, Dayjs]) => v().map((d) => fromPicker(d));
    expect(today && ms(today.value)).toEqual([china('2026-11-26T00:00:00'), china('2026-11-26T23:59:59.999')]);
    expect(yesterday && ms(yesterday.value)).toEqual([china('2026-11-25T00:00:00'), china('2026-11-25T23:59:59.999')]);
    expect(week && ms(week.value)).toEqual([china('2026-11-23T00:00:00'), china('2026-11-29T23:59:59.999')]);
    expect(result.current.map((p) => p.label)).toEqual([
      'time.today',
      'time.yesterday',
      'time.thisWeek',
      'time.last7Days',
      'time.last30Days',
      'time.thisMonth',
    ]);
  });

  it('reads ranges only when both ends are there', () => {
    expect(rangeOf([1, 2])).toEqual([1, 2]);
    expect(rangeOf(['2026-11-26', '2026-11-27 10:00'])).toEqual([
      china('2026-11-26T00:00:00'),
      china('2026-11-27T10:00:00'),
    ]);
    expect(rangeOf([1])).toBeUndefined();
    expect(rangeOf([1, null])).toBeUndefined();
    expect(rangeOf('1,2')).toBeUndefined();
    expect(fromRangePicker(null, true)).toBeUndefined();
  });
});
