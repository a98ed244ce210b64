/**
 * Which forced-update rules need a second person's approval (docs/rules.md "Change requests"): a rule that forces
 * every player of its platform to update at once. Pure rules the update-rule form, the backend and the docs read alike.
 */

/** A rule as its form sends it or its read answers it (an edit may leave `status` out: it keeps the record's). */
interface UpdateRuleFields {
  channel?: unknown;
  minVersion?: unknown;
  force?: unknown;
  rollout?: unknown;
  status?: unknown;
}

/**
 * Whether a rule, once saved, forces an update on every player of its platform: forced, every channel, every version
 * below the latest (no lowest version), the whole rollout (100, the default), and enabled (the default of a new rule).
 */
export function forcesEveryone(rule: UpdateRuleFields): boolean {
  return (
    Number(rule.force ?? 0) === 1 &&
    rule.channel === 'all' &&
    String(rule.minVersion ?? '').trim() === '' &&
    Number(rule.rollout ?? 100) === 100 &&
    Number(rule.status ?? 1) === 1
  );
}

/**
 * Whether saving a rule needs approval: the rule as saved (the record's fields the body leaves out kept, a new rule
 * enabled) forces everyone. **Choice:** also an edit of a rule that already forces everyone: its latest version or
 * its download address reach every player as well.
 */
export function updateSaveNeedsApproval(body: UpdateRuleFields, current: UpdateRuleFields | null): boolean {
  return forcesEveryone({ ...current, ...body });
}

/** Whether enabling a rule needs approval: enabled, it forces everyone. */
export function updateEnableNeedsApproval(_body: unknown, current: UpdateRuleFields | null): boolean {
  return current !== null && forcesEveryone({ ...current, status: 1 });
}
