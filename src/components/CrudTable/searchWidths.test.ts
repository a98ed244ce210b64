import type { ProColumns } from '@ant-design/pro-components';
import { sizedSearchFields } from './searchWidths';

describe('sizedSearchFields (docs/rules.md "Filter bars")', () => {
  it('gives a searched date-time range two of the filter bar’s columns, and leaves everything else as it is', () => {
    const columns: ProColumns<unknown>[] = [
      { dataIndex: 'created', valueType: 'dateTimeRange' },
      { dataIndex: 'day', valueType: 'dateRange' },
      { dataIndex: 'name' },
      { dataIndex: 'span', valueType: 'dateTimeRange', hideInSearch: true },
      { dataIndex: 'own', valueType: 'dateTimeRange', colSize: 3 },
    ];
    const sized = sizedSearchFields(columns);
    expect(sized.map((c) => c.colSize)).toEqual([2, 2, undefined, undefined, 3]);
    expect(sized[2]).toBe(columns[2]);
    expect(columns[0].colSize).toBeUndefined();
  });
});
