import { addressOf, presetFromAddress, queryToRange, rangeToInclusiveQuery, rangeToQuery } from './address';

/** A list's search form preset from its address (docs/rules.md "Lists"), in business days. */
const china = (text: string) => Date.parse(`${text}+08:00`);
const q = (text: string) => new URLSearchParams(text);

describe('a list preset from its address', () => {
  it('reads today as China’s day, whatever the machine’s zone', () => {
    const machineZone = process.env.TZ;
    process.env.TZ = 'America/Sao_Paulo';
    try {
      // 01:00 on the 26th in China is 14:00 on the 25th in São Paulo
      const v = presetFromAddress(q('range=today'), { rangeField: 'r', keys: [], now: china('2026-11-26T01:00:00') });
      expect(v).toEqual({ r: [china('2026-11-26T00:00:00'), china('2026-11-26T23:59:59.999')] });
    } finally {
      process.env.TZ = machineZone;
    }
  });

  it('takes its own range keys, numbers, lists and field names, and leaves out what is not allowed', () => {
    const opts = {
      rangeField: 'timeRange',
      fromKey: 'from',
      toKey: 'to',
      keys: ['gameId', 'result', 'scope'],
      fields: { gameId: 'filterGameId' },
      numbers: ['gameId', 'scope'],
      lists: ['scope'],
      enums: { result: ['success', 'failure'] },
    };
    expect(presetFromAddress(q('gameId=1&from=10&to=2010&result=failure&scope=0&scope=3'), opts)).toEqual({
      filterGameId: 1,
      timeRange: [10, 2009],
      result: 'failure',
      scope: [0, 3],
    });
    // a value not allowed, a number that is not one, a list with a bad member: each left out
    expect(presetFromAddress(q('result=maybe&gameId=x&scope=1&scope=y'), opts)).toBeUndefined();
    // range=all empties the range
    expect(presetFromAddress(q('range=all'), opts)).toEqual({ timeRange: undefined });
  });

  it('turns a range into the backend’s bounds: the end exclusive, or inclusive to its last millisecond', () => {
    const range = [china('2026-11-26T00:00:00'), china('2026-11-26T23:59:59.500')];
    expect(rangeToQuery(range, 'f', 't')).toEqual({ f: china('2026-11-26T00:00:00'), t: china('2026-11-27T00:00:00') });
    expect(rangeToInclusiveQuery(range, 'f', 't')).toEqual({
      f: china('2026-11-26T00:00:00'),
      t: china('2026-11-27T00:00:00') - 1,
    });
    expect(rangeToInclusiveQuery(['x', null], 'f', 't')).toEqual({ f: undefined, t: undefined });
    expect(queryToRange(10, 20)).toEqual([10, 19]);
    expect(addressOf('/oplog', { gameId: 1, from: 10, to: undefined })).toBe('/oplog?gameId=1&from=10');
  });
});
