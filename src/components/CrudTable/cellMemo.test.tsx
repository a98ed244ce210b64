import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCellMemo } from './cellMemo';

type Row = { id: number; name: string };

/**
 * A ProTable as CrudTable draws it: rows from `request`, columns through useCellMemo (unless `plain`). `drawn` counts
 * the name column's renders; `answer` is what the next request answers.
 */
function setup(o: { editable?: boolean; plain?: boolean } = {}) {
  const state = { drawn: 0, answer: [{ id: 1, name: 'Ann' }] as Row[], action: undefined as ActionType | undefined };
  function Table({ suffix }: { suffix: string }) {
    const memoCells = useCellMemo<Row>(Boolean(o.editable));
    const columns: ProColumns<Row>[] = [
      {
        title: 'Name',
        dataIndex: 'name',
        render: (_, r) => {
          state.drawn += 1;
          return `${r.name}${suffix}`;
        },
      },
    ];
    return (
      <ProTable<Row>
        rowKey="id"
        actionRef={(ref) => {
          state.action = ref ?? undefined;
        }}
        columns={o.plain ? columns : memoCells(columns)}
        request={async () => ({ data: state.answer, success: true, total: state.answer.length })}
        search={false}
        options={false}
        pagination={false}
      />
    );
  }
  const view = render(<Table suffix="" />);
  const reload = async () => {
    await act(async () => {
      await state.action?.reload();
    });
  };
  return { state, view, reload, Table };
}

describe('useCellMemo: cells drawn again only when their record or the screen changed', () => {
  it('a reload answering the same records leaves their cells as drawn (a plain ProTable draws them again)', async () => {
    const memo = setup();
    expect(await screen.findByText('Ann')).toBeTruthy();
    const before = memo.state.drawn;
    await memo.reload();
    await waitFor(() => expect(memo.view.container.querySelector('.ant-spin-spinning')).toBeNull());
    expect(memo.state.drawn).toBe(before);
    memo.view.unmount();

    const plain = setup({ plain: true });
    expect(await screen.findByText('Ann')).toBeTruthy();
    const plainBefore = plain.state.drawn;
    await plain.reload();
    await waitFor(() => expect(plain.state.drawn).toBeGreaterThan(plainBefore));
  });

  it('a reload answering new records shows their values', async () => {
    const { state, reload } = setup();
    expect(await screen.findByText('Ann')).toBeTruthy();
    state.answer = [{ id: 1, name: 'Bob' }];
    await reload();
    expect(await screen.findByText('Bob')).toBeTruthy();
    expect(screen.queryByText('Ann')).toBeNull();
  });

  it('the screen drawing its columns again shows on every row, and later turns keep it', async () => {
    const { view, reload, Table } = setup();
    expect(await screen.findByText('Ann')).toBeTruthy();
    view.rerender(<Table suffix=" (left)" />);
    expect(await screen.findByText('Ann (left)')).toBeTruthy();
    await reload();
    await waitFor(() => expect(view.container.querySelector('.ant-spin-spinning')).toBeNull());
    expect(screen.getByText('Ann (left)')).toBeTruthy();
  });

  it('an editable table draws every turn, as ProTable does', async () => {
    const { state, reload } = setup({ editable: true });
    expect(await screen.findByText('Ann')).toBeTruthy();
    const before = state.drawn;
    await reload();
    await waitFor(() => expect(state.drawn).toBeGreaterThan(before));
  });

  it('leaves a row-number column and a column with its own shouldCellUpdate as they are', () => {
    const own = () => true;
    const { result } = renderHook(() => useCellMemo<Row>(false));
    const [index, mine, name] = result.current([
      { valueType: 'index' },
      { dataIndex: 'name', shouldCellUpdate: own },
      { dataIndex: 'name' },
    ]);
    expect(index.shouldCellUpdate).toBeUndefined();
    expect(mine.shouldCellUpdate).toBe(own);
    const row = { id: 1, name: 'a' };
    expect(name.shouldCellUpdate?.(row, row)).toBe(false);
    expect(name.shouldCellUpdate?.({ ...row }, row)).toBe(true);
  });
});
