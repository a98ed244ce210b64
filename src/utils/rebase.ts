import type { RecordStamp } from '@/contract/operation';
import { BizError } from '@/request/errors';

/**
 * A stale save (docs/rules.md "Request ids and versions"): someone saved the record after the operator loaded it, so
 * the backend refused the save (A0409) and answered the latest version. The form keeps what was typed, shows the
 * difference from the latest version and re-applies the operator's own changes on it (a three-way merge by form field:
 * a field the operator changed keeps their value, any other takes the latest one).
 */
export const STALE_SAVE = 'A0409';

/** What the refusal carries: the base sent, the latest version, who saved it and when, and the latest record. */
export type StaleInfo<R> = RecordStamp & {
  baseVersion: number | null;
  record: R;
  /** the backend's message (who, when in China time, which versions), in the operator's language */
  message: string;
};

/** The stale-save refusal a call ended with, or undefined for any other outcome. */
export function staleOf<R>(e: unknown): StaleInfo<R> | undefined {
  if (!(e instanceof BizError) || e.info.errorCode !== STALE_SAVE) return undefined;
  const data = e.envelope?.data as Omit<StaleInfo<R>, 'message'> | null | undefined;
  if (!data || typeof data !== 'object' || typeof data.recordVersion !== 'number') return undefined;
  return { ...data, message: e.info.errorMessage ?? '' };
}

export type FormValues = Record<string, unknown>;

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** JSON with sorted keys; undefined, null and '' are all "empty" (a form does not tell them apart). */
export function canonicalValue(v: unknown): string {
  if (empty(v)) return '';
  if (Array.isArray(v)) return `[${v.map(canonicalValue).join(',')}]`;
  if (v && typeof v === 'object') {
    const json = (v as { toJSON?: () => unknown }).toJSON;
    if (typeof json === 'function') return JSON.stringify(json.call(v));
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => !empty(o[k]))
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalValue(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

export const sameValue = (a: unknown, b: unknown) => canonicalValue(a) === canonicalValue(b);

/** Who changed a field since the operator's base: the other person, the operator, or both (differently). */
export type ChangedBy = 'theirs' | 'mine' | 'both';

export interface StaleChange {
  path: string;
  op: 'added' | 'removed' | 'changed';
  /** the latest saved value */
  before?: unknown;
  /** what the operator typed */
  after?: unknown;
  by: ChangedBy;
}

const keysOf = (...values: FormValues[]) => [...new Set(values.flatMap((v) => Object.keys(v)))];

const isPlain = (v: unknown): v is FormValues =>
  Boolean(v) && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** Nested plain objects as dotted paths (`values.appKey`); lists, dates and other values are leaves. */
export function flatValues(values: FormValues, prefix = ''): FormValues {
  const out: FormValues = {};
  Object.keys(values).forEach((k) => {
    const path = prefix ? `${prefix}.${k}` : k;
    const v = values[k];
    if (isPlain(v) && Object.keys(v).length > 0) Object.assign(out, flatValues(v, path));
    else out[path] = v;
  });
  return out;
}

function nestValues(flat: FormValues): FormValues {
  const out: FormValues = {};
  Object.keys(flat).forEach((path) => {
    const keys = path.split('.');
    let at = out;
    keys.slice(0, -1).forEach((k) => {
      if (!isPlain(at[k])) at[k] = {};
      at = at[k] as FormValues;
    });
    at[keys[keys.length - 1]] = flat[path];
  });
  return out;
}

/**
 * The fields where what the operator typed differs from the latest version (nested fields by dotted path), each saying
 * who changed it since the base the operator loaded (fields only in `typed`, like a change reason, count as theirs to
 * keep).
 */
export function staleChanges(base: FormValues, latest: FormValues, typed: FormValues): StaleChange[] {
  const [b, l, y] = [flatValues(base), flatValues(latest), flatValues(typed)];
  return keysOf(l, y)
    .filter((k) => !sameValue(l[k], y[k]))
    .map((k) => {
      const mine = !sameValue(y[k], b[k]);
      const theirs = !sameValue(l[k], b[k]);
      const by: ChangedBy = mine && theirs ? 'both' : mine ? 'mine' : 'theirs';
      const op = empty(l[k]) ? 'added' : empty(y[k]) ? 'removed' : 'changed';
      return { path: k, op, before: l[k], after: y[k], by };
    });
}

/**
 * The operator's changes re-applied on the latest version: a field they changed since their base keeps what they
 * typed (their value wins where both changed it, as the difference showed), every other field takes the latest value;
 * nested fields one by one, so two people's changes to different parameters both stay.
 */
export function rebaseValues(base: FormValues, latest: FormValues, typed: FormValues): FormValues {
  const [b, l, y] = [flatValues(base), flatValues(latest), flatValues(typed)];
  const out: FormValues = {};
  keysOf(l, y).forEach((k) => {
    out[k] = k in y && !sameValue(y[k], b[k]) ? y[k] : l[k];
  });
  return nestValues(out);
}

/** The version a loaded record was read at (its stamp), for an edit's `baseVersion`. */
export function versionOf(record: unknown): number | undefined {
  const v = record && typeof record === 'object' ? (record as { recordVersion?: unknown }).recordVersion : undefined;
  return typeof v === 'number' ? v : undefined;
}
