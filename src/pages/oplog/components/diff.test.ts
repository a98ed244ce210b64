import { changedKeys, diffEntries } from './diff';

describe('diffEntries', () => {
  it('marks changed, kept, added and removed keys of two objects', () => {
    const rows = diffEntries({ name: 'a', status: 1, tags: [1] }, { name: 'b', status: 1, note: 'x' });
    expect(rows).toEqual([
      { key: 'name', before: 'a', after: 'b', kind: 'changed' },
      { key: 'status', before: '1', after: '1', kind: 'same' },
      { key: 'tags', before: '[1]', after: null, kind: 'removed' },
      { key: 'note', before: null, after: 'x', kind: 'added' },
    ]);
    expect(changedKeys(rows)).toEqual(['name', 'tags', 'note']);
  });
  it('treats a create (no before) as all added and a delete (no after) as all removed', () => {
    expect(diffEntries(null, { id: 1 })).toEqual([{ key: 'id', before: null, after: '1', kind: 'added' }]);
    expect(diffEntries({ id: 1 }, null)).toEqual([{ key: 'id', before: '1', after: null, kind: 'removed' }]);
    expect(diffEntries(null, null)).toEqual([]);
  });
  it('compares non-objects as one value and nested objects as JSON text', () => {
    expect(diffEntries('x', 'y')).toEqual([{ key: '', before: 'x', after: 'y', kind: 'changed' }]);
    expect(diffEntries({ a: { b: 1 } }, { a: { b: 1 } })[0].kind).toBe('same');
    expect(diffEntries({ a: { b: 1 } }, { a: { b: 2 } })[0].kind).toBe('changed');
  });
});
