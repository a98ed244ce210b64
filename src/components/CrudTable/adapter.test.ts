import type { Page, PageQuery } from '@/services/types';
import type { Envelope } from '@/request/errors';
import { EARLY_REUSE_MS as REUSE_MS } from '@/utils/preload';
import { initialFilters, pageRequest, prefetchFirstPage, queryKey, toFilters, toPageQuery } from './adapter';

const answer = (list: number[], total = list.length): Envelope<Page<number>> =>
  ({ code: '00000', msg: '', data: { list, total } }) as unknown as Envelope<Page<number>>;

describe('toPageQuery', () => {
  it('maps ProTable paging to pageNum/pageSize and keeps filters, without keyword', () => {
    expect(toPageQuery({ current: 3, pageSize: 20, name: '星', keyword: 'x' })).toEqual({
      pageNum: 3,
      pageSize: 20,
      name: '星',
    });
  });
  it('defaults to the first page of ten', () => {
    expect(toPageQuery({})).toEqual({ pageNum: 1, pageSize: 10 });
  });
  it('translates through the page-query helper: the fixed parameters merged, the paging never overridden', () => {
    expect(toPageQuery({ current: 2, pageSize: 5, pageNum: 9, name: 'x' }, undefined, { roleId: 7 })).toEqual({
      pageNum: 2,
      pageSize: 5,
      name: 'x',
      roleId: 7,
    });
    expect(toFilters({ current: 2, pageSize: 5, keyword: 'k', name: 'x' }, { time: 'descend' })).toEqual({
      name: 'x',
      sortField: 'time',
      sortOrder: 'desc',
    });
  });
  it('turns the sorted column into sortField/sortOrder', () => {
    expect(toPageQuery({}, { time: 'ascend' })).toMatchObject({ sortField: 'time', sortOrder: 'asc' });
    expect(toPageQuery({}, { a: null, time: 'descend' })).toMatchObject({ sortField: 'time', sortOrder: 'desc' });
    expect(toPageQuery({}, { a: null })).not.toHaveProperty('sortField');
  });
});

describe('pageRequest', () => {
  it('gives ProTable the rows and total', async () => {
    const service = vi.fn(async () => answer([1, 2], 12));
    await expect(pageRequest(service, { roleId: 7 })({ current: 2, pageSize: 2 })).resolves.toEqual({
      data: [1, 2],
      total: 12,
      success: true,
    });
    expect(service).toHaveBeenCalledWith({ pageNum: 2, pageSize: 2, roleId: 7 });
  });
  it('reports a failed call as unsuccessful with no rows (the request layer has said why)', async () => {
    const service = vi.fn(async () => Promise.reject(new Error('A0500')));
    await expect(pageRequest(service)({})).resolves.toEqual({ data: [], total: 0, success: false });
  });
});

describe('queryKey', () => {
  it('ignores key order and the keys that are not sent', () => {
    const a = { pageNum: 1, pageSize: 10, name: 'x', empty: '', none: null, gone: undefined } as PageQuery;
    const b = { name: 'x', pageSize: 10, pageNum: 1 } as PageQuery;
    expect(queryKey(a)).toBe(queryKey(b));
  });
  it('tells different rows apart', () => {
    expect(queryKey({ pageNum: 1, pageSize: 10 })).not.toBe(queryKey({ pageNum: 2, pageSize: 10 }));
    expect(queryKey({ pageNum: 1, pageSize: 10, status: 0 } as PageQuery)).not.toBe(
      queryKey({ pageNum: 1, pageSize: 10 }),
    );
  });
});

