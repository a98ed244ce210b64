import type { ProFormInstance } from '@ant-design/pro-components';
import { useEffect, useState, type MutableRefObject } from 'react';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { type Range, todayRange } from '@/utils/businessTime';

/**
 * A list's search form preset from its address (docs/rules.md "Lists"), so a link (a welcome figure, a count)
 * opens the list filtered exactly as it counted, the filters visible in the form:
 *
 * - the time range: `range=today` (the business day, docs/rules.md "Business time zone"), `<from>`/`<to>` (epoch ms,
 *   the end exclusive, as the backend gives a day) or `range=all` (no range);
 * - plain filters: each key as written (a select's value checked against its allowed values), a number where the
 *   field holds numbers, a list where the key repeats.
 *
 * A time range in the form is [from, to] in epoch ms, both inclusive (src/components/BusinessTime); the backend's is
 * [from, to).
 */
export interface AddressPreset {
  /** the form's time-range field */
  rangeField?: string;
  /** the address keys of the range's ends; `createdFrom`/`createdTo` by default */
  fromKey?: string;
  toKey?: string;
  /** the plain filters the list takes from the address */
  keys: readonly string[];
  /** the form field an address key sets, where it is not the key itself */
  fields?: Readonly<Record<string, string>>;
  /** keys whose field holds numbers */
  numbers?: readonly string[];
  /** keys whose field holds a list (the key repeated) */
  lists?: readonly string[];
  /** the allowed values of select filters */
  enums?: Readonly<Record<string, readonly string[]>>;
  /** the time "today" is read at (tests) */
  now?: number;
}

const MS = /^\d{1,15}$/;
const num = (v: string | null) => (v !== null && MS.test(v) ? Number(v) : undefined);

/** [start, end] of a range field → the backend's [from, to) in epoch ms (the end's whole second included). */
export function rangeToQuery(v: unknown, fromKey: string, toKey: string): Record<string, number | undefined> {
  const [start, end] = Array.isArray(v) ? v : [];
  const s = typeof start === 'number' && Number.isFinite(start) ? start : undefined;
  const e = typeof end === 'number' && Number.isFinite(end) ? end : undefined;
  return {
    [fromKey]: s === undefined ? undefined : Math.floor(s / 1000) * 1000,
    [toKey]: e === undefined ? undefined : Math.floor(e / 1000) * 1000 + 1000,
  };
}

/** [start, end] of a range field → a backend's inclusive [from, to] in epoch ms (to the end's last millisecond). */
export function rangeToInclusiveQuery(v: unknown, fromKey: string, toKey: string): Record<string, number | undefined> {
  const q = rangeToQuery(v, fromKey, toKey);
  const to = q[toKey];
  return { ...q, [toKey]: to === undefined ? undefined : to - 1 };
}

/** [from, to) in epoch ms → a range field's [start, end] (the last millisecond before `to`). */
export const queryToRange = (from: number, to: number): Range => [from, to - 1];

/** The form values an address presets, or undefined when it presets nothing. */
export function presetFromAddress(query: URLSearchParams, opts: AddressPreset): Record<string, unknown> | undefined {
  const values: Record<string, unknown> = {};
  let any = false;
  if (opts.rangeField) {
    const from = num(query.get(opts.fromKey || 'createdFrom'));
    const to = num(query.get(opts.toKey || 'createdTo'));
    if (query.get('range') === 'today') {
      values[opts.rangeField] = todayRange(opts.now);
      any = true;
    } else if (from !== undefined && to !== undefined && to > from) {
      values[opts.rangeField] = queryToRange(from, to);
      any = true;
    } else if (query.get('range') === 'all') {
      values[opts.rangeField] = undefined;
      any = true;
    }
  }
  for (const key of opts.keys) {
    const allowed = opts.enums?.[key];
    const isNumber = opts.numbers?.includes(key);
    const read = (v: string) => {
      const t = v.trim();
      if (!t || (allowed && !allowed.includes(t))) return undefined;
      return isNumber ? num(t) : t;
    };
    const field = opts.fields?.[key] ?? key;
    if (opts.lists?.includes(key)) {
      const list = query.getAll(key).map(read);
      if (!list.length || list.some((v) => v === undefined)) continue;
      values[field] = list;
    } else {
      const v = read(query.get(key) ?? '');
      if (v === undefined) continue;
      values[field] = v;
    }
    any = true;
  }
  return any ? values : undefined;
}

/** The address that presets a list: `?createdFrom=…&status=…` (keys with empty values left out). */
export function addressOf(path: string, filters: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * Presets a list's search form from the screen's address and searches, whenever the address changes. The address
 * says the whole filter: the form starts again from the screen's own start, then takes what the address names.
 * Returns how many presets were applied: CrudTable's `openSearch` takes it, so the form shows every field then (a
 * collapsed form would hide some of the filters the address set).
 */
export function useAddressPreset(formRef: MutableRefObject<ProFormInstance | undefined>, opts: AddressPreset): number {
  const { query, search } = usePaneLocation();
  const [presets, setPresets] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: presets apply only when the address changes, not on every render
  useEffect(() => {
    const values = presetFromAddress(query, opts);
    if (!values) return;
    formRef.current?.resetFields();
    formRef.current?.setFieldsValue(values);
    formRef.current?.submit();
    setPresets((n) => n + 1);
  }, [search]);
  return presets;
}
