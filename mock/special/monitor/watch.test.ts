import { beforeEach, describe, expect, it } from 'vitest';
import { ACTIVITY_START, catchUpActivity, injectActivity } from '../../activity';
import { DAY, HOUR, MINUTE } from '../../core/clock';
import { playerByAccount } from '../../players';
import { reset } from '../../core/store';
import { monitorArea } from './state';
import { startBackend } from '../../backend';

// the backend as an entry serves it: every domain's set-up, once (mock/backend)
startBackend();

/** Alerts raised by the simulated activity: once per event and rule however often the activity is caught up. */
beforeEach(() => {
  reset();
});

const alertKeys = () => monitorArea().alerts.map((a) => `${a.ruleId}:${a.eventId}:${a.happenedAt}`);

describe('monitor alerts from the activity', () => {
  it('raises the seeded rules’ alerts from the stream, and none twice when caught up again', () => {
    const at = ACTIVITY_START + 20 * HOUR;
    catchUpActivity(at);
    const first = alertKeys();
    expect(first.length).toBeGreaterThan(0);
    expect(new Set(first).size).toBe(first.length);
    catchUpActivity(at);
    catchUpActivity(at - HOUR);
    expect(alertKeys()).toEqual(first);
    const big = monitorArea().alerts.filter((a) => a.ruleId === 1);
    expect(big.every((a) => a.currency === 'CNY' && (a.amount ?? 0) >= 64800 && a.status === 'open')).toBe(true);
    expect(big.every((a) => /\*\*\*/.test(a.contact))).toBe(true);
  });

  it('raises the same alerts whether the activity is caught up at once or in steps', () => {
    const at = ACTIVITY_START + 12 * HOUR;
    catchUpActivity(at);
    const once = alertKeys();
    reset();
    for (let t = ACTIVITY_START + 13 * MINUTE; t < at; t += 97 * MINUTE) catchUpActivity(t);
    catchUpActivity(at);
    expect(alertKeys()).toEqual(once);
  });

  it('an injected payment meets a rule once; a rule created later does not see older activity', () => {
    const at = ACTIVITY_START + HOUR;
    const p = playerByAccount(1, 'xhcs_00042');
    if (!p) throw new Error('seed');
    const role = p.roles[0];
    const area = monitorArea();
    area.rules.push({
      ...area.rules[0],
      id: 99,
      account: 'xhcs_00042',
      amount: 100_000,
      created: at + DAY,
    });
    const pay = {
      kind: 'payment',
      account: p.account,
      roleId: role.roleId,
      roleName: role.name,
      server: role.server,
    } as const;
    injectActivity(1, { ...pay, amount: 100_000, currency: 'CNY' }, at);
    expect(area.alerts.filter((a) => a.ruleId === 99)).toEqual([]);
    injectActivity(1, { ...pay, amount: 100_000, currency: 'CNY' }, at + DAY);
    expect(area.alerts.filter((a) => a.ruleId === 99).map((a) => a.amount)).toEqual([100_000]);
    catchUpActivity(at + DAY);
    expect(area.alerts.filter((a) => a.ruleId === 99)).toHaveLength(1);
  });
});
