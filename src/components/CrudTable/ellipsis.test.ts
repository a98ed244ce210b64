import type { ProColumns } from '@ant-design/pro-components';
import { cellText, cssEllipsis } from './ellipsis';

type Row = { id: number; target: string; meta?: { note: string }; flag?: boolean };

describe('cssEllipsis', () => {
  const plain: ProColumns<Row> = { dataIndex: 'id', title: 'ID' };
  const cut: ProColumns<Row> = { dataIndex: 'target', title: 'Target', ellipsis: true };
  const copy: ProColumns<Row> = { dataIndex: 'target', title: 'Copy', ellipsis: true, copyable: true };
  const custom: ProColumns<Row> = { dataIndex: 'target', title: 'Tip', ellipsis: { showTitle: true } };

  it('leaves columns without a plain ellipsis as they are (same objects)', () => {
    const [a, , c, d] = cssEllipsis([plain, cut, copy, custom]);
    expect(a).toBe(plain);
    expect(c).toBe(copy);
    expect(d).toBe(custom);
  });

  it('turns a plain ellipsis into the table CSS ellipsis with the full text as the title', () => {
    const [col] = cssEllipsis([cut]);
    expect(col.ellipsis).toEqual({ showTitle: false });
    expect(col.onCell?.({ id: 1, target: 'role 管理员 #7' } as Row, 0)).toEqual({ title: 'role 管理员 #7' });
  });

  it('keeps what the column own onCell returns', () => {
    const [col] = cssEllipsis<Row>([{ ...cut, onCell: () => ({ className: 'warn' }) }]);
    expect(col.onCell?.({ id: 1, target: 'x' }, 0)).toEqual({ className: 'warn', title: 'x' });
  });

  it('gives no title when the field is not text', () => {
    const [col] = cssEllipsis<Row>([{ ...cut, dataIndex: 'flag' }]);
    expect(col.onCell?.({ id: 1, target: 'x', flag: true }, 0)).toEqual({});
  });
});

describe('cellText', () => {
  it('reads strings and numbers, also along a path', () => {
    expect(cellText({ a: 'x' }, 'a')).toBe('x');
    expect(cellText({ a: 3 }, 'a')).toBe('3');
    expect(cellText({ a: { b: 'deep' } }, ['a', 'b'])).toBe('deep');
  });
  it('is undefined for anything else', () => {
    expect(cellText({ a: null }, 'a')).toBeUndefined();
    expect(cellText({ a: { b: 1 } }, ['a', 'c', 'd'])).toBeUndefined();
    expect(cellText({ a: [1] }, 'a')).toBeUndefined();
    expect(cellText(null, 'a')).toBeUndefined();
    expect(cellText({ a: 'x' }, undefined)).toBeUndefined();
  });
});
