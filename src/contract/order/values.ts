/**
 * Values of the order contracts (src/contract/order) that the console's screens read: the business lines and
 * the codes of orders, channels, notifications, refunds and sorting.
 * No schema here (docs/rules.md "API contract"): the console imports these at run time, and a module that builds
 * schemas would bring the schema library into the browser.
 */

export const LINES = ['order', 'ogorder'] as const;
export const ORDER_STATUSES = ['created', 'paid', 'delivered', 'delivery_failed', 'closed', 'refunded'] as const;
export const CHANNELS = [
  'official',
  'huawei',
  'xiaomi',
  'oppo',
  'vivo',
  'appstore',
  'googleplay',
  'wechat_mini',
  'douyin_mini',
] as const;
export const NOTIFY_RESULTS = ['success', 'timeout', 'refused'] as const;
export const REFUND_STATUSES = ['applied', 'approved', 'rejected', 'refunded', 'failed'] as const;
/** A timeline's events, by the fields they carry (records.ts timelineEvent): the system's, a notify, a refund's. */
export const SYSTEM_EVENT_KINDS = ['created', 'paid', 'delivered', 'delivery_failed', 'closed'] as const;
export const NOTIFY_EVENT_KIND = 'notify';
export const REFUND_EVENT_KINDS = [
  'refund_applied',
  'refund_approved',
  'refund_rejected',
  'refunded',
  'refund_failed',
] as const;
export const TIMELINE_KINDS = [...SYSTEM_EVENT_KINDS, NOTIFY_EVENT_KIND, ...REFUND_EVENT_KINDS] as const;
export const ORDER_SORT_FIELDS = ['created', 'amount', 'paidAt'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
/** What an OG refund block names: an account or a device. */
export const BAN_KINDS = ['account', 'device'] as const;
/** Orders use the pay area's codes (src/contract/payTypes.ts). */
export { PAY_TYPES } from '../payTypes';
