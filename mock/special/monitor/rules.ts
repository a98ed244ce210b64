import type { MonitorKind } from '../../../src/contract/special/monitor';
import type { Currency } from '../../../src/utils/money';
import { MINUTE } from '../../core/clock';
import type { ActivityEvent, AppliedFacts } from '../../activity';

/**
 * When a watch rule meets an activity event (src/pages/special/README.md "Account monitoring"). Pure: the caller
 * passes the account's payment times and when the rule last alerted for the account.
 *
 * - A rule watches one account of its game, or all of them (account ''), from its creation on, while enabled.
 * - newDevice: a sign-in from a device the account had not used before.
 * - payOver: a payment in the rule's currency whose amount is at or over the threshold (other currencies never
 *   compared).
 * - manyOrders: a payment after which the account has `count` or more payments within the last `windowMinutes`
 *   (the window is (t − window, t]: a payment exactly `windowMinutes` earlier no longer counts; payments before the
 *   rule was created do not count). At most one alert per rule and account per window: none while the previous one is
 *   less than `windowMinutes` old.
 */
export interface RuleLike {
  gameId: number;
  account: string;
  kind: MonitorKind;
  amount: number | null;
  currency: Currency | null;
  count: number | null;
  windowMinutes: number | null;
  status: 0 | 1;
  created: number;
}

export interface Meeting {
  /** payments counted in the window (manyOrders), else null */
  count: number | null;
}

export interface AccountHistory {
  /** times of the account's payments up to and including this event (any order) */
  paymentTimes: readonly number[];
  /** when this rule last alerted for this account (null: never) */
  lastAlertAt: number | null;
}

export function watches(rule: RuleLike, e: ActivityEvent): boolean {
  return (
    rule.status === 1 &&
    rule.gameId === e.gameId &&
    (!rule.account || rule.account === e.account) &&
    e.at >= rule.created
  );
}

export function ruleMeets(
  rule: RuleLike,
  e: ActivityEvent,
  facts: AppliedFacts,
  history: AccountHistory,
): Meeting | null {
  if (!watches(rule, e)) return null;
  if (rule.kind === 'newDevice') return e.kind === 'signIn' && facts.newDevice ? { count: null } : null;
  if (e.kind !== 'payment') return null;
  if (rule.kind === 'payOver') {
    return rule.amount !== null && e.currency === rule.currency && e.amount >= rule.amount ? { count: null } : null;
  }
  if (rule.count === null || rule.windowMinutes === null) return null;
  const window = rule.windowMinutes * MINUTE;
  const since = Math.max(e.at - window, rule.created - 1);
  const count = history.paymentTimes.filter((t) => t > since && t <= e.at).length;
  if (count < rule.count) return null;
  if (history.lastAlertAt !== null && history.lastAlertAt > e.at - window) return null;
  return { count };
}
