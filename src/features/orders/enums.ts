import { CHANNELS, NOTIFY_RESULTS, ORDER_STATUSES, PAY_TYPES, REFUND_STATUSES } from '@/contract/order/values';

/**
 * The order areas' badges and names (ProTable valueEnum: a coloured badge in the list, a select in the search form),
 * built from the contract's enums; `t` is the screen's translate function (useText).
 */
type T = (id: string) => string;
type Badge = 'Success' | 'Error' | 'Processing' | 'Warning' | 'Default';

const ORDER_BADGE: Record<(typeof ORDER_STATUSES)[number], Badge> = {
  created: 'Default',
  paid: 'Processing',
  delivered: 'Success',
  delivery_failed: 'Error',
  closed: 'Default',
  refunded: 'Warning',
};

const REFUND_BADGE: Record<(typeof REFUND_STATUSES)[number], Badge> = {
  applied: 'Processing',
  approved: 'Warning',
  rejected: 'Default',
  refunded: 'Success',
  failed: 'Error',
};

const RESULT_BADGE: Record<(typeof NOTIFY_RESULTS)[number], Badge> = {
  success: 'Success',
  timeout: 'Warning',
  refused: 'Error',
};

function badges<K extends string>(keys: readonly K[], badge: Record<K, Badge>, t: T, prefix: string) {
  return Object.fromEntries(keys.map((k) => [k, { text: t(`${prefix}.${k}`), status: badge[k] }])) as Record<
    K,
    { text: string; status: Badge }
  >;
}

function names<K extends string>(keys: readonly K[], t: T, prefix: string) {
  return Object.fromEntries(keys.map((k) => [k, { text: t(`${prefix}.${k}`) }])) as Record<K, { text: string }>;
}

export const orderStatusEnum = (t: T) => badges(ORDER_STATUSES, ORDER_BADGE, t, 'pages.order.status');
export const refundStatusEnum = (t: T) => badges(REFUND_STATUSES, REFUND_BADGE, t, 'pages.order.refundStatus');
export const notifyResultEnum = (t: T) => badges(NOTIFY_RESULTS, RESULT_BADGE, t, 'pages.order.result');
export const channelEnum = (t: T) => names(CHANNELS, t, 'pages.order.channel');
// pay types are named once for every area (common.payType.*, src/hooks/usePayWords.ts)
export const payTypeEnum = (t: T) => names(PAY_TYPES, t, 'common.payType');