describe('prefetchFirstPage', () => {
  it('calls for the first page at once, with the fixed params', () => {
    const service = vi.fn(async () => answer([1]));
    prefetchFirstPage('t8', service, { roleId: 3 });
    expect(service).toHaveBeenCalledTimes(1);
    expect(service).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, roleId: 3 });
  });

  it("hands the early answer to the table's first call for the same rows, once", async () => {
    const service = vi.fn(async () => answer([1, 2, 3]));
    const take = prefetchFirstPage('t9', service, { roleId: 3 });
    const early = take({ pageNum: 1, pageSize: 10, roleId: 3, name: '' } as PageQuery);
    expect(early).toBeDefined();
    await expect(early).resolves.toEqual(answer([1, 2, 3]));
    expect(take({ pageNum: 1, pageSize: 10, roleId: 3 } as PageQuery)).toBeUndefined();
    expect(service).toHaveBeenCalledTimes(1);
  });

  it('drops the early answer when the table asks for other rows (a preset filter)', () => {
    const service = vi.fn(async () => answer([1]));
    const take = prefetchFirstPage('t10', service);
    expect(take({ pageNum: 1, pageSize: 10, result: 'failure' } as PageQuery)).toBeUndefined();
    // and it is not kept for later either
    expect(take({ pageNum: 1, pageSize: 10 })).toBeUndefined();
  });

  it('a failed early call reaches the table as a failure, with no unhandled rejection meanwhile', async () => {
    const service = vi.fn((_q: PageQuery) => Promise.reject<Envelope<Page<number>>>(new Error('offline')));
    const take = prefetchFirstPage('t11', service);
    await new Promise((r) => setTimeout(r, 0));
    const result = await pageRequest((q) => take(q) ?? service(q))({ current: 1, pageSize: 10 });
    expect(result).toEqual({ data: [], total: 0, success: false });
    expect(service).toHaveBeenCalledTimes(1);
  });

  it('a render React redoes right away gets the call already made for the same rows, not a second one', async () => {
    const service = vi.fn(async () => answer([4]));
    // screens often make their page function anew on every render
    const remade = vi.fn(async () => answer([4]));
    prefetchFirstPage('t12', service); // the discarded render
    const take = prefetchFirstPage('t12', remade); // the redone one
    expect(service).toHaveBeenCalledTimes(1);
    expect(remade).not.toHaveBeenCalled();
    await expect(take({ pageNum: 1, pageSize: 10 })).resolves.toEqual(answer([4]));
  });

  it('asks again for other rows, once the early call was taken, or when it is older than REUSE_MS', () => {
    vi.useFakeTimers();
    try {
      const service = vi.fn(async () => answer([5]));
      prefetchFirstPage('t13', service, { status: 1 });
      prefetchFirstPage('t13', service, { status: 2 });
      expect(service).toHaveBeenCalledTimes(2);
      const take = prefetchFirstPage('t13', service, { status: 2 });
      expect(service).toHaveBeenCalledTimes(2);
      take({ pageNum: 1, pageSize: 10, status: 2 } as PageQuery);
      prefetchFirstPage('t13', service, { status: 2 });
      expect(service).toHaveBeenCalledTimes(3);
      vi.advanceTimersByTime(REUSE_MS + 1);
      prefetchFirstPage('t13', service, { status: 2 });
      expect(service).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the filters a search form starts with', () => {
  it('takes initial values, through a column transform when it has one, and skips columns not searched', () => {
    const filters = initialFilters([
      { dataIndex: 'status', initialValue: 'paid' },
      {
        dataIndex: 'created',
        initialValue: [1000, 2000],
        search: { transform: (v: never) => ({ from: v[0], to: v[1] }) },
      },
      { dataIndex: 'hidden', initialValue: 'x', hideInSearch: true },
      { dataIndex: 'off', initialValue: 'y', search: false },
      { dataIndex: ['a', 'b'], initialValue: 3 },
      { dataIndex: 'none' },
    ]);
    expect(filters).toEqual({ status: 'paid', from: 1000, to: 2000, 'a.b': 3 });
  });

  it('takes what the form already holds for a field over its start value (a preset set before the fields)', () => {
    const columns = [
      { dataIndex: 'status', initialValue: 'paid' },
      {
        dataIndex: 'created',
        initialValue: [1000, 2000],
        search: { transform: (v: never) => ({ from: v[0], to: v[1] }) },
      },
      { dataIndex: ['a', 'b'], initialValue: 3 },
      { dataIndex: 'channel' },
    ];
    // held: a range (through the transform), a nested value, a field with no start value; status not held
    expect(initialFilters(columns, { created: [5, 6], a: { b: 4 }, channel: 'huawei' })).toEqual({
      status: 'paid',
      from: 5,
      to: 6,
      'a.b': 4,
      channel: 'huawei',
    });
    // a field the form holds cleared (an address's range=all): no filter, not the start value
    expect(initialFilters(columns, { created: undefined })).toEqual({ status: 'paid', 'a.b': 3 });
    // nothing held (an empty form): the start values, as without `held`
    expect(initialFilters(columns, {})).toEqual(initialFilters(columns));
  });

  it('makes the early first page the same query the table asks for', () => {
    const early = toPageQuery({
      ...initialFilters([{ dataIndex: 'status', initialValue: 'paid' }]),
      current: 1,
      pageSize: 10,
    });
    const table = toPageQuery({ status: 'paid', current: 1, pageSize: 10 });
    expect(queryKey(early)).toBe(queryKey(table));
  });
});
