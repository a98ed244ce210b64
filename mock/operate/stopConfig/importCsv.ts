import {
  BAN_IMPORT_MAX_ROWS,
  BAN_SCOPES,
  BAN_TARGET_TYPES,
  type BanScope,
} from '../../../src/contract/operate/stopConfig';
import type { PlayerTargetType } from '../../../src/contract/players';
import { isBlank, parseCsv } from '../../../src/utils/csv';
import { BUSINESS_TIME_ZONE } from '../../core/clock';
import type { Lang } from '../../core/i18n';
import { bt, TARGET_WORDS, type BanMessageKey } from './messages';
import { findCollision, isIp, normalTarget, parseBusinessTime, type BanKey } from './rules';
const REQUIRED = ['targetType', 'target', 'scopes', 'reason'];

export interface BanImportError {
  column: string;
  code: BanMessageKey;
  message: string;
}

export type RowKind = 'valid' | 'duplicate' | 'unknownTarget' | 'invalid';

export interface BanImportRow {
  row: number;
  values: Record<string, string>;
  kind: RowKind;
  errors: BanImportError[];
}

export interface NewBan {
  row: number;
  targetType: PlayerTargetType;
  target: string;
  scopes: BanScope[];
  startAt: number;
  endAt: number | null;
  reason: string;
}

export interface BanImportCheck {
  columns: string[];
  rows: BanImportRow[];
  fileErrors: BanImportError[];
  validCount: number;
  invalidCount: number;
  /** the valid rows, in file order */
  bans: NewBan[];
}

export interface ImportWorld {
  lang: Lang;
  now: number;
  /** whether a target names a known player of the game (IPs: any valid IP is accepted) */
  known: (type: PlayerTargetType, value: string) => boolean;
  /** the game's bans, to find duplicates */
  existing: readonly BanKey[];
}

const isTargetType = (v: string): v is PlayerTargetType => (BAN_TARGET_TYPES as readonly string[]).includes(v);
const isScope = (v: string): v is BanScope => (BAN_SCOPES as readonly string[]).includes(v);

/** The kind a row's problems make it: a bad value first, then an unknown target, then a duplicate. */
function kindOf(errors: BanImportError[]): RowKind {
  if (errors.length === 0) return 'valid';
  if (errors.some((x) => x.code !== 'csvUnknownTarget' && x.code !== 'duplicate' && x.code !== 'duplicateRow'))
    return 'invalid';
  // Stryker disable next-line MethodExpression: an unknown target and a duplicate never meet (duplicates are sought only in a row without errors)
  return errors.some((x) => x.code === 'csvUnknownTarget') ? 'unknownTarget' : 'duplicate';
}

