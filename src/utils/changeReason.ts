/**
 * The form's optional `changeReason` (docs/rules.md "Configuration history"), trimmed, as the save's payload part:
 * nothing when it was left empty.
 */
export function changeReasonOf(values: unknown): { changeReason?: string } {
  const raw = values && typeof values === 'object' ? (values as { changeReason?: unknown }).changeReason : undefined;
  const reason = typeof raw === 'string' ? raw.trim() : '';
  return reason ? { changeReason: reason } : {};
}
