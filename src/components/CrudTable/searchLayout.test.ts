import type { ProColumns } from '@ant-design/pro-components';
import { createElement } from 'react';
import {
  fieldNeed,
  searchColumnsOf,
  searchFieldOf,
  searchGrid,
  searchLayout,
  sizedColumns,
  textOf,
} from './searchLayout';

/** 8 px a character: the tests' font */
const measure = (text: string) => text.length * 8;
const placeholders = { input: 'Please enter', select: 'Please select' };

describe('search bar layout (docs/rules.md "Filter bars")', () => {
  it('follows QueryFilter’s own grid: columns by the form’s width, labels above under 701 px', () => {
    expect(searchGrid(400)).toEqual({ columns: 1, vertical: true });
    expect(searchGrid(700)).toEqual({ columns: 2, vertical: true });
    expect(searchGrid(701)).toEqual({ columns: 3, vertical: false });
    expect(searchGrid(1351)).toEqual({ columns: 3, vertical: false });
    expect(searchGrid(1352)).toEqual({ columns: 4, vertical: false });
  });

  it('gives a field too wide for one column the columns it needs, keeping the next field in the collapsed bar', () => {
    // a 976-px form, its row 952 px: three columns of 317 px, 293 px to a field (the gutter taken off)
    const layout = searchLayout({ form: 976, row: 952 }, [{ need: 420 }, { need: 200 }, { need: 200 }, { need: 200 }]);
    expect(layout).toEqual({ span: 8, layout: 'horizontal', colSizes: [2, 1, 1, 1], shown: 3 });
  });

  it('shows as many fields collapsed as QueryFilter did when each takes one column', () => {
    expect(searchLayout({ form: 976, row: 952 }, [{ need: 290 }, { need: 290 }, { need: 290 }]).shown).toBe(2);
    const four = [{ need: 300 }, { need: 300 }, { need: 300 }, { need: 300 }];
    expect(searchLayout({ form: 1400, row: 1376 }, four)).toMatchObject({
      span: 6,
      shown: 3,
    });
    expect(searchLayout({ form: 600, row: 576 }, [{ need: 200 }, { need: 200 }])).toMatchObject({
      span: 12,
      layout: 'vertical',
      shown: 1,
    });
  });

  it('keeps a column’s own colSize, and never gives a field more than the whole row', () => {
    expect(searchLayout({ form: 976, row: 952 }, [{ need: 100, colSize: 2 }, { need: 5000 }]).colSizes).toEqual([2, 3]);
  });

  it('shares out the row, not the form (its padding is no column’s)', () => {
    // a 1184-px form holds a 1160-px row: 362.7 px to a one-column field, short of 370
    expect(searchLayout({ form: 1184, row: 1160 }, [{ need: 370 }, { need: 362 }]).colSizes).toEqual([2, 1]);
  });

  it('needs room for the label beside the control, not above it', () => {
    const field = { label: 'Created', tip: true, kind: 'range' as const, texts: ['0000-00-00 00:00:00'] };
    const beside = fieldNeed(field, measure, false);
    const above = fieldNeed(field, measure, true);
    // two date-time texts of 152 px each
    expect(above).toBeGreaterThan(2 * 152);
    expect(beside - above).toBeGreaterThan(measure('Created'));
  });
});

describe('search fields of the columns', () => {
  const columns: ProColumns<Record<string, unknown>>[] = [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Hidden', dataIndex: 'h', hideInSearch: true },
    { title: 'Off', dataIndex: 'o', search: false },
    { title: 'Actions', valueType: 'option' },
    { title: 'Created', dataIndex: 'created', valueType: 'dateTimeRange', tooltip: 'business time' },
    { title: 'First', dataIndex: 'first', order: 2 },
  ];

  it('are the searchable columns in the bar’s order (by `order` first), without action columns', () => {
    expect(searchColumnsOf(columns).map((c) => c.dataIndex)).toEqual(['first', 'name', 'created']);
  });

  it('hold the label, the placeholder, a select’s options and a date as its format draws it', () => {
    expect(searchFieldOf(columns[0], placeholders)).toEqual({
      label: 'Name',
      tip: false,
      kind: 'text',
      texts: ['Please enter'],
    });
    expect(searchFieldOf(columns[4], placeholders)).toEqual({
      label: 'Created',
      tip: true,
      kind: 'range',
      texts: ['0000-00-00 00:00:00'],
    });
    const select = searchFieldOf(
      {
        title: createElement('span', null, 'Status ', createElement('b', null, 'now')),
        valueEnum: { a: { text: 'Delivered' }, b: 'Refund pending approval' },
        fieldProps: { options: [{ label: 'Other', value: 1 }] },
        colSize: 2,
      },
      placeholders,
    );
    expect(select).toEqual({
      label: 'Status now',
      tip: false,
      kind: 'select',
      texts: ['Please select', 'Delivered', 'Refund pending approval', 'Other'],
      colSize: 2,
    });
    expect(
      searchFieldOf({ dataIndex: 'n', valueType: 'digit', fieldProps: { placeholder: 'UID' } }, placeholders),
    ).toMatchObject({ kind: 'number', texts: ['UID'] });
  });

  it('give the search fields their columns, leaving the other columns and the screen’s own as they are', () => {
    const searched = searchColumnsOf(columns);
    const sized = sizedColumns(columns, searched, { span: 8, layout: 'horizontal', colSizes: [1, 1, 2], shown: 2 });
    expect(sized.map((c) => c.colSize)).toEqual([1, undefined, undefined, undefined, 2, 1]);
    expect(sized[1]).toBe(columns[1]);
    expect(columns[4].colSize).toBeUndefined();
  });

  it('read the text of a label drawn as elements', () => {
    expect(textOf(['a', 1, null, createElement('i', null, 'b')])).toBe('a1b');
  });
});
