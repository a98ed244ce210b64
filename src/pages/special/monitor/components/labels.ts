import type { AlertStatus, MonitorAlert, MonitorKind, MonitorRule } from '../service';
import { currentLocale } from '@/utils/i18n';
import { formatMoney } from '@/utils/money';

/** Words of account monitoring: kinds, alert statuses, a rule's condition and what an alert saw, in the operator's language. */
type T = (id: string, values?: Record<string, string | number>) => string;

export const MONITOR_KINDS: readonly MonitorKind[] = ['newDevice', 'payOver', 'manyOrders'];
export const ALERT_STATUSES: readonly AlertStatus[] = ['open', 'handled', 'ignored'];

export function kindEnum(t: T) {
  return Object.fromEntries(MONITOR_KINDS.map((k) => [k, { text: t(`pages.special.monitor.kind.${k}`) }]));
}

const BADGE: Record<AlertStatus, 'Error' | 'Success' | 'Default'> = {
  open: 'Error',
  handled: 'Success',
  ignored: 'Default',
};

export function alertStatusEnum(t: T) {
  return Object.fromEntries(
    ALERT_STATUSES.map((s) => [s, { text: t(`pages.special.monitor.alert.status.${s}`), status: BADGE[s] }]),
  );
}

/** An amount in the interface language with its currency (docs/rules.md "Money"). */
const money = (amount: number | null, currency: string | null) =>
  amount === null ? '' : formatMoney(amount, currency ?? '', currentLocale());

/** The account a rule watches, or "all accounts of the game". */
export const accountText = (t: T, account: string) => account || t('pages.special.monitor.account.all');

/** A rule's condition: "one payment ≥ ¥648.00", "3 or more orders within 10 min", … */
export function conditionText(
  t: T,
  r: Pick<MonitorRule, 'kind' | 'amount' | 'currency' | 'count' | 'windowMinutes'>,
): string {
  if (r.kind === 'payOver')
    return t('pages.special.monitor.condition.payOver', { amount: money(r.amount, r.currency) });
  if (r.kind === 'manyOrders')
    return t('pages.special.monitor.condition.manyOrders', { count: r.count ?? 0, minutes: r.windowMinutes ?? 0 });
  return t('pages.special.monitor.condition.newDevice');
}

/** What the alert saw: the new device and where from, or the payment(s). */
export function whatHappened(t: T, a: MonitorAlert): string {
  if (a.kind === 'newDevice')
    return t('pages.special.monitor.alert.what.newDevice', { device: a.device, ip: a.ip, channel: a.channel });
  if (a.kind === 'payOver')
    return t('pages.special.monitor.alert.what.payOver', {
      amount: money(a.amount, a.currency),
      role: a.roleName,
      server: a.server,
      threshold: money(a.threshold, a.currency),
    });
  return t('pages.special.monitor.alert.what.manyOrders', {
    count: a.count ?? 0,
    minutes: a.windowMinutes ?? 0,
    amount: money(a.amount, a.currency),
  });
}
