/**
 * Which bans need a second person's approval (docs/rules.md "Change requests"): pure rules the ban form, the backend
 * and the docs read alike. An IP or a device stands for more players than one account; an import of many targets at
 * once reaches many players.
 */

/** Target types whose ban needs approval: one IP or device may be shared by many players. */
export const BAN_APPROVAL_TARGET_TYPES: readonly string[] = ['ip', 'device'];

/** An import of more than this many targets needs approval. */
export const BAN_APPROVAL_MAX_TARGETS = 100;

/** Whether a ban (added or edited) needs approval: its target is an IP or a device. */
export function banNeedsApproval(body: { targetType?: unknown }): boolean {
  return typeof body.targetType === 'string' && BAN_APPROVAL_TARGET_TYPES.includes(body.targetType);
}

/**
 * How many targets a ban import names: its CSV's non-blank lines after the header. **Choice:** counted on the text,
 * without parsing (a quoted line break counts as a line: it can only ask for approval more often, never less).
 */
export function banImportTargets(csv: string): number {
  const lines = csv.split(/\r\n|\n|\r/).filter((l) => l.trim() !== '');
  return Math.max(0, lines.length - 1);
}

/** Whether a ban import needs approval: it names more than BAN_APPROVAL_MAX_TARGETS targets. */
export function banImportNeedsApproval(body: { csv?: unknown }): boolean {
  return typeof body.csv === 'string' && banImportTargets(body.csv) > BAN_APPROVAL_MAX_TARGETS;
}