export function checkBanImport(csv: string, world: ImportWorld): BanImportCheck {
  const { lang } = world;
  const err = (column: string, code: BanMessageKey, vars: Record<string, string | number> = {}) => ({
    column,
    code,
    message: bt(lang, code, { column, ...vars }),
  });
  const parsed = parseCsv(csv);
  const fileErrors: BanImportError[] = [];
  if (csv.includes('\uFFFD')) fileErrors.push(err('', 'notUtf8'));
  if (parsed.unclosedQuoteRow !== undefined)
    fileErrors.push(err('', 'unclosedQuote', { row: parsed.unclosedQuoteRow }));
  const [header, ...body] = parsed.records;
  const columns = header ? header.cells.map((c) => c.trim()) : [];
  const seen = new Set<string>();
  columns.forEach((c) => {
    if (c && seen.has(c)) fileErrors.push(err(c, 'duplicateColumn'));
    seen.add(c);
  });
  REQUIRED.forEach((c) => {
    if (!seen.has(c)) fileErrors.push(err(c, 'missingColumn'));
  });
  const dataRows = body.filter((r) => !isBlank(r));
  if (dataRows.length === 0) fileErrors.push(err('', 'noRows'));
  if (dataRows.length > BAN_IMPORT_MAX_ROWS)
    fileErrors.push(err('', 'tooManyRows', { max: BAN_IMPORT_MAX_ROWS, count: dataRows.length }));

  // Stryker disable next-line ArrayDeclaration: a stray entry here is no ban, so findCollision never matches it
  const accepted: Array<BanKey & { row: number }> = [];
  const bans: NewBan[] = [];
  const rows = dataRows.slice(0, BAN_IMPORT_MAX_ROWS).map((record): BanImportRow => {
    const values: Record<string, string> = {};
    columns.forEach((c, i) => {
      if (c) values[c] = (record.cells[i] ?? '').trim();
    });
    const errors: BanImportError[] = [];
    const v = (c: string) => values[c] ?? '';
    REQUIRED.forEach((c) => {
      if (seen.has(c) && !v(c)) errors.push(err(c, 'required'));
    });
    const type = v('targetType');
    if (type && !isTargetType(type)) errors.push(err('targetType', 'badTargetType', { value: type }));
    // Stryker disable Regex: without the +, a run of separators splits into empty words, which the filter drops
    const scopeWords = v('scopes')
      .split(/[|;,\s]+/)
      .filter(Boolean);
    // Stryker restore Regex
    const badScope = scopeWords.find((s) => !isScope(s));
    if (badScope) errors.push(err('scopes', 'badScope', { value: badScope }));
    const startAt = v('start') ? parseBusinessTime(v('start')) : world.now;
    if (startAt === undefined) errors.push(err('start', 'badTime', { value: v('start'), zone: BUSINESS_TIME_ZONE }));
    const endAt = v('end') ? parseBusinessTime(v('end')) : null;
    if (endAt === undefined) errors.push(err('end', 'badTime', { value: v('end'), zone: BUSINESS_TIME_ZONE }));
    // a bad start has its own error: an end is then compared with nothing
    else if (endAt !== null && endAt <= (startAt ?? Number.NEGATIVE_INFINITY))
      errors.push(err('end', 'csvEndBeforeStart'));
    else if (endAt !== null && endAt <= world.now) errors.push(err('end', 'csvEndPassed'));
    if ([...v('reason')].length > 200) errors.push(err('reason', 'tooLong', { max: 200 }));
    if ([...v('target')].length > 64) errors.push(err('target', 'tooLong', { max: 64 }));
    // Stryker disable next-line StringLiteral: the target of a row without a valid type is never read
    const target = isTargetType(type) ? normalTarget(type, v('target')) : '';
    if (isTargetType(type) && target && [...target].length <= 64) {
      if (type === 'ip' && !isIp(target)) errors.push(err('target', 'csvBadIp', { value: target }));
      else if (type !== 'ip' && !world.known(type, target))
        errors.push(err('target', 'csvUnknownTarget', { type: TARGET_WORDS[type][lang] }));
    }
    const done = (): BanImportRow => ({ row: record.row, values, kind: kindOf(errors), errors });
    if (errors.length > 0) return done();
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a row without errors has a valid type and both times read; this only narrows their types
    if (!isTargetType(type) || startAt === undefined || endAt === undefined) return done();
    const key = { id: 0, targetType: type, target, scopes: [...new Set(scopeWords)] as BanScope[], startAt, endAt };
    const candidate = { ...key, liftedAt: null };
    const other = findCollision(candidate, world.existing, world.now);
    const earlier = findCollision(candidate, accepted, world.now);
    if (other)
      errors.push(err('target', 'duplicate', { id: other.id, target: other.target, scopes: other.scopes.join('|') }));
    else if (earlier) errors.push(err('target', 'duplicateRow', { row: earlier.row }));
    else {
      accepted.push({ ...candidate, row: record.row });
      bans.push({ row: record.row, ...key, reason: v('reason') });
    }
    return done();
  });
  const validCount = fileErrors.length > 0 ? 0 : bans.length;
  return {
    columns,
    rows,
    fileErrors,
    validCount,
    invalidCount: rows.length - bans.length,
    bans: fileErrors.length > 0 ? [] : bans,
  };
}
