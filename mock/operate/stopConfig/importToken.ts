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
const sorted = (xs: readonly string[]) => [...xs].sort().join('|');

export function importToken(gameId: number, check: BanImportCheck, existing: readonly BanKey[], now: number): string {
  const targets = new Set<string>();
  for (const r of check.rows) {
    const type = r.values.targetType ?? '';
    if (isTargetType(type)) targets.add(`${type}:${normalTarget(type, r.values.target ?? '')}`);
  }
  const kinds = check.rows.map((r) => `${r.row}:${r.kind}`);
  const problems = check.fileErrors.map((e) => `${e.column}:${e.code}`);
  const valid = check.bans.map((b) => {
    const start = check.rows.find((r) => r.row === b.row)?.values.start ?? '';
    return [b.row, b.targetType, b.target, sorted(b.scopes), start, b.endAt ?? '', b.reason].join('\u0001');
  });
  const against = existing
    .filter(
      (b) => targets.has(`${b.targetType}:${b.target}`) && b.liftedAt === null && (b.endAt === null || b.endAt > now),
    )
    .map((b) => `${b.id}:${b.targetType}:${b.target}:${sorted(b.scopes)}:${b.startAt}:${b.endAt ?? ''}`)
    .sort();
  return createHash('sha256')
    .update([gameId, kinds.join(','), problems.join(','), valid.join('\u0002'), against.join(',')].join('\u0003'))
    .digest('hex')
    .slice(0, 32);
}
