/**
 * The order lists' filters and the address (docs/rules.md "Lists"): a list's search form is preset from its
 * address as every list's is (src/components/CrudTable/address.ts), so the welcome page's figures link to the rows they
 * count. The flow list's time range starts as the business day (docs/rules.md "Business time zone").
 */
export {
  addressOf,
  presetFromAddress,
  queryToRange,
  rangeToQuery,
} from '@/components/CrudTable/address';
export { todayRange } from '@/utils/businessTime';

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
