import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SizedSearchBar } from './useSearchLayout';

type Row = { id: number; name: string };

/** jsdom lays nothing out: the search form and its row are as wide as `width.px`, every other element 0 wide. */
const width = { px: 1200 };
/** the ResizeObservers the page made, with what each observes, so a test can tell them the bar was resized */
const observers: Array<{ callback: ResizeObserverCallback; targets: Element[] }> = [];

beforeEach(() => {
  width.px = 1200;
  observers.length = 0;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const sized = this.matches('.ant-pro-query-filter-container, .ant-pro-query-filter-row');
    return { width: sized ? width.px : 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, x: 0, y: 0 } as DOMRect;
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private entry: { callback: ResizeObserverCallback; targets: Element[] };
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Tells the observers of the element around the search form that it was resized (to `width.px`). */
function resizeBar() {
  for (const { callback, targets } of observers) {
    if (targets.some((t) => t.querySelector('.ant-pro-query-filter-container'))) {
      callback([], {} as ResizeObserver);
    }
  }
}

const filterForm = () => document.querySelector('.ant-pro-query-filter-container') as HTMLElement;

/** The grid span of the search field labelled `label` (its grid column's `ant-col-N` class). */
function spanOf(label: string): number {
  const col = within(filterForm()).getByText(label).closest('.ant-pro-query-filter-row > .ant-col');
  const span = [...(col?.classList ?? [])].map((c) => /^ant-col-(\d+)$/.exec(c)?.[1]).find(Boolean);
  return Number(span);
}

/**
 * A ProTable with a search form of a name and a date-time range, its rows counted as they are drawn (no memo);
 * `fields`: SizedSearchBar's switch (the form's fields drawn or not).
 */
function setup(fields = true) {
  const drawn = { count: 0 };
  const columns: ProColumns<Row>[] = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (_, r) => {
        drawn.count += 1;
        return r.name;
      },
    },
    { title: 'Created', dataIndex: 'created', valueType: 'dateTimeRange', hideInTable: true },
  ];
  const table = (shown: boolean) => (
    <ProTable<Row>
      rowKey="id"
      columns={columns}
      request={async () => ({ data: [{ id: 1, name: 'Ann' }], success: true, total: 1 })}
      search={{ labelWidth: 'auto' }}
      options={false}
      pagination={false}
      searchFormRender={(_, form) => <SizedSearchBar form={form} fields={shown} />}
    />
  );
  const view = render(table(fields));
  return { drawn, showFields: () => view.rerender(table(true)) };
}

describe('SizedSearchBar: the search form sized to its fields, without drawing the table again', () => {
  it('gives a date-time range more columns than a name, and follows the bar when it is resized', async () => {
    setup();
    expect(await screen.findByText('Ann')).toBeTruthy();
    // 1200 px: three columns (span 8); the range's two date-times need more than one (jsdom has no canvas: the
    // texts are measured at 16 px a character, so here it takes all three)
    expect(spanOf('Name')).toBe(8);
    expect(spanOf('Created')).toBe(24);
    width.px = 600;
    act(() => resizeBar());
    // 600 px: two columns, labels above; collapsed, the bar shows one field (the buttons take the other column)
    expect(filterForm().querySelector('form')?.classList.contains('ant-form-vertical')).toBe(true);
    expect(spanOf('Name')).toBe(12);
    const range = within(filterForm()).getByText('Created').closest('.ant-form-item');
    expect(range?.classList.contains('ant-form-item-hidden')).toBe(true);
  });

  it('without its fields, the bar holds its buttons only; switched on, it draws them sized', async () => {
    const { showFields } = setup(false);
    expect(await screen.findByText('Ann')).toBeTruthy();
    expect(within(filterForm()).queryByText('Name')).toBeNull();
    expect(within(filterForm()).queryByText('Created')).toBeNull();
    expect(within(filterForm()).getByRole('button', { name: /查\s*询/ })).toBeTruthy();
    expect(document.querySelector('[data-fields]')?.getAttribute('data-fields')).toBe('pending');
    showFields();
    expect(document.querySelector('[data-fields]')?.getAttribute('data-fields')).toBe('drawn');
    expect(spanOf('Name')).toBe(8);
    expect(spanOf('Created')).toBe(24);
  });

  it('a resize draws the form again, not the rows', async () => {
    const { drawn } = setup();
    expect(await screen.findByText('Ann')).toBeTruthy();
    const before = drawn.count;
    width.px = 600;
    act(() => resizeBar());
    expect(spanOf('Name')).toBe(12);
    expect(drawn.count).toBe(before);
  });
});
