import { filterBody, isPlainObject } from './bodyFilter';

describe('filterBody (docs/rules.md "Body filter")', () => {
  it('moves undefined, null and empty-string fields to the filtered set and keeps the rest', () => {
    const { body, filtered } = filterBody({
      name: 'a',
      zero: 0,
      no: false,
      space: ' ',
      list: [],
      nested: { x: null },
      u: undefined,
      n: null,
      e: '',
    });
    expect(body).toEqual({ name: 'a', zero: 0, no: false, space: ' ', list: [], nested: { x: null } });
    expect(Object.keys(filtered).sort()).toEqual(['e', 'n', 'u']);
    expect(filtered).toEqual({ u: undefined, n: null, e: '' });
  });

  it('never leaves gameId or childGameId in the body, whatever their value', () => {
    const { body, filtered } = filterBody({ gameId: 12, childGameId: '34', pageNum: 1 });
    expect(body).toEqual({ pageNum: 1 });
    expect(body).not.toHaveProperty('gameId');
    expect(body).not.toHaveProperty('childGameId');
    expect(filtered).toEqual({ gameId: 12, childGameId: '34' });
  });

  it('keeps an empty gameId in the filtered set too (the header logic decides what it means)', () => {
    const { body, filtered } = filterBody({ gameId: '', childGameId: null });
    expect(body).toEqual({});
    expect(filtered).toEqual({ gameId: '', childGameId: null });
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'text'],
    ['a number', 5],
    ['an array', [1, null, '']],
    ['FormData', new FormData()],
    ['a Blob', new Blob(['x'])],
  ])('leaves %s untouched, with an empty filtered set', (_label, value) => {
    const { body, filtered } = filterBody(value);
    expect(body).toBe(value);
    expect(filtered).toEqual({});
  });

  it('does not mutate the caller’s object', () => {
    const data = { a: 1, b: '', gameId: 3 };
    filterBody(data);
    expect(data).toEqual({ a: 1, b: '', gameId: 3 });
  });

  it('isPlainObject only accepts plain objects', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject(null)).toBe(false);
    expect(isPlainObject(new Date())).toBe(false);
    expect(isPlainObject('x')).toBe(false);
  });
});
