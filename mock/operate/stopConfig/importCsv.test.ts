import { describe, expect, it } from 'vitest';
import { checkBanImport, type ImportWorld } from './importCsv';
import type { BanKey } from './rules';

const NOW = Date.UTC(2026, 10, 23, 4, 0, 0); // 2026-11-23 12:00 China time
const KNOWN = new Set(['account:xhcs_00001', 'account:xhcs_00002', 'role:10100000001', 'device:0123456789abcdef']);
const existing: BanKey[] = [
  {
    id: 7,
    targetType: 'account',
    target: 'xhcs_00002',
    scopes: ['login', 'pay'],
    startAt: NOW - 3_600_000,
    endAt: null,
    liftedAt: null,
  },
];
const world = (over: Partial<ImportWorld> = {}): ImportWorld => ({
  lang: 'en-US',
  now: NOW,
  known: (type, value) => KNOWN.has(`${type}:${value}`),
  existing,
  ...over,
});
const HEADER = 'targetType,target,scopes,start,end,reason';
const check = (lines: string[], w = world()) => checkBanImport([HEADER, ...lines].join('\n'), w);

describe('ban CSV import', () => {
  it('accepts valid rows of every target type, with several scopes and open ends', () => {
    const r = check([
      'account,xhcs_00001,login|pay,2026-11-24 00:00,2026-12-01,cheating',
      'role,10100000001,"chat,login",,,spam',
      'device,0123456789ABCDEF,register,,2026-12-31 23:59,farm',
      'ip,240e:3a1::9f,login;register,,,proxy',
    ]);
    expect(r.fileErrors).toEqual([]);
    expect(r.rows.map((x) => x.kind)).toEqual(['valid', 'valid', 'valid', 'valid']);
    expect(r.validCount).toBe(4);
    expect(r.bans[1]).toMatchObject({ row: 3, scopes: ['chat', 'login'], startAt: NOW, endAt: null });
    expect(r.bans[2].target).toBe('0123456789abcdef');
  });

  it('reports each bad value by row and column', () => {
    const r = check([
      'player,xhcs_00001,login,,,x',
      'account,xhcs_00001,fly,,,x',
      'account,xhcs_00001,login,someday,,x',
      'account,xhcs_00001,login,2026-11-25,2026-11-24,x',
      'account,xhcs_00001,login,2026-11-01,2026-11-02,x',
      'ip,300.1.1.1,login,,,x',
      'account,xhcs_00001,login,,,',
      `account,xhcs_00001,chat,,,${'x'.repeat(201)}`,
    ]);
    const problems = r.rows.map((x) => x.errors.map((e) => `${x.row}:${e.column}:${e.code}`));
    expect(problems).toEqual([
      ['2:targetType:badTargetType'],
      ['3:scopes:badScope'],
      ['4:start:badTime'],
      ['5:end:csvEndBeforeStart'],
      ['6:end:csvEndPassed'],
      ['7:target:csvBadIp'],
      ['8:reason:required'],
      ['9:reason:tooLong'],
    ]);
    expect(r.rows.every((x) => x.kind === 'invalid')).toBe(true);
    expect(r.rows[0].errors[0].message).toBe('player is not a target type (account, role, device, ip)');
    expect(r.validCount).toBe(0);
  });

  it('tells an unknown target and a duplicate (of an active ban or of an earlier row) apart', () => {
    const r = check([
      'account,nobody_1,login,,,x',
      'account,xhcs_00002,pay,,,x',
      'account,xhcs_00002,chat,,,x',
      'account,xhcs_00001,login,,,x',
      'account,xhcs_00001,login|chat,,,again',
    ]);
    expect(r.rows.map((x) => x.kind)).toEqual(['unknownTarget', 'duplicate', 'valid', 'valid', 'duplicate']);
    expect(r.rows[1].errors[0].message).toMatch(/^Duplicates ban #7/);
    expect(r.rows[4].errors[0].message).toBe('Duplicates row 5: same target, a shared scope and overlapping periods');
    expect(r.bans.map((b) => b.row)).toEqual([4, 5]);
    expect(r.invalidCount).toBe(3);
  });

  it('reports file problems: missing column, no rows, unclosed quote', () => {
    expect(checkBanImport('targetType,target,reason\naccount,xhcs_00001,x', world()).fileErrors[0]).toMatchObject({
      column: 'scopes',
      code: 'missingColumn',
    });
    expect(checkBanImport(`${HEADER}\n,,,,,\n`, world()).fileErrors.map((e) => e.code)).toEqual(['noRows']);
    const open = checkBanImport(`${HEADER}\naccount,"xhcs_00001,login,,,x`, world());
    expect(open.fileErrors.map((e) => e.code)).toContain('unclosedQuote');
    expect(open.validCount).toBe(0);
  });
});
