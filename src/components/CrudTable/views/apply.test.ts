import {
  captureColumns,
  captureFilters,
  captureSort,
  columnsMapOf,
  columnsMapUnder,
  columnsUnderView,
  type ViewContent,
} from './apply';

/** A saved view's round trip (docs/rules.md "Saved table views"): what the table shows → saved → the table again. */
const columns = [
  { title: 'no', dataIndex: 'orderNo' },
  { title: 'status', dataIndex: 'status', initialValue: 'paid' },
  { title: 'created', dataIndex: 'created', valueType: 'dateRange', sorter: true },
  { title: 'amount', dataIndex: 'amount', sorter: true, defaultSortOrder: 'descend' as const },
  { title: 'nested', dataIndex: ['player', 'name'] },
  { title: 'op', valueType: 'option', fixed: 'right' as const },
];

describe('saved table views', () => {
  it('save the form values with their times (epoch ms), and bring them back as they were', () => {
    const from = Date.parse('2026-11-01T08:00:00.000Z');
    const saved = captureFilters({ orderNo: 'A1', created: [from, from + 86_400_000], status: undefined });
    expect(saved).toEqual({ orderNo: 'A1', created: [from, from + 86_400_000], status: null });
    const view: ViewContent = { filters: JSON.parse(JSON.stringify(saved)), columns: [], sort: null };
    const under = columnsUnderView(columns, view);
    expect(under[0].initialValue).toBe('A1');
    // emptied in the view: starts empty, not with the screen's own start
    expect(under[1].initialValue).toBeUndefined();
    expect(under[2].initialValue).toEqual([from, from + 86_400_000]);
    // not named by the view: as the screen starts it
    expect(under[4]).toEqual(columns[4]);
    expect(under[4].initialValue).toBeUndefined();
  });

  it('bring dates saved the old way ({ $date }) back as epoch ms', () => {
    const view: ViewContent = {
      filters: { created: [{ $date: '2026-11-01T08:00:00.000Z' }, { $date: 'not a date' }] },
      columns: [],
      sort: null,
    };
    expect(columnsUnderView(columns, view)[2].initialValue).toEqual([
      Date.parse('2026-11-01T08:00:00.000Z'),
      undefined,
    ]);
  });

  it('starts the view’s sorted column sorted and the others not', () => {
    const under = columnsUnderView(columns, { filters: {}, columns: [], sort: { field: 'created', order: 'ascend' } });
    expect(under[2].defaultSortOrder).toBe('ascend');
    expect(under[3].defaultSortOrder).toBeUndefined();
    expect(columnsUnderView(columns, undefined)).toBe(columns);
    expect(captureSort({ created: null, amount: 'descend' })).toEqual({ field: 'amount', order: 'descend' });
    expect(captureSort({})).toBeNull();
    expect(captureSort(undefined)).toBeNull();
  });

  it('keeps hidden columns, order and fixing; columns added later show, dropped ones go', () => {
    const live = {
      orderNo: { show: true, order: 2 },
      status: { show: false, order: 0 },
      created: { show: true, order: 1, fixed: 'left' as const },
    };
    const saved = captureColumns(live);
    expect(saved).toEqual([
      { key: 'orderNo', show: true, order: 2 },
      { key: 'status', show: false, order: 0 },
      { key: 'created', show: true, order: 1, fixed: 'left' },
    ]);
    expect(columnsMapOf(saved)).toEqual(live);
    const map = columnsMapUnder(columns, {
      filters: {},
      columns: [...saved, { key: 'gone', show: false }],
      sort: null,
    });
    expect(map).toEqual({
      orderNo: { show: true, order: 2 },
      status: { show: false, order: 0 },
      created: { show: true, order: 1, fixed: 'left' },
      amount: { show: true },
      'player-name': { show: true },
      '5': { show: true, fixed: 'right' },
    });
  });
});
