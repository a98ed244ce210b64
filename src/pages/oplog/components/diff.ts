/**
 * A before/after comparison of an operation-log entry, key by key: which keys were added, removed, changed or kept.
 * Objects are compared at the top level (nested values as JSON text); anything else counts as one value ('').
 */
export type DiffKind = 'added' | 'removed' | 'changed' | 'same';

export interface DiffRow {
  key: string;
  before: string | null;
  after: string | null;
  kind: DiffKind;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as text: strings as they are, everything else as JSON. */
export function show(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === undefined) return '';
  return JSON.stringify(v);
}

export function diffEntries(before: unknown, after: unknown): DiffRow[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  if (!isObject(before ?? {}) || !isObject(after ?? {})) {
    const b = hasBefore ? show(before) : null;
    const a = hasAfter ? show(after) : null;
    return [{ key: '', before: b, after: a, kind: kindOf(b, a) }];
  }
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...Object.keys(b), ...Object.keys(a).filter((k) => !(k in b))];
  return keys.map((key) => {
    const bv = key in b && hasBefore ? show(b[key]) : null;
    const av = key in a && hasAfter ? show(a[key]) : null;
    return { key, before: bv, after: av, kind: kindOf(bv, av) };
  });
}

function kindOf(b: string | null, a: string | null): DiffKind {
  if (b === null && a !== null) return 'added';
  if (a === null && b !== null) return 'removed';
  return a === b ? 'same' : 'changed';
}

/** Just the keys that differ. */
export const changedKeys = (rows: DiffRow[]) => rows.filter((r) => r.kind !== 'same').map((r) => r.key);
