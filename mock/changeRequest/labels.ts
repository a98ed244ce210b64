import { type ContractOperation, operationOf, operations } from '../../src/contract';
import { FIELD_LABELS } from '../../src/contract/fieldLabels';
import type { Lang } from '../core/i18n';

/**
 * What a change request's difference calls a field (docs/rules.md "Change requests"): the contract's name of it in
 * the caller's language (src/contract/fieldLabels.ts); a field it does not name, the leading words of the request
 * field's description ("商户号"; "费率" of "费率，整数基点（0–10000）"), taken from the change's own call, else from another
 * call of the same record (a delete sends no fields: its difference lists the record's, which its edit describes);
 * '' when none describes it.
 */

/** A description's name: its text before the first colon, parenthesis, comma or semicolon. */
export function nameOf(description: string): string {
  return description.split(/[：:（(，,；;]/)[0].trim();
}

function describedIn(operation: ContractOperation | undefined, field: string): string {
  const media = Object.values(operation?.requestBody?.content ?? {})[0];
  const properties = (media?.schema as { properties?: Record<string, { description?: unknown }> } | undefined)
    ?.properties;
  const description = properties?.[field]?.description;
  return typeof description === 'string' ? nameOf(description) : '';
}

export function fieldLabel(
  change: { path: string; record: { kind: string } | null },
  field: string,
  lang: Lang,
): string {
  const named = FIELD_LABELS[field]?.[lang];
  if (named) return named;
  const own = describedIn(operationOf(change.path), field);
  if (own || !change.record) return own;
  const kind = change.record.kind;
  for (const [path, operation] of operations()) {
    if (path === change.path || operation['x-record'] !== kind) continue;
    const label = describedIn(operation, field);
    if (label) return label;
  }
  return '';
}
