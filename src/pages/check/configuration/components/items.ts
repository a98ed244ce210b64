import type { CheckItemAdd, CheckItemKind, CheckItemParam, Severity } from '../../service';

/**
 * Rules of the check-item screens. New items are of two kinds: PARAM_PRESENT (assets/channel.json carries the listed
 * parameter keys) and ENTRY_PRESENT (the package holds the listed files); their list lives in one parameter, `keys`
 * or `paths`, comma separated. Built-in items keep their own parameters (a number, a comma list) checked here before
 * saving, so the check never runs with a value it cannot read.
 */
export const listParamOf = (kind: CheckItemKind): 'keys' | 'paths' => (kind === 'ENTRY_PRESENT' ? 'paths' : 'keys');

/** 'a, b，c  d' → ['a', 'b', 'c', 'd'] (the separators the backend's check accepts). */
export function splitList(text: string | undefined): string[] {
  return (text || '')
    .split(/[,，\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Parameters whose value is a number, with their bounds. */
const NUMERIC: Record<string, { min: number; max: number; integer: boolean }> = {
  minTargetSdk: { min: 1, max: 99, integer: true },
  maxChangePercent: { min: 0, max: 1000, integer: false },
};
/** Parameters whose value is a non-empty list. */
const LISTS = new Set(['keys', 'paths', 'required', 'banned']);

/** The locale key of what is wrong with a parameter's value, or null. */
export function paramProblem(key: string, value: string | undefined): string | null {
  const v = (value || '').trim();
  const num = NUMERIC[key];
  if (num) {
    if (!/^-?\d+(\.\d+)?$/.test(v)) return 'pages.check.param.value.number';
    const n = Number(v);
    if (num.integer && !Number.isInteger(n)) return 'pages.check.param.value.integer';
    if (n < num.min || n > num.max) return 'pages.check.param.value.range';
    return null;
  }
  if (LISTS.has(key) && key !== 'banned' && splitList(v).length === 0) return 'pages.check.param.value.list';
  return null;
}

/** Keys (trimmed) that appear on more than one row. */
export function duplicateParamKeys(rows: Array<Partial<CheckItemParam> | undefined>): string[] {
  const count = new Map<string, number>();
  rows.forEach((r) => {
    const k = (r?.key || '').trim();
    if (k) count.set(k, (count.get(k) ?? 0) + 1);
  });
  return Array.from(count.entries())
    .filter(([, n]) => n > 1)
    .map(([k]) => k);
}

/** Rows as the params/save payload: trimmed, rows without a key dropped, the name defaulting to the key. */
export function toParams(rows: Array<Partial<CheckItemParam> | undefined>): CheckItemParam[] {
  return rows
    .filter((r): r is Partial<CheckItemParam> => Boolean(r && (r.key || '').trim()))
    .map((r) => {
      const key = (r.key || '').trim();
      return { key, name: (r.name || '').trim() || key, value: (r.value || '').trim() };
    });
}

export interface AddValues {
  code?: string;
  kind?: CheckItemKind;
  name?: string;
  category?: string;
  rule?: string;
  severity?: Severity;
  enabled?: boolean;
  targets?: string;
}

/** The create form's values as the add payload: the targets become the kind's list parameter, normalised. */
export function toAddPayload(v: AddValues, listName: string): CheckItemAdd {
  const kind = v.kind || 'PARAM_PRESENT';
  return {
    code: (v.code || '').trim(),
    kind,
    name: (v.name || '').trim(),
    category: (v.category || '').trim(),
    rule: (v.rule || '').trim(),
    severity: v.severity || 'error',
    enabled: v.enabled !== false,
    params: [{ key: listParamOf(kind), name: listName, value: splitList(v.targets).join(',') }],
  };
}
