import { describe, expect, it } from 'vitest';
import { BAN_IMPORT_MAX_ROWS } from '../../../src/contract/operate/stopConfig';
import { BUSINESS_TIME_ZONE } from '../../core/clock';
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

describe('ban CSV import: what the preview says, value by value', () => {
  const only = (line: string, w = world()) => check([line], w).rows[0];
  const errorsOf = (line: string) => only(line).errors;

  it('says what each bad value is, in the operator language, under its column', () => {
    expect(errorsOf('account,xhcs_00001,login|fly,,,x')).toEqual([
      {
        column: 'scopes',
        code: 'badScope',
        message: 'fly is not a scope (login, register, pay, chat, separated by |)',
      },
    ]);
    expect(errorsOf('account,xhcs_00001,login,someday,,x')).toEqual([
      {
        column: 'start',
        code: 'badTime',
        message: `someday is not a time (YYYY-MM-DD or YYYY-MM-DD HH:mm, ${BUSINESS_TIME_ZONE} time)`,
      },
    ]);
    expect(errorsOf('account,xhcs_00001,login,,never,x')).toEqual([
      {
        column: 'end',
        code: 'badTime',
        message: `never is not a time (YYYY-MM-DD or YYYY-MM-DD HH:mm, ${BUSINESS_TIME_ZONE} time)`,
      },
    ]);
    expect(errorsOf('ip,300.1.1.1,login,,,x')).toEqual([
      { column: 'target', code: 'csvBadIp', message: '300.1.1.1 is not a valid IPv4 or IPv6 address' },
    ]);
    expect(errorsOf('role,10100000009,login,,,x')).toEqual([
      { column: 'target', code: 'csvUnknownTarget', message: 'This game has no such role' },
    ]);
    expect(check(['device,fedcba9876543210,login,,,x'], world({ lang: 'zh-CN' })).rows[0].errors).toEqual([
      { column: 'target', code: 'csvUnknownTarget', message: '本游戏没有这个设备' },
    ]);
    expect(errorsOf('account,xhcs_00002,pay,,,x')).toEqual([
      {
        column: 'target',
        code: 'duplicate',
        message: 'Duplicates ban #7 (xhcs_00002, login|pay): same target, a shared scope and overlapping periods',
      },
    ]);
    const twice = check(['account,xhcs_00001,login,,,x', 'account,xhcs_00001,login,,,x']).rows[1];
    expect(twice.errors).toEqual([
      {
        column: 'target',
        code: 'duplicateRow',
        message: 'Duplicates row 2: same target, a shared scope and overlapping periods',
      },
    ]);
  });

  it('takes a reason of 200 characters and a target of 64, not one more, counting characters, not bytes', () => {
    const reason = '封'.repeat(200);
    expect(only(`account,xhcs_00001,login,,,${reason}`).kind).toBe('valid');
    expect(errorsOf(`account,xhcs_00001,login,,,${reason}x`)).toEqual([
      { column: 'reason', code: 'tooLong', message: 'Longer than 200 characters' },
    ]);
    // a long target is too long and nothing else: it is not looked up
    const target = '𝒂'.repeat(64);
    expect(errorsOf(`account,${target},login,,,x`)).toEqual([
      { column: 'target', code: 'csvUnknownTarget', message: 'This game has no such account' },
    ]);
    expect(errorsOf(`account,${target}b,login,,,x`)).toEqual([
      { column: 'target', code: 'tooLong', message: 'Longer than 64 characters' },
    ]);
  });

  it('refuses an end at the start or at this moment, and takes one a minute later', () => {
    expect(errorsOf('account,xhcs_00001,login,2026-11-24 08:00,2026-11-24 08:00,x').map((e) => e.code)).toEqual([
      'csvEndBeforeStart',
    ]);
    // NOW is 2026-11-23 12:00 in the business zone
    expect(errorsOf('account,xhcs_00001,login,2026-11-23 11:00,2026-11-23 12:00,x')).toEqual([
      { column: 'end', code: 'csvEndPassed', message: 'Already past' },
    ]);
    expect(only('account,xhcs_00001,login,2026-11-23 11:00,2026-11-23 12:01,x').kind).toBe('valid');
  });

  it('reports only what is missing when a required value is empty', () => {
    expect(errorsOf('account,,login,,,x')).toEqual([{ column: 'target', code: 'required', message: 'Required' }]);
    expect(errorsOf('account,xhcs_00001')).toEqual([
      { column: 'scopes', code: 'required', message: 'Required' },
      { column: 'reason', code: 'required', message: 'Required' },
    ]);
  });

  it('calls a row with a bad value invalid even when its target is also unknown', () => {
    const row = only('account,nobody_1,fly,,,x');
    expect(row.errors.map((e) => e.code)).toEqual(['badScope', 'csvUnknownTarget']);
    expect(row.kind).toBe('invalid');
  });

  it('reads values trimmed, scopes split by any of | ; , or spaces, and ignores a column without a name', () => {
    const r = checkBanImport(
      ' targetType , target ,,scopes,reason\n account , xhcs_00001 ,junk,"login| pay;chat ,",x',
      world(),
    );
    expect(r.columns).toEqual(['targetType', 'target', '', 'scopes', 'reason']);
    expect(r.rows[0].values).toEqual({
      targetType: 'account',
      target: 'xhcs_00001',
      scopes: 'login| pay;chat ,',
      reason: 'x',
    });
    expect(r.rows[0].kind).toBe('valid');
    expect(r.bans[0]).toMatchObject({
      target: 'xhcs_00001',
      scopes: ['login', 'pay', 'chat'],
      startAt: NOW,
      endAt: null,
    });
  });

  it('needs no start or end column: a ban starts now and never ends', () => {
    const r = checkBanImport('targetType,target,scopes,reason\naccount,xhcs_00001,login,x', world());
    expect(r.fileErrors).toEqual([]);
    expect(r.bans).toEqual([
      {
        row: 2,
        id: 0,
        targetType: 'account',
        target: 'xhcs_00001',
        scopes: ['login'],
        startAt: NOW,
        endAt: null,
        reason: 'x',
      },
    ]);
  });

  it('reports the file’s own problems with their messages, and accepts no row of a file that has one', () => {
    const broken = checkBanImport(`${HEADER}\naccount,xhcs_00001,login,,,x\n\uFFFD`, world());
    expect(broken.fileErrors).toEqual([
      { column: '', code: 'notUtf8', message: 'The file is not UTF-8: save it as UTF-8 CSV' },
    ]);
    // the rows are still shown, but none is imported
    expect(broken.rows[0].kind).toBe('valid');
    expect(broken.validCount).toBe(0);
    expect(broken.bans).toEqual([]);
    expect(checkBanImport(`${HEADER}\naccount,xhcs_00001,login,,,x\naccount,"x`, world()).fileErrors).toEqual([
      { column: '', code: 'unclosedQuote', message: 'The quote opened in row 3 is never closed' },
    ]);
    expect(checkBanImport(HEADER, world()).fileErrors).toEqual([
      { column: '', code: 'noRows', message: 'The file has no data rows' },
    ]);
    const empty = checkBanImport('', world());
    expect(empty.columns).toEqual([]);
    expect(empty.fileErrors.map((e) => `${e.code}:${e.column}`)).toEqual([
      'missingColumn:targetType',
      'missingColumn:target',
      'missingColumn:scopes',
      'missingColumn:reason',
      'noRows:',
    ]);
  });

  it(`previews at most ${BAN_IMPORT_MAX_ROWS} rows and refuses a longer file`, () => {
    const line = (i: number) => `account,xhcs_00001,login,2026-12-0${1 + (i % 2)},,row ${i}`;
    const full = check(Array.from({ length: BAN_IMPORT_MAX_ROWS }, (_, i) => line(i)));
    expect(full.fileErrors).toEqual([]);
    expect(full.rows).toHaveLength(BAN_IMPORT_MAX_ROWS);
    const over = check(Array.from({ length: BAN_IMPORT_MAX_ROWS + 1 }, (_, i) => line(i)));
    expect(over.fileErrors).toEqual([
      {
        column: '',
        code: 'tooManyRows',
        message: `At most ${BAN_IMPORT_MAX_ROWS} rows per import; the file has ${BAN_IMPORT_MAX_ROWS + 1}`,
      },
    ]);
    expect(over.rows).toHaveLength(BAN_IMPORT_MAX_ROWS);
    expect(over.validCount).toBe(0);
  });
});
