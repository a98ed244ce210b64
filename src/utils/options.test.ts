import { mergeOptions, rankList } from './options';

describe('option lists (docs/rules.md "Option lists")', () => {
  it('merges records by key: one option per key, the first record’s label', () => {
    expect(
      mergeOptions([
        { value: 1, label: 'a' },
        { value: 2, label: 'b' },
        { value: 1, label: 'a again' },
      ]),
    ).toEqual([
      { value: 1, label: 'a' },
      { value: 2, label: 'b' },
    ]);
  });

  it('groups by category where present, in the order categories first appear; no category stays ungrouped', () => {
    const merged = mergeOptions([
      { value: 'hw', label: '华为', category: 'Android' },
      { value: 'own', label: '官方' },
      { value: 'ios', label: 'App Store', category: 'iOS' },
      { value: 'mi', label: '小米', category: 'Android' },
      { value: 'hw', label: '华为 (dup)', category: 'iOS' },
      { value: 'blank', label: '无分组', category: '  ' },
    ]);
    expect(merged).toEqual([
      {
        label: 'Android',
        title: 'Android',
        options: [
          { value: 'hw', label: '华为' },
          { value: 'mi', label: '小米' },
        ],
      },
      { value: 'own', label: '官方' },
      { label: 'iOS', title: 'iOS', options: [{ value: 'ios', label: 'App Store' }] },
      { value: 'blank', label: '无分组' },
    ]);
  });

  it('a ranked list adds value 0 for missing keys and sorts by value descending', () => {
    type Row = { step: string; count: number };
    const by = {
      key: (r: Row) => r.step,
      value: (r: Row) => r.count,
      missing: (step: string) => ({ step, count: 0 }),
    };
    const ranked = rankList(
      [
        { step: 'sign', count: 2 },
        { step: 'repack', count: 5 },
      ],
      ['unpack', 'repack', 'sign', 'verify'],
      by,
    );
    expect(ranked).toEqual([
      { step: 'repack', count: 5 },
      { step: 'sign', count: 2 },
      { step: 'unpack', count: 0 },
      { step: 'verify', count: 0 },
    ]);
    // ties keep the expected keys' order; a record of an unexpected key is kept, after them
    expect(rankList([{ step: 'x', count: 0 }], ['b', 'a'], by).map((r) => r.step)).toEqual(['b', 'a', 'x']);
    expect(rankList([], ['a'], by)).toEqual([{ step: 'a', count: 0 }]);
  });
});
