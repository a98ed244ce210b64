import type { ProColumns } from '@ant-design/pro-components';
import { BusinessTimeFields } from '@/components/BusinessTime/valueTypes';
import { lightCells, lightKind } from './cells';
import { renderTable } from './tableTestKit';

interface Row {
  id: number;
  result?: string | number | null;
  kind?: string;
  time?: number | string | null;
  day?: string;
  tags?: string[];
  nested?: { state?: string };
}

const RESULT = {
  success: { text: '成功', status: 'Success' },
  failure: { text: '失败', status: 'error' },
  pending: { text: '处理中', color: 'blue' },
  plain: { text: '普通' },
  0: { text: '零', status: 'Default' },
  bare: '字符串项',
  odd: { text: '未知状态', status: 'Init' },
};

const ROWS: Row[] = [
  { id: 1, result: 'success', kind: 'a', time: 1_700_000_000_000, day: '2026-11-24T10:00:00', nested: { state: 'on' } },
  { id: 2, result: 'failure', kind: 'b', time: '2026-11-24 08:30:05', day: '2026-01-02', tags: ['a', 'b'] },
  { id: 3, result: 'pending', time: null, day: '' },
  { id: 4, result: 'plain', kind: 'zz' },
  { id: 5, result: 0 },
  { id: 6, result: 'bare' },
  { id: 7, result: 'odd' },
  { id: 8, result: 'not-in-enum' },
  { id: 9, result: null },
  { id: 10, result: '' },
];

const COLUMNS: ProColumns<Row>[] = [
  { title: 'result', dataIndex: 'result', valueType: 'select', valueEnum: RESULT, fieldProps: { showSearch: true } },
  {
    title: 'kind',
    dataIndex: 'kind',
    valueEnum: new Map<string, string | { text: string; status: string }>([
      ['a', { text: '甲', status: 'Processing' }],
      ['b', '乙'],
    ]),
  },
  {
    title: 'kind2',
    dataIndex: 'kind',
    valueType: 'select',
    valueEnum: (row: Row) => ({ a: { text: `甲${row.id}` }, zz: { text: 'ZZ', status: 'Warning' } }),
  },
  { title: 'time', dataIndex: 'time', valueType: 'dateTime' },
  { title: 'day', dataIndex: 'day', valueType: 'date' },
  { title: 'day2', dataIndex: 'day', valueType: 'date', fieldProps: { format: 'YYYY/MM/DD' } },
  {
    title: 'shown',
    dataIndex: 'result',
    valueType: 'select',
    valueEnum: RESULT,
    renderText: (v: unknown) => (v === 'failure' ? 'success' : v),
  },
  { title: 'tags', dataIndex: 'tags', valueType: 'select', valueEnum: { a: { text: 'A' }, b: { text: 'B' } } },
  { title: 'nested', dataIndex: ['nested', 'state'], valueEnum: { on: { text: '开', status: 'Success' } } },
];

/** The cells' HTML, row by row, of a ProTable showing ROWS with `columns` (in the console's date value types). */
function cells(columns: ProColumns<Row>[], columnEmptyText?: false | string) {
  const { rows, unmount } = renderTable(columns, ROWS, {
    wrap: (table) => <BusinessTimeFields>{table}</BusinessTimeFields>,
    columnEmptyText,
  });
  const html = rows().map((row) => row.map((td) => td.innerHTML));
  unmount();
  return html;
}

const machineZone = process.env.TZ;

