import { createRequire } from 'node:module';
import umiRequest from 'umi-request';
import { encode, parse, stringify } from './qs';

/**
 * The shim against the real qs (a dependency of umi-request, loaded past the `qs` alias) with umi-request's options,
 * over the shapes the console sends: list filters, dates, arrays, nulls, nested objects, Chinese text and reserved
 * characters.
 */
const real = createRequire(import.meta.url)('qs/lib/index.js') as {
  stringify: (v: unknown, o: object) => string;
  parse: (s: string, o: object) => Record<string, unknown>;
};
const OPTIONS = { arrayFormat: 'repeat', strictNullHandling: true } as const;

describe('qs shim: stringify', () => {
  const cases: [string, unknown][] = [
    ['a flat list filter', { current: 1, pageSize: 20, name: '星辰', status: '1' }],
    ['booleans and zero', { on: true, off: false, zero: 0 }],
    ['undefined skipped, null as a bare key', { a: undefined, b: null, c: '' }],
    ['dates as ISO strings', { from: new Date(Date.UTC(2026, 10, 21, 16, 0, 0)) }],
    ['arrays repeat the key', { ids: [3, 1, 2], empty: [], withNull: ['x', null] }],
    ['nested objects as key[sub]', { sort: { field: 'createTime', order: 'desc' }, deep: { a: { b: [1, 2] } } }],
    ['reserved characters', { q: "a b&c=d/e?f#g!h'i(j)k*l~m.n_o-p+q%r" }],
    ['keys with brackets and spaces', { 'a b': 1, 'x[y]': 2 }],
    ['emoji and CJK', { name: '游戏🎮 测试', ключ: 'значение' }],
    ['an array at the top', ['a', 'b']],
  ];
  it.each(cases)('%s: same as qs', (_, value) => {
    expect(stringify(value, OPTIONS)).toBe(real.stringify(value, OPTIONS));
  });

  it('null without strictNullHandling keeps "key=" as qs does', () => {
    expect(stringify({ a: null })).toBe(real.stringify({ a: null }, {}));
  });

  it('non-objects give an empty string', () => {
    expect(stringify(null)).toBe('');
    expect(stringify('text')).toBe('');
    expect(stringify(undefined)).toBe('');
  });

  it('encodes a lone surrogate instead of throwing', () => {
    expect(encode('a\uD800b')).toBe('a%EF%BF%BDb');
  });
});

describe('qs shim: parse', () => {
  const cases: [string, string][] = [
    ['plain pairs', 'current=1&pageSize=20&name=%E6%98%9F%E8%BE%B0'],
    ['repeated keys become a list', 'ids=3&ids=1&ids=2'],
    ['a bare key is null', 'flag&x=1'],
    ['plus is a space', 'q=a+b%20c'],
    ['nested keys', 'sort[field]=createTime&sort[order]=desc'],
    ['a leading question mark', '?a=1'],
    ['empty value', 'a='],
    ['bad escapes stay as typed', 'a=%E0%A4%A'],
  ];
  it.each(cases)('%s: same as qs', (_, text) => {
    expect(parse(text, OPTIONS)).toEqual(real.parse(text, { ...OPTIONS, ignoreQueryPrefix: true }));
  });

  it('a bare key is "" without strictNullHandling', () => {
    expect(parse('flag')).toEqual({ flag: '' });
  });

  it('never writes to the prototype', () => {
    const parsed = parse('__proto__[polluted]=1&constructor[prototype][x]=1&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('umi-request through the alias', () => {
  it('sends GET params and form bodies as qs would', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await umiRequest.get('/x', { params: { ids: [1, 2], name: '星 辰', none: null } });
      await umiRequest.post('/y', { data: { a: [1, 2], b: { c: 'd' } }, requestType: 'form' });
    } finally {
      vi.unstubAllGlobals();
    }
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0][0]).toBe('/x?ids=1&ids=2&name=%E6%98%9F%20%E8%BE%B0&none');
    expect(calls[1][1].body).toBe('a=1&a=2&b%5Bc%5D=d');
  });
});
