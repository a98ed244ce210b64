import type { ProColumns } from '@ant-design/pro-components';
import { csvValue, searchedRange } from './useCsvExport';

/** What CrudTable's export writes per cell and names its file by (docs/rules.md "CSV export"). */
type Row = Record<string, unknown>;
const AT = Date.parse('2026-11-26T18:48:00+08:00');

describe('CrudTable’s export', () => {
  it('writes times with China’s offset, dates as China days, and a column’s own text where it has one', () => {
    const row = { at: AT };
    expect(csvValue<Row>({ dataIndex: 'at', valueType: 'dateTime' }, row, AT)).toBe('2026-11-26T18:48:00+08:00');
    expect(csvValue<Row>({ dataIndex: 'at', valueType: 'date' }, row, AT)).toBe('2026-11-26');
    expect(csvValue<Row>({ dataIndex: 'at', valueType: 'dateTime' }, row, null)).toBeNull();
    expect(csvValue<Row>({ dataIndex: 'at', valueType: 'dateTime' }, row, 'soon')).toBe('soon');
    expect(csvValue<Row>({ dataIndex: 'at', renderText: () => 'own' }, row, AT)).toBe('own');
    expect(csvValue<Row>({ dataIndex: 'n' }, row, 5)).toBe(5);
  });

  it('names the range of the first filled time-range filter the search form shows', () => {
    const columns: ProColumns<Row>[] = [
      { dataIndex: 'hidden', valueType: 'dateTimeRange', hideInSearch: true },
      { dataIndex: 'off', valueType: 'dateRange', search: false },
      { dataIndex: 'name' },
      { dataIndex: 'created', valueType: 'dateTimeRange' },
      { dataIndex: 'paid', valueType: 'dateRange' },
    ];
    expect(searchedRange(columns, { hidden: [1, 2], off: [3, 4], name: 'x', created: [5, 6], paid: [7, 8] })).toEqual([
      5, 6,
    ]);
    expect(searchedRange(columns, { created: [5], paid: [7, 8] })).toEqual([7, 8]);
    expect(searchedRange(columns, {})).toBeUndefined();
    expect(searchedRange(columns, undefined)).toBeUndefined();
  });
});
