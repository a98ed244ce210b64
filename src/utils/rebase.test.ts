import { toPicker } from '@/utils/businessTime';
import { BizError } from '@/request/errors';
import { canonicalValue, flatValues, rebaseValues, staleChanges, staleOf, versionOf } from './rebase';

/** A stale save's difference and re-apply (docs/rules.md "Request ids and versions"), field by field. */
describe('staleOf', () => {
  const refusal = (code: string, data: unknown) =>
    new BizError({ success: false, errorCode: code, errorMessage: '张伟 已于 …' }, { code, data });
  it('reads the latest version, who, when and the record from an A0409 refusal; nothing from anything else', () => {
    const record = { id: 1, name: 'b' };
    expect(
      staleOf(refusal('A0409', { baseVersion: 2, recordVersion: 3, savedBy: '张伟', savedAt: 5, record })),
    ).toEqual({
      baseVersion: 2,
      recordVersion: 3,
      savedBy: '张伟',
      savedAt: 5,
      record,
      message: '张伟 已于 …',
    });
    expect(staleOf(refusal('A0400', { recordVersion: 3 }))).toBeUndefined();
    expect(staleOf(refusal('A0409', null))).toBeUndefined();
    expect(staleOf(new Error('A0409'))).toBeUndefined();
  });
});

describe('canonicalValue', () => {
  it('treats empty values alike, sorts keys, and compares dates by their instant', () => {
    expect(canonicalValue(undefined)).toBe(canonicalValue(''));
    expect(canonicalValue(null)).toBe(canonicalValue(''));
    expect(canonicalValue({ b: 1, a: [1, ''] })).toBe(canonicalValue({ a: [1, null], b: 1, c: '' }));
    expect(canonicalValue(toPicker(1_700_000_000_000)!)).toBe(canonicalValue(toPicker(1_700_000_000_000)!));
    expect(canonicalValue(toPicker(1_700_000_000_000)!)).not.toBe(canonicalValue(toPicker(1_700_000_001_000)!));
    expect(canonicalValue(0)).not.toBe(canonicalValue(''));
    expect(canonicalValue(false)).not.toBe(canonicalValue(''));
  });
});

describe('staleChanges and rebaseValues', () => {
  // the operator loaded `base`; someone saved `latest`; the operator typed `typed`
  const base = { name: 'a', url: 'https://x', rate: '1', values: { appKey: 'k1', secret: 's1' }, list: [1, 2] };
  const latest = { name: 'b', url: 'https://x', rate: '2', values: { appKey: 'k2', secret: 's1' }, list: [1, 2] };
  const typed = {
    name: 'a',
    url: 'https://y',
    rate: '3',
    values: { appKey: 'k1', secret: 's9' },
    list: [2, 1],
    changeReason: '调整',
  };

  it('names each field that differs from the latest version and who changed it since the base', () => {
    expect(staleChanges(base, latest, typed)).toEqual([
      { path: 'name', op: 'changed', before: 'b', after: 'a', by: 'theirs' },
      { path: 'url', op: 'changed', before: 'https://x', after: 'https://y', by: 'mine' },
      { path: 'rate', op: 'changed', before: '2', after: '3', by: 'both' },
      { path: 'values.appKey', op: 'changed', before: 'k2', after: 'k1', by: 'theirs' },
      { path: 'values.secret', op: 'changed', before: 's1', after: 's9', by: 'mine' },
      { path: 'list', op: 'changed', before: [1, 2], after: [2, 1], by: 'mine' },
      { path: 'changeReason', op: 'added', before: undefined, after: '调整', by: 'mine' },
    ]);
    expect(staleChanges(base, base, base)).toEqual([]);
  });

  it('re-applies the operator’s changed fields on the latest version and takes the rest from it', () => {
    expect(rebaseValues(base, latest, typed)).toEqual({
      name: 'b',
      url: 'https://y',
      rate: '3',
      values: { appKey: 'k2', secret: 's9' },
      list: [2, 1],
      changeReason: '调整',
    });
  });

  it('a field the other person cleared stays cleared unless the operator changed it', () => {
    expect(rebaseValues({ note: 'x', tag: 't' }, { note: '', tag: '' }, { note: 'x', tag: 'mine' })).toEqual({
      note: '',
      tag: 'mine',
    });
  });

  it('flattens nested plain objects only (lists and dates are values)', () => {
    const at = toPicker(0)!;
    expect(flatValues({ a: { b: { c: 1 } }, l: [{ x: 1 }], at, empty: {} })).toEqual({
      'a.b.c': 1,
      l: [{ x: 1 }],
      at,
      empty: {},
    });
  });
});

describe('versionOf', () => {
  it('is the record’s stamp, or nothing for a record without one', () => {
    expect(versionOf({ id: 1, recordVersion: 3 })).toBe(3);
    expect(versionOf({ id: 1 })).toBeUndefined();
    expect(versionOf(undefined)).toBeUndefined();
  });
});
