import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startOnce } from './setup';
import { reset } from './store';
import { hasHistory, moveVersion, stampOf, stampRows, stamped, takeVersionsFrom } from './versions';

// the framework alone (no domain set up): versions need nothing of a domain
startOnce([]);

/**
 * Record versions (docs/rules.md "Request ids and versions"): the version, who saved it and when, that a reader sees
 * on a record and an edit sends back as `baseVersion`. A wrong stamp lets a stale save through or refuses a fresh one.
 */
beforeEach(() => reset());
// a test that registers a history's versions takes them back
afterEach(() => takeVersionsFrom(() => []));

it('with no history registered (no domain set up), a record of a history kind is version 1 from its row', () => {
  expect(stampOf('payConfig', 8, 1, { updatedBy: 'row', updated: 1 })).toEqual({
    recordVersion: 1,
    savedBy: 'row',
    savedAt: 1,
  });
});

describe('a record without a configuration history', () => {
  it('is version 1 until a change goes through, stamped with who and when its row says', () => {
    expect(stampOf('role', 5, 1, { updatedBy: '张伟', updated: 1000, creator: 'admin', created: 500 })).toEqual({
      recordVersion: 1,
      savedBy: '张伟',
      savedAt: 1000,
    });
    // the row's other spellings, in their order: updatedBy, operator, creator; updated, updatedAt, created, createdAt
    expect(stampOf('role', 5, 1, { operator: 'op', creator: 'c', updatedAt: 7, created: 3 })).toEqual({
      recordVersion: 1,
      savedBy: 'op',
      savedAt: 7,
    });
    expect(stampOf('role', 5, 1, { creator: 'c', createdAt: 9 })).toEqual({
      recordVersion: 1,
      savedBy: 'c',
      savedAt: 9,
    });
    expect(stampOf('role', 5, 1, { created: 4, createdAt: 9 })).toEqual({ recordVersion: 1, savedBy: '', savedAt: 4 });
    // a name or time of the wrong type is not taken; no row, nobody and never
    expect(stampOf('role', 5, 1, { updatedBy: 3, creator: 'c', updated: '2026', created: 2 })).toEqual({
      recordVersion: 1,
      savedBy: 'c',
      savedAt: 2,
    });
    expect(stampOf('role', 5, 1)).toEqual({ recordVersion: 1, savedBy: '', savedAt: 0 });
    expect(stampOf('role', 5, 1, 'not a row')).toEqual({ recordVersion: 1, savedBy: '', savedAt: 0 });
  });

  it('moves on by one per change, naming who made it and when, per kind and id', () => {
    moveVersion('role', 5, 1, 'luoyi', 2000);
    expect(stampOf('role', 5, 1, { updatedBy: 'row', updated: 1 })).toEqual({
      recordVersion: 2,
      savedBy: 'luoyi',
      savedAt: 2000,
    });
    moveVersion('role', 5, 1, 'admin', 3000);
    expect(stampOf('role', 5, 1)).toEqual({ recordVersion: 3, savedBy: 'admin', savedAt: 3000 });
    // another record, another kind with the same id: their own versions
    expect(stampOf('role', 6, 1).recordVersion).toBe(1);
    expect(stampOf('person', 5, 1).recordVersion).toBe(1);
    // the stamp handed out is a copy: changing it does not move the record's version
    const seen = stampOf('role', 5, 1);
    seen.recordVersion = 99;
    expect(stampOf('role', 5, 1).recordVersion).toBe(3);
  });

  it('forgets its versions when the backend is reset', () => {
    moveVersion('role', 5, 1, 'luoyi', 2000);
    reset();
    expect(stampOf('role', 5, 1).recordVersion).toBe(1);
  });
});

describe('a record with a configuration history', () => {
  it('takes its version, who and when from the history of that record in that game', () => {
    expect(hasHistory('payConfig')).toBe(true);
    expect(hasHistory('role')).toBe(false);
    const asked: unknown[] = [];
    takeVersionsFrom((kind, id, gameId) => {
      asked.push([kind, id, gameId]);
      return gameId === 2
        ? [
            { version: 1, operatorName: 'a', time: 10 },
            { version: 2, operatorName: 'b', time: 20 },
            { version: 4, operatorName: '张伟', time: 40 },
          ]
        : [];
    });
    expect(stampOf('payConfig', 8, 2, { updatedBy: 'row', updated: 1 })).toEqual({
      recordVersion: 4,
      savedBy: '张伟',
      savedAt: 40,
    });
    expect(asked).toEqual([['payConfig', 8, 2]]);
    // never saved: version 1, its baseline, stamped from the row
    expect(stampOf('payConfig', 8, 1, { updatedBy: 'row', updated: 1 })).toEqual({
      recordVersion: 1,
      savedBy: 'row',
      savedAt: 1,
    });
  });

  it('is not moved by the version table: its history moves it', () => {
    moveVersion('payConfig', 8, 1, 'luoyi', 2000);
    expect(stampOf('payConfig', 8, 1)).toEqual({ recordVersion: 1, savedBy: '', savedAt: 0 });
  });
});

describe('stamped answers', () => {
  it('stamps a copy of a record with an id; a row without one, or no row, is answered as it is', () => {
    moveVersion('role', 5, 1, 'luoyi', 2000);
    const row = { id: 5, name: 'ops' };
    expect(stamped('role', row, 5, 1)).toEqual({
      id: 5,
      name: 'ops',
      recordVersion: 2,
      savedBy: 'luoyi',
      savedAt: 2000,
    });
    expect(row).toEqual({ id: 5, name: 'ops' });
    expect(stamped('role', row, undefined, 1)).toBe(row);
    expect(stamped('role', null, 5, 1)).toBeNull();
  });

  it('stamps a page’s list, a list, a tree’s children and one record, each by its own id', () => {
    moveVersion('resource', 2, 1, 'luoyi', 2000);
    const v = (recordVersion: number) => expect.objectContaining({ recordVersion });
    const page = stampRows('resource', { total: 2, list: [{ id: 1 }, { id: 2 }] }, 1) as {
      total: number;
      list: unknown[];
    };
    expect(page.total).toBe(2);
    expect(page.list).toEqual([v(1), v(2)]);
    expect(stampRows('resource', [{ id: 2 }, { id: 1 }], 1)).toEqual([v(2), v(1)]);
    expect(stampRows('resource', { id: 2 }, 1)).toEqual({ id: 2, recordVersion: 2, savedBy: 'luoyi', savedAt: 2000 });
    const tree = stampRows('resource', [{ id: 1, children: [{ id: 2, children: [] }] }], 1);
    expect(tree).toEqual([{ id: 1, recordVersion: 1, savedBy: '', savedAt: 0, children: [v(2)] }]);
    // a row whose id is not a number is not stamped; another id can be named
    expect(stampRows('resource', [{ id: '2' }], 1)).toEqual([{ id: '2' }]);
    expect(stampRows('resource', [{ code: 2 }], 1, (r) => r.code as number)).toEqual([v(2)]);
    // what is not a row stays as it is
    expect(stampRows('resource', [1, null], 1)).toEqual([1, null]);
    expect(stampRows('resource', { list: 'x' }, 1)).toEqual({ list: 'x' });
  });
});
