import { describe, expect, it } from 'vitest';
import { checkBanImport, type ImportWorld } from './importCsv';
import { importToken } from './importToken';
import type { BanKey } from './rules';

/** The import preview's token: the same for the same file and state; another when what it was checked against moves. */
const NOW = Date.UTC(2026, 10, 23, 4, 0, 0);
const HOUR = 3_600_000;
const ban = (over: Partial<BanKey> = {}): BanKey => ({
  id: 7,
  targetType: 'account',
  target: 'xhcs_00002',
  scopes: ['pay'],
  startAt: NOW - HOUR,
  endAt: null,
  liftedAt: null,
  ...over,
});
const CSV = [
  'targetType,target,scopes,start,end,reason',
  'account,xhcs_00001,login,,,a',
  'account,xhcs_00002,pay,,,b',
].join('\n');
const tokenOf = (existing: BanKey[], now = NOW, csv = CSV) => {
  const world: ImportWorld = { lang: 'en-US', now, known: () => true, existing };
  return importToken(1, checkBanImport(csv, world), existing, now);
};

describe('ban import token', () => {
  it('is the same for the same file and bans, even later (an empty start means "when imported")', () => {
    expect(tokenOf([ban()])).toBe(tokenOf([ban()], NOW + 5 * 60_000));
    expect(tokenOf([ban()])).toMatch(/^[0-9a-f]{32}$/);
  });

  it('changes when a ban a row was checked against is lifted, edited, added or expires', () => {
    const base = tokenOf([ban()]);
    expect(tokenOf([ban({ liftedAt: NOW })])).not.toBe(base);
    expect(tokenOf([ban({ scopes: ['pay', 'chat'] })])).not.toBe(base);
    expect(tokenOf([ban(), ban({ id: 8, target: 'xhcs_00001', scopes: ['chat'] })])).not.toBe(base);
    const ending = tokenOf([ban({ endAt: NOW + HOUR })]);
    expect(tokenOf([ban({ endAt: NOW + HOUR })], NOW + 2 * HOUR)).not.toBe(ending);
  });

  it('changes when a row’s start, end, scopes, target or reason is edited, or a row becomes another kind', () => {
    const file = (row: string) => ['targetType,target,scopes,start,end,reason', row].join('\n');
    const base = tokenOf([], NOW, file('account,xhcs_00001,login,2026-11-24 10:00,2026-12-31,a'));
    const edits = [
      'account,xhcs_00001,login,2026-11-24 10:30,2026-12-31,a',
      'account,xhcs_00001,login,,2026-12-31,a',
      'account,xhcs_00001,login,2026-11-24 10:00,2026-12-30,a',
      'account,xhcs_00001,login,2026-11-24 10:00,,a',
      'account,xhcs_00001,login|pay,2026-11-24 10:00,2026-12-31,a',
      'account,xhcs_00003,login,2026-11-24 10:00,2026-12-31,a',
      'role,xhcs_00001,login,2026-11-24 10:00,2026-12-31,a',
      'account,xhcs_00001,login,2026-11-24 10:00,2026-12-31,b',
      'account,xhcs_00001,login,not-a-time,2026-12-31,a',
    ];
    const tokens = edits.map((row) => tokenOf([], NOW, file(row)));
    tokens.forEach((t, i) => expect(t, edits[i]).not.toBe(base));
    expect(new Set(tokens).size).toBe(tokens.length);
    // the scopes in another order are the same ban
    expect(tokenOf([], NOW, file('account,xhcs_00001,pay|login,,,a'))).toBe(
      tokenOf([], NOW, file('account,xhcs_00001,login|pay,,,a')),
    );
  });

  it('ignores bans on targets the file does not name, and names the game and the rows', () => {
    const base = tokenOf([ban()]);
    expect(tokenOf([ban(), ban({ id: 9, target: 'xhcs_00099', scopes: ['login'] })])).toBe(base);
    expect(tokenOf([ban()], NOW, CSV.replace(',a', ',another reason'))).not.toBe(base);
    const world: ImportWorld = { lang: 'en-US', now: NOW, known: () => true, existing: [ban()] };
    expect(importToken(2, checkBanImport(CSV, world), [ban()], NOW)).not.toBe(base);
  });

  it('keeps the columns of a row apart: text moved from the start into the reason is another file', () => {
    const file = (row: string) => ['targetType,target,scopes,start,end,reason', row].join('\n');
    const start = tokenOf([], NOW, file('account,xhcs_00001,login,2026-11-24,,x'));
    expect(start).not.toBe(tokenOf([], NOW, file('account,xhcs_00001,login,,,2026-11-24x')));
  });

  it('changes when a skipped row is skipped for another reason, or the file has another problem', () => {
    const rows = ['account,xhcs_00001,login,,,a', 'account,nobody_404,login,,,b'];
    const unknown = (target: string) => target !== 'nobody_404';
    const check = (csv: string, known: (type: string, target: string) => boolean = () => true) =>
      importToken(1, checkBanImport(csv, { lang: 'en-US', now: NOW, known, existing: [] }), [], NOW);
    const csv = ['targetType,target,scopes,start,end,reason', ...rows].join('\n');
    // row 3: an unknown target, or a known one written with a bad scope: both skipped, but the preview said which
    const badScope = csv.replace('nobody_404,login', 'nobody_404,flying');
    expect(check(csv, (_t, target) => unknown(target))).not.toBe(check(badScope));
    // no rows at all: with a duplicated column or without
    expect(check('targetType,target,scopes,start,end,reason')).not.toBe(
      check('targetType,target,scopes,start,end,reason,reason'),
    );
  });

  it('leaves out a ban that ends exactly now, and does not depend on the order bans are kept in', () => {
    const other = ban({ id: 8, target: 'xhcs_00001', scopes: ['chat'] });
    expect(tokenOf([ban(), other])).toBe(tokenOf([other, ban()]));
    expect(tokenOf([ban({ endAt: NOW })])).toBe(tokenOf([]));
    expect(tokenOf([ban({ endAt: NOW + 1 })])).not.toBe(tokenOf([]));
  });

  it('binds every row to its own start: editing the second row’s start changes it too', () => {
    const file = (second: string) =>
      [
        'targetType,target,scopes,start,end,reason',
        'account,xhcs_00001,login,2026-11-24 10:00,,a',
        `account,xhcs_00003,login,${second},,b`,
      ].join('\n');
    expect(tokenOf([], NOW, file('2026-11-25 10:00'))).not.toBe(tokenOf([], NOW, file('2026-11-25 12:00')));
  });

  it('counts a lifted ban as none, a running ban on another scope of a named target as one, and its end', () => {
    expect(tokenOf([ban({ liftedAt: NOW - HOUR })])).toBe(tokenOf([]));
    const chat = (endAt: number | null) => ban({ scopes: ['chat'], endAt });
    expect(tokenOf([chat(NOW + HOUR)])).not.toBe(tokenOf([]));
    expect(tokenOf([chat(NOW + HOUR)])).not.toBe(tokenOf([chat(NOW + 2 * HOUR)]));
    expect(tokenOf([chat(NOW + HOUR)])).not.toBe(tokenOf([chat(null)]));
  });

  it('changes when the file has another problem, as many as before', () => {
    const check = (csv: string) =>
      importToken(1, checkBanImport(csv, { lang: 'en-US', now: NOW, known: () => true, existing: [] }), [], NOW);
    expect(check('targetType,target,scopes,start,end')).not.toBe(
      check('targetType,target,scopes,start,end,reason,reason'),
    );
  });
});
