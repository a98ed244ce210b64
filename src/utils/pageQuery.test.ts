import { DEFAULT_PAGE_SIZE, FIRST_PAGE, pageQuery } from './pageQuery';

describe('pageQuery (docs/rules.md "Pagination")', () => {
  it('takes current and size and gives the backend’s pageNum and pageSize, the fixed extra parameter merged', () => {
    expect(pageQuery({ current: 3, size: 20 }, { kind: 'ban' })).toEqual({ pageNum: 3, pageSize: 20, kind: 'ban' });
    expect(pageQuery({ current: 2, size: 5 })).toEqual({ pageNum: 2, pageSize: 5 });
  });
  it('defaults to the first page of ten', () => {
    expect([FIRST_PAGE, DEFAULT_PAGE_SIZE]).toEqual([1, 10]);
    expect(pageQuery({})).toEqual({ pageNum: 1, pageSize: 10 });
    expect(pageQuery({ current: 0, size: Number.NaN })).toEqual({ pageNum: 1, pageSize: 10 });
    expect(pageQuery({ current: -1, size: 2.5 })).toEqual({ pageNum: 1, pageSize: 10 });
  });
  it('the paging wins over an extra parameter of the same name, and the extra object is not changed', () => {
    const extra = { pageNum: 9, pageSize: 99, current: 4, name: 'x' };
    expect(pageQuery({ current: 2 }, extra)).toEqual({ pageNum: 2, pageSize: 10, current: 4, name: 'x' });
    expect(extra).toEqual({ pageNum: 9, pageSize: 99, current: 4, name: 'x' });
  });
});
