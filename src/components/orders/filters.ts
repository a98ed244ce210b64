import dayjs, { type Dayjs } from 'dayjs';

/**
 * The order lists' filters and the address (docs/rules.md "Screens' data"): a list's search form can be preset from its
 * address, as /oplog?range=today is, so the welcome page's figures link to the rows they count.
 *
 * - `range=today` (the browser's day) or `createdFrom`/`createdTo` (epoch ms, the end exclusive, as the backend's
 *   statistics give the day) preset the time range; the other known keys preset their field as written.
 * - A time range in the form is [start, end] with the end inclusive to the second; the backend's range is
 *   [from, to) in epoch ms.
 */
export type RangeValue = [Dayjs, Dayjs];

/** Today in the browser's time zone: the flow list's default range. */
export function todayRange(now: Dayjs = dayjs()): RangeValue {
  return [now.startOf('day'), now.endOf('day')];
}

/** [start, end] of a range picker → the backend's [from, to) in epoch ms (the end's whole second included). */
export function rangeToQuery(v: unknown, fromKey: string, toKey: string): Record<string, number | undefined> {
  const [start, end] = Array.isArray(v) ? v : [];
  return {
    [fromKey]: start ? dayjs(start).startOf('second').valueOf() : undefined,
    [toKey]: end ? dayjs(end).endOf('second').valueOf() + 1 : undefined,
  };
}

/** [from, to) in epoch ms → the range picker's [start, end] (the last millisecond before `to`). */
export function queryToRange(from: number, to: number): RangeValue {
  return [dayjs(from), dayjs(to - 1)];
}

const num = (v: string | null) => (v !== null && /^\d{1,15}$/.test(v) ? Number(v) : undefined);

/**
 * The form values an address presets, or undefined when it presets nothing. `rangeField` names the form's time-range
 * field; `keys` the plain filters this list takes from the address; `enums` the allowed values of select filters.
 */
export function presetFromAddress(
  query: URLSearchParams,
  opts: {
    rangeField?: string;
    fromKey?: string;
    toKey?: string;
    keys: readonly string[];
    enums?: Record<string, readonly string[]>;
    now?: Dayjs;
  },
): Record<string, unknown> | undefined {
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
    const v = query.get(key)?.trim();
    if (!v) continue;
    const allowed = opts.enums?.[key];
    if (allowed && !allowed.includes(v)) continue;
    values[key] = v;
    any = true;
  }
  return any ? values : undefined;
}

/** The address that presets a list: `?range=…&status=…` (keys with empty values left out). */
export function addressOf(path: string, filters: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The order numbers that identify one order: searching by one of them is not narrowed by the time range. */
export const EXACT_ORDER_KEYS = ['orderNo', 'channelOrderNo', 'gameOrderNo'] as const;

/**
 * The flow list's query from the form's values: an exact order number finds its order whatever the time range
 * (the default range is today; an order of last week searched by its number would otherwise show nothing).
 */
export function withoutRangeForExactNo<Q extends Record<string, unknown>>(q: Q, fromKey: string, toKey: string): Q {
  const exact = EXACT_ORDER_KEYS.some((k) => typeof q[k] === 'string' && (q[k] as string).trim() !== '');
  if (!exact) return q;
  const { [fromKey]: _f, [toKey]: _t, ...rest } = q;
  return rest as Q;
}
