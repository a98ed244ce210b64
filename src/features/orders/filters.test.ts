import {
  addressOf,
  presetFromAddress,
  queryToRange,
  rangeToQuery,
  todayRange,
  withoutRangeForExactNo,
} from './filters';

/** 2026-11-23 10:20:30 in China: the business day (docs/rules.md "Business time zone") is the 23rd. */
const NOW = Date.parse('2026-11-23T10:20:30+08:00');
const china = (text: string) => Date.parse(`${text}+08:00`);

describe('order filters and the address', () => {
  it('today runs from the start to the end of the business day', () => {
    expect(todayRange(NOW)).toEqual([china('2026-11-23T00:00:00.000'), china('2026-11-23T23:59:59.999')]);
  });

  it('a picked range becomes [from, to) with the last second included', () => {
    const q = rangeToQuery([china('2026-11-23T00:00:00'), china('2026-11-23T23:59:59')], 'createdFrom', 'createdTo');
    expect(q.createdFrom).toBe(china('2026-11-23T00:00:00'));
    expect(q.createdTo).toBe(china('2026-11-24T00:00:00'));
    expect(rangeToQuery(undefined, 'a', 'b')).toEqual({ a: undefined, b: undefined });
  });

  it('from/to in the address round-trip through the range picker', () => {
    const from = Date.parse('2026-11-22T16:00:00Z');
    const to = from + 86_400_000;
    const range = queryToRange(from, to);
    expect(rangeToQuery(range, 'f', 't')).toEqual({ f: from, t: to });
  });

  it('presets the range and the known filters from the address, ignoring unknown values', () => {
    const q = new URLSearchParams('range=today&status=paid&orderNo=%20O1%20&bogus=1');
    const v = presetFromAddress(q, {
      rangeField: 'created',
      keys: ['status', 'orderNo'],
      enums: { status: ['paid', 'delivered'] },
      now: NOW,
    });
    expect(v && Object.keys(v).sort()).toEqual(['created', 'orderNo', 'status']);
    expect(v?.orderNo).toBe('O1');
    expect(((v || {}) as Record<string, unknown>).created).toEqual(todayRange(NOW));

    const bad = presetFromAddress(new URLSearchParams('status=nope'), {
      keys: ['status'],
      enums: { status: ['paid'] },
    });
    expect(bad).toBeUndefined();
  });

  it('explicit bounds from the welcome page preset the range; a reversed pair does not', () => {
    const from = 1_700_000_000_000;
    const ok = presetFromAddress(new URLSearchParams(`createdFrom=${from}&createdTo=${from + 1000}`), {
      rangeField: 'created',
      keys: [],
    });
    expect(((ok || {}) as Record<string, unknown>).created).toEqual([from, from + 999]);
    const reversed = presetFromAddress(new URLSearchParams(`createdFrom=${from}&createdTo=${from}`), {
      rangeField: 'created',
      keys: [],
    });
    expect(reversed).toBeUndefined();
  });

  it('writes an address from filters, leaving empty ones out', () => {
    expect(addressOf('/order/refund', { status: 'applied', account: '' })).toBe('/order/refund?status=applied');
    expect(addressOf('/order/flow', {})).toBe('/order/flow');
    const a = addressOf('/order/flow', { createdFrom: 1000, createdTo: 5000, status: 'paid' });
    expect(a).toBe('/order/flow?createdFrom=1000&createdTo=5000&status=paid');
    // and the list opened at that address is preset to the very same filters
    const back = presetFromAddress(new URL(a, 'http://x').searchParams, { rangeField: 'r', keys: ['status'] });
    expect(Object.keys(back ?? {}).sort()).toEqual(['r', 'status']);
    expect(back?.status).toBe('paid');
    expect((back as Record<string, unknown>).r).toEqual([1000, 4999]);
  });

  it('an exact order number drops the time range; other filters keep it', () => {
    const q = { pageNum: 1, pageSize: 10, createdFrom: 1, createdTo: 2 };
    expect(withoutRangeForExactNo({ ...q, orderNo: 'O1' }, 'createdFrom', 'createdTo')).toEqual({
      pageNum: 1,
      pageSize: 10,
      orderNo: 'O1',
    });
    expect(withoutRangeForExactNo({ ...q, account: 'a' }, 'createdFrom', 'createdTo')).toEqual({ ...q, account: 'a' });
    expect(withoutRangeForExactNo({ ...q, gameOrderNo: '  ' }, 'createdFrom', 'createdTo')).toEqual({
      ...q,
      gameOrderNo: '  ',
    });
  });
});
