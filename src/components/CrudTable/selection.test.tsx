import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { labelledSelection } from './selection';

interface Row {
  id: number;
  name: string;
}
const ROWS: Row[] = [
  { id: 1, name: '张三' },
  { id: 2, name: '李四' },
];

function draw(selection: TableRowSelection<Row>) {
  return render(
    <Table<Row>
      rowKey="id"
      dataSource={ROWS}
      columns={[{ title: 'name', dataIndex: 'name' }]}
      // a scrolled table draws rc-table's hidden measure row, with every column title again
      scroll={{ x: 'max-content' }}
      rowSelection={labelledSelection(selection, (r) => `选择 ${r.name}`)}
    />,
  );
}

describe('labelledSelection (docs/rules.md "Accessibility")', () => {
  it("names each row's box after its row", () => {
    draw({});
    expect(screen.getByRole('checkbox', { name: '选择 张三' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '选择 李四' })).toBeInTheDocument();
  });

  it('keeps a box id the screen gives', () => {
    draw({ getCheckboxProps: (r) => ({ id: `pick-${r.id}` }) });
    expect(screen.getByRole('checkbox', { name: '选择 张三' })).toHaveAttribute('id', 'pick-1');
  });

  it('draws the select-all box once, in the header, not in the hidden measure row', () => {
    const { container } = draw({});
    const boxes = container.querySelectorAll('input[type="checkbox"]');
    // two rows and one select-all
    expect(boxes).toHaveLength(3);
    expect(container.querySelector('.ant-table-measure-row input')).toBeNull();
    expect(container.querySelector('thead input[type="checkbox"]')).not.toBeNull();
  });

  it('draws no select-all box when the screen hides it', () => {
    const { container } = draw({ hideSelectAll: true });
    expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
  });
});
