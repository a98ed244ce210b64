import { describe, expect, it } from 'vitest';
import { diffSnapshots, matchElements, sameContent } from './diff';

describe('diff of two versions', () => {
  it('finds nothing between equal versions, whatever the key order, and leaves out ignored bookkeeping', () => {
    const a = { key: 'x', value: { n: 1, m: [1, 2] }, updated: 1, updatedBy: 'a' };
    const b = { value: { m: [1, 2], n: 1 }, key: 'x', updated: 2, updatedBy: 'b' };
    expect(diffSnapshots(a, b, { ignore: ['updated', 'updatedBy'] })).toEqual([]);
    expect(sameContent(a, b, { ignore: ['updated', 'updatedBy'] })).toBe(true);
    expect(diffSnapshots(a, b).map((c) => c.path)).toEqual(['updated', 'updatedBy']);
  });

  it('names nested fields by path: changed, added and removed', () => {
    const a = { caps: { young: { perPayment: 5000, perMonth: 20000 } }, note: 'old', gone: true };
    const b = { caps: { young: { perPayment: 3000, perMonth: 20000 }, older: { perPayment: 1 } }, note: 'old' };
    expect(diffSnapshots(a, b)).toEqual([
      { path: 'caps.young.perPayment', op: 'changed', before: 5000, after: 3000 },
      { path: 'caps.older.perPayment', op: 'added', after: 1 },
      { path: 'gone', op: 'removed', before: true },
    ]);
  });

  it('compares lists element-wise: added, removed, an element replaced in place', () => {
    expect(diffSnapshots({ t: ['alipay', 'wechat'] }, { t: ['alipay', 'wechat', 'unionpay'] })).toEqual([
      { path: 't[2]', op: 'added', after: 'unionpay' },
    ]);
    expect(diffSnapshots({ t: ['alipay', 'wechat', 'unionpay'] }, { t: ['alipay', 'unionpay'] })).toEqual([
      { path: 't[1]', op: 'removed', before: 'wechat' },
    ]);
    expect(diffSnapshots({ t: ['a', 'b', 'c'] }, { t: ['a', 'x', 'c'] })).toEqual([
      { path: 't[1]', op: 'changed', before: 'b', after: 'x' },
    ]);
    // an element added at the front is not a change of order
    expect(diffSnapshots({ t: ['a', 'b'] }, { t: ['z', 'a', 'b'] })).toEqual([
      { path: 't[0]', op: 'added', after: 'z' },
    ]);
  });

  it('notes a change of order of the same elements', () => {
    expect(diffSnapshots({ t: ['alipay', 'wechat'] }, { t: ['wechat', 'alipay'] })).toEqual([
      { path: 't', op: 'reordered', before: ['alipay', 'wechat'], after: ['wechat', 'alipay'] },
    ]);
  });

  it('compares lists of objects: by id when they have one, an edited element field by field', () => {
    const a = {
      rows: [
        { id: 1, v: 'a' },
        { id: 2, v: 'b' },
        { id: 3, v: 'c' },
      ],
    };
    const b = {
      rows: [
        { id: 3, v: 'c' },
        { id: 1, v: 'A' },
        { id: 4, v: 'd' },
      ],
    };
    expect(diffSnapshots(a, b)).toEqual([
      { path: 'rows[1]', op: 'removed', before: { id: 2, v: 'b' } },
      { path: 'rows[1].v', op: 'changed', before: 'a', after: 'A' },
      { path: 'rows[2]', op: 'added', after: { id: 4, v: 'd' } },
      { path: 'rows', op: 'reordered', before: [1, 2, 3], after: [3, 1, 4] },
    ]);
    // without ids: equal elements pair first, then an edited one by position
    const w = [
      { start: '20:00', end: '21:00' },
      { start: '10:00', end: '11:00' },
    ];
    const w2 = [
      { start: '20:00', end: '21:00' },
      { start: '10:00', end: '12:00' },
    ];
    expect(diffSnapshots({ w }, { w: w2 })).toEqual([
      { path: 'w[1].end', op: 'changed', before: '11:00', after: '12:00' },
    ]);
    expect(matchElements(w, [...w].reverse())).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('says whether a secret changed, never its value, and also when it did not', () => {
    const a = { merchantId: 'm1', apiKey: 'hmac:aaa', privateKey: 'hmac:bbb', rules: { secretKey: 'hmac:ccc' } };
    const b = { merchantId: 'm1', apiKey: 'hmac:zzz', privateKey: 'hmac:bbb', rules: { secretKey: 'hmac:ccc' } };
    const changes = diffSnapshots(a, b, { secrets: ['apiKey', 'privateKey', 'rules.secretKey', 'certPassword'] });
    expect(changes).toEqual([
      { path: 'apiKey', op: 'changed', secret: true, changed: true },
      { path: 'privateKey', op: 'changed', secret: true, changed: false },
      { path: 'rules.secretKey', op: 'changed', secret: true, changed: false },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/hmac/);
    expect(sameContent(a, b, { secrets: ['apiKey'] })).toBe(false);
    expect(sameContent(a, { ...a }, { secrets: ['apiKey', 'privateKey'] })).toBe(true);
  });

  it('counts an object present on one side field by field, so a secret inside it stays hidden', () => {
    const changes = diffSnapshots(
      { mode: 'inherit', rules: null },
      { mode: 'override', rules: { secretKey: 'hmac:x', guestMinutes: 60 } },
      { secrets: ['rules.secretKey'] },
    );
    expect(changes).toEqual([
      { path: 'mode', op: 'changed', before: 'inherit', after: 'override' },
      { path: 'rules.secretKey', op: 'changed', secret: true, changed: true },
      { path: 'rules.guestMinutes', op: 'added', after: 60 },
    ]);
  });
});