describe('lightCells', () => {
  // a browser far from the business zone (docs/rules.md "Business time zone")
  beforeEach(() => {
    process.env.TZ = 'America/Sao_Paulo';
  });
  afterEach(() => {
    process.env.TZ = machineZone;
  });

  it("draws every select and date cell as ProTable's own form field does, HTML for HTML", () => {
    const own = cells(COLUMNS);
    const light = cells(lightCells(COLUMNS));
    expect(own).toHaveLength(ROWS.length);
    expect(light).toEqual(own);
    // the comparison covers what matters: badges, colours, formats, the empty text
    const flat = own.flat().join('\n');
    expect(flat).toContain('ant-badge-status-success');
    expect(flat).toContain('ant-badge-color-blue');
    expect(flat).toContain('2026/01/02');
    expect(flat).toContain('2026-11-24 08:30:05');
    // an instant on the business zone's clock: 2023-11-14 22:13:20 UTC is 06:13:20 the next day in China
    expect(light[0][3]).toBe('2023-11-15 06:13:20');
    expect(flat).toContain('not-in-enum');
    expect(flat).toContain('字符串项');
  });

  it("keeps the table's empty text, or none when it is turned off", () => {
    expect(cells(lightCells(COLUMNS, '—'), '—')).toEqual(cells(COLUMNS, '—'));
    expect(cells(lightCells(COLUMNS, false), false)).toEqual(cells(COLUMNS, false));
  });

  it('gives a render only to the select and date columns it draws the same way', () => {
    const light = lightCells(COLUMNS);
    expect(light.map((c) => Boolean(c.render))).toEqual([true, true, true, true, true, true, true, true, true]);
    // the cells' value goes through the column's own renderText first (checked above: 'shown')
    expect(light[6].renderText).toBe(COLUMNS[6].renderText);
  });
});

describe('lightKind', () => {
  const base = { dataIndex: 'x' } as const;
  const cases: Array<[string, ProColumns<Row>, string | undefined]> = [
    ['select with an enum', { ...base, valueType: 'select', valueEnum: { a: 'A' } }, 'select'],
    ['an enum without a value type', { ...base, valueEnum: { a: 'A' } }, 'select'],
    ['dateTime', { ...base, valueType: 'dateTime' }, 'dateTime'],
    ['date', { ...base, valueType: 'date' }, 'date'],
    ['date with a format', { ...base, valueType: 'date', fieldProps: { format: 'YYYY' } }, 'date'],
    [
      'date with other field props',
      { ...base, valueType: 'date', fieldProps: { format: 'YYYY', picker: 'year' } },
      undefined,
    ],
    ['date with a format function', { ...base, valueType: 'date', fieldProps: { format: () => 'x' } }, undefined],
    ['date with field props from a function', { ...base, valueType: 'date', fieldProps: () => ({}) }, undefined],
    ['select without an enum (options)', { ...base, valueType: 'select', fieldProps: { options: [] } }, undefined],
    [
      'select with an enum and options',
      { ...base, valueType: 'select', valueEnum: {}, fieldProps: { options: [] } },
      undefined,
    ],
    ['select with field names', { ...base, valueEnum: { a: 'A' }, fieldProps: { fieldNames: {} } }, undefined],
    ['multiple select', { ...base, valueEnum: { a: 'A' }, fieldProps: { mode: 'multiple' } }, undefined],
    ['select with field props from a function', { ...base, valueEnum: { a: 'A' }, fieldProps: () => ({}) }, undefined],
    [
      'select with a request',
      { ...base, valueType: 'select', valueEnum: { a: 'A' }, request: async () => [] },
      undefined,
    ],
    ['own render', { ...base, valueType: 'dateTime', render: () => 'x' }, undefined],
    ['copyable', { ...base, valueType: 'dateTime', copyable: true }, undefined],
    ['ellipsis', { ...base, valueEnum: { a: 'A' }, ellipsis: true }, undefined],
    ['hidden in the table', { ...base, valueType: 'dateTime', hideInTable: true }, undefined],
    ['text', { ...base }, undefined],
    ['digit', { ...base, valueType: 'digit' }, undefined],
    ['dateTimeRange', { ...base, valueType: 'dateTimeRange' }, undefined],
  ];
  it.each(cases)('%s', (_name, column, kind) => {
    expect(lightKind(column)).toBe(kind);
    // a column it does not draw is handed back as it is; one it draws is replaced
    expect(lightCells([column])[0] === column).toBe(kind === undefined);
  });
});
