import { createHash } from 'node:crypto';
import { BAN_TARGET_TYPES } from '../../../src/contract/operate/stopConfig';
import type { PlayerTargetType } from '../../../src/contract/players';
import type { BanImportCheck } from './importCsv';
import { normalTarget, type BanKey } from './rules';

/**
 * The ban import's preview token (src/pages/operate/README.md "Bans"): a hash of what the preview showed and of the
 * state it was checked against, so the import saves what the operator saw or nothing. It covers the game; every row's
 * number and kind (valid, duplicate, unknown target, invalid) and the file's problems; every valid row as it will be
 * saved (target, scopes, the start as written — empty means "when imported" —, the end, the reason); and every ban not
 * lifted and not expired on a target the file names (id, scopes, period), the bans a row can be a duplicate of. The
 * import recomputes it: a ban lifted, added, edited or expired on one of those targets, a row whose end has passed, or
 * another file gives another token, and the import is refused ("preview again").
 */
const isTargetType = (v: string): v is PlayerTargetType => (BAN_TARGET_TYPES as readonly string[]).includes(v);
// Stryker disable next-line StringLiteral: scope words (login, register, pay, chat) read back without a separator
const sorted = (xs: readonly string[]) => [...xs].sort().join('|');

export function importToken(gameId: number, check: BanImportCheck, existing: readonly BanKey[], now: number): string {
  const targets = new Set<string>();
  for (const r of check.rows) {
    // Stryker disable next-line StringLiteral: a missing type is no target type whatever it is replaced with
    const type = r.values.targetType ?? '';
    // Stryker disable next-line ConditionalExpression,StringLiteral: kept bans have target types: another type's key matches none
    if (isTargetType(type)) targets.add(`${type}:${normalTarget(type, r.values.target ?? '')}`);
  }
  const kinds = check.rows.map((r) => `${r.row}:${r.kind}`);
  const problems = check.fileErrors.map((e) => `${e.column}:${e.code}`);
  const valid = check.bans.map((b) => {
    // Stryker disable next-line OptionalChaining,StringLiteral: every valid ban has its row, with a start column
    const start = check.rows.find((r) => r.row === b.row)?.values.start ?? '';
    // Stryker disable next-line StringLiteral: any text for "no end" differs from every end time
    return [b.row, b.targetType, b.target, sorted(b.scopes), start, b.endAt ?? '', b.reason].join('\u0001');
  });
  const against = existing
    .filter(
      (b) => targets.has(`${b.targetType}:${b.target}`) && b.liftedAt === null && (b.endAt === null || b.endAt > now),
    )
    .map(
      // Stryker disable next-line StringLiteral: any text for "no end" differs from every end time
      (b) => `${b.id}:${b.targetType}:${b.target}:${sorted(b.scopes)}:${b.startAt}:${b.endAt ?? ''}`,
    )
    .sort();
  // Stryker disable next-line StringLiteral: the parts (row:kind, column:code, rows led by their number, bans by id) read back without them
  const text = [gameId, kinds.join(','), problems.join(','), valid.join('\u0002'), against.join(',')].join('\u0003');
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}
