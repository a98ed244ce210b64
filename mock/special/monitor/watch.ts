import { catchUpActivity, onActivity, paymentTimes, type ActivityEvent, type AppliedFacts } from '../../activity';
import { provideFigure } from '../../figures';
import { maskedContact, playerByAccount } from '../../players';
import { ruleMeets } from './rules';
import { monitorArea, type MonitorAlert, type MonitorRule } from './state';

/**
 * The monitor's listener of the simulated activity (mock/activity): each applied event is checked against the
 * enabled rules of its game (./rules.ts) and raises one alert per rule it meets. Registered when this module loads.
 */
function alertOf(rule: MonitorRule, e: ActivityEvent, count: number | null): MonitorAlert {
  const player = playerByAccount(e.gameId, e.account);
  const area = monitorArea();
  area.alertSeq += 1;
  return {
    id: area.alertSeq,
    gameId: e.gameId,
    ruleId: rule.id,
    ruleName: rule.name,
    kind: rule.kind,
    eventId: e.id,
    account: e.account,
    contact: player ? maskedContact(player) : '',
    happenedAt: e.at,
    device: e.kind === 'signIn' ? e.device : '',
    ip: e.kind === 'signIn' ? e.ip : '',
    channel: e.kind === 'signIn' ? e.channel : '',
    amount: e.kind === 'payment' ? e.amount : null,
    currency: e.kind === 'payment' ? e.currency : null,
    roleName: e.kind === 'payment' ? e.roleName : '',
    server: e.kind === 'payment' ? e.server : '',
    threshold: rule.kind === 'payOver' ? rule.amount : null,
    count,
    windowMinutes: rule.kind === 'manyOrders' ? rule.windowMinutes : null,
    status: 'open',
    note: '',
    handledBy: '',
    handledAt: null,
  };
}

export function raiseAlerts(e: ActivityEvent, facts: AppliedFacts): MonitorAlert[] {
  const area = monitorArea();
  const raised: MonitorAlert[] = [];
  for (const rule of area.rules) {
    if (rule.gameId !== e.gameId || rule.status !== 1) continue;
    const key = `${rule.id}:${e.account}`;
    const history = {
      paymentTimes: rule.kind === 'manyOrders' ? paymentTimes(e.gameId, e.account, -Infinity, e.at) : [],
      lastAlertAt: area.lastAlert.get(key) ?? null,
    };
    const meeting = ruleMeets(rule, e, facts, history);
    if (!meeting || area.raised.has(`${rule.id}:${e.id}`)) continue;
    const alert = alertOf(rule, e, meeting.count);
    area.alerts.push(alert);
    area.raised.add(`${rule.id}:${e.id}`);
    area.lastAlert.set(key, e.at);
    raised.push(alert);
  }
  return raised;
}

/** The rules watch the activity (registered at set-up, with the welcome page's figure of open alerts). */
export function watchActivity(): void {
  onActivity('monitor', (e, facts) => {
    raiseAlerts(e, facts);
  });
  provideFigure('openMonitorAlerts', openAlertCount);
}

/** Open alerts of a game now (the activity caught up first): the welcome page's figure. */
export function openAlertCount(gameId: number): number {
  catchUpActivity();
  return monitorArea().alerts.filter((a) => a.gameId === gameId && a.status === 'open').length;
}
