import type { ProColumns } from '@ant-design/pro-components';
import { act, fireEvent, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import copy from 'copy-to-clipboard';
import { lightCopy } from './cells';
import { COPIED_MS } from './CopyText';
import { renderTable } from './tableTestKit';

vi.mock('copy-to-clipboard', () => ({ default: vi.fn(() => true) }));

interface Row {
  id: number;
  no?: string | number | null;
  kind?: string;
}

const ROWS: Row[] = [{ id: 1, no: 'GP2026112900001', kind: 'a' }, { id: 2, no: '' }, { id: 3, no: 0 }, { id: 4 }];

const COPY: ProColumns<Row> = { title: 'no', dataIndex: 'no', copyable: true };

/** A ProTable of ROWS with `columns`, in `locale`. */
const table = (columns: ProColumns<Row>[], locale = zhCN) =>
  renderTable(columns, ROWS, { wrap: (t) => <ConfigProvider locale={locale}>{t}</ConfigProvider> });

describe('lightCopy: a copyable text cell as a plain copy button', () => {
  beforeEach(() => vi.mocked(copy).mockClear());

  it("shows the same text as ProTable's own copyable cell, and a copy button where ProTable has one", () => {
    const own = table([COPY]);
    const ownCells = own.rows().map((r) => r[0]);
    const ownText = ownCells.map((c) => c.textContent);
    const ownButtons = ownCells.map((c) => within(c).queryAllByRole('button', { name: '复制' }).length);
    own.unmount();
    const light = table(lightCopy([COPY]));
    const cells = light.rows().map((r) => r[0]);
    expect(cells.map((c) => c.textContent)).toEqual(ownText);
    expect(ownText).toEqual(['GP2026112900001', '-', '0', '-']);
    // a button on the one row with a value, as ProTable does (nothing to copy for '', 0 or none)
    expect(cells.map((c) => within(c).queryAllByRole('button', { name: '复制' }).length)).toEqual(ownButtons);
    expect(ownButtons).toEqual([1, 0, 0, 0]);
  });

  it('copies the value after renderText, says 复制成功 with a tick for 3 s, then 复制 again', () => {
    vi.useFakeTimers();
    try {
      const column: ProColumns<Row> = { ...COPY, renderText: (v: unknown) => `#${v}` };
      const { rows } = table(lightCopy([column]));
      const cell = rows()[0][0];
      fireEvent.click(within(cell).getByRole('button', { name: '复制' }));
      expect(copy).toHaveBeenCalledWith('#GP2026112900001');
      expect(within(cell).getByRole('button', { name: '复制成功' })).toBeInTheDocument();
      expect(cell.querySelector('.anticon-check')).not.toBeNull();
      act(() => {
        vi.advanceTimersByTime(COPIED_MS - 10);
      });
      expect(within(cell).getByRole('button', { name: '复制成功' })).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(20);
      });
      expect(within(cell).getByRole('button', { name: '复制' })).toBeInTheDocument();
      expect(cell.querySelector('.anticon-copy')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("labels the button in the interface's language", () => {
    const { rows } = table(lightCopy([COPY]), enUS);
    expect(within(rows()[0][0]).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it("hands the copy cell to the column's own render, as ProTable hands its own", () => {
    const column: ProColumns<Row> = { ...COPY, render: (dom, r) => <span data-testid={`own-${r.id}`}>{dom}</span> };
    const { getByTestId } = table(lightCopy([column]));
    const own = getByTestId('own-1');
    expect(own).toHaveTextContent('GP2026112900001');
    fireEvent.click(within(own).getByRole('button', { name: '复制' }));
    expect(copy).toHaveBeenCalledWith('GP2026112900001');
  });

  it.each<[string, ProColumns<Row>]>([
    ['not copyable', { dataIndex: 'no' }],
    ['copyable with ellipsis', { ...COPY, ellipsis: true }],
    ['copyable with an enum', { ...COPY, valueEnum: { a: 'A' } }],
    ['copyable digit', { ...COPY, valueType: 'digit' }],
    ['hidden in the table', { ...COPY, hideInTable: true }],
  ])('leaves a column %s as it is', (_name, column) => {
    expect(lightCopy([column])[0]).toBe(column);
  });

  it('draws a copyable text column, and no longer as copyable for ProTable', () => {
    for (const column of [COPY, { ...COPY, valueType: 'text' as const }]) {
      const light = lightCopy([column])[0];
      expect(light).not.toBe(column);
      expect(light.copyable).toBe(false);
      expect(light.render).toBeTypeOf('function');
    }
  });
});
