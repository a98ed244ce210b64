import type { MonitorKind } from '../../../src/contract/special/monitor';
import type { Currency } from '../../../src/utils/money';
import { BASE_EPOCH, DAY } from '../../core/clock';
import { defineArea } from '../../core/store';
import type { RuleLike } from './rules';

/** Watch rules and their alerts in the shared store: seeded on first use and again after a reset. */
export interface MonitorRule extends RuleLike {
  id: number;
  name: string;
  note: string;
  createdBy: string;
  updated: number;
  updatedBy: string;
}

export type AlertStatus = 'open' | 'handled' | 'ignored';

export interface MonitorAlert {
  id: number;
  gameId: number;
  ruleId: number;
  ruleName: string;
  kind: MonitorKind;
  /** the activity event that met the rule (unique with the rule: one alert per rule and event) */
  eventId: string;
  account: string;
  contact: string;
  happenedAt: number;
  device: string;
  ip: string;
  channel: string;
  amount: number | null;
  currency: Currency | null;
  roleName: string;
  server: string;
  threshold: number | null;
  count: number | null;
  windowMinutes: number | null;
  status: AlertStatus;
  note: string;
  handledBy: string;
  handledAt: number | null;
}

export interface MonitorArea {
  rules: MonitorRule[];
  alerts: MonitorAlert[];
  ruleSeq: number;
  alertSeq: number;
  /** `<ruleId>:<account>` → when the rule last alerted for the account */
  lastAlert: Map<string, number>;
  /** `<ruleId>:<eventId>` of every alert raised */
  raised: Set<string>;
}

const SEEDED_BY = '管理员';

/** A few rules of games 1, 2 and 5 that the simulated traffic meets now and then (created a week before the seed day). */
function seed(): MonitorArea {
  const created = BASE_EPOCH - 7 * DAY;
  const rule = (
    id: number,
    gameId: number,
    name: string,
    fields: Pick<MonitorRule, 'account' | 'kind'> & Partial<MonitorRule>,
  ): MonitorRule => ({
    id,
    gameId,
    name,
    amount: null,
    currency: null,
    count: null,
    windowMinutes: null,
    status: 1,
    note: '',
    created,
    createdBy: SEEDED_BY,
    updated: created,
    updatedBy: SEEDED_BY,
    ...fields,
  });
  return {
    rules: [
      rule(1, 1, '大额充值', {
        account: '',
        kind: 'payOver',
        amount: 64800,
        currency: 'CNY',
        note: '单笔 648 元及以上',
      }),
      rule(2, 1, '重点账号换设备', { account: 'xhcs_00001', kind: 'newDevice', note: '大 R 账号，防盗号' }),
      rule(3, 1, '短时多笔订单', { account: '', kind: 'manyOrders', count: 3, windowMinutes: 10 }),
      rule(4, 2, '高额支付', { account: '', kind: 'payOver', amount: 32800, currency: 'CNY', status: 0 }),
      rule(5, 5, 'Large payment', { account: '', kind: 'payOver', amount: 9999, currency: 'USD' }),
    ],
    alerts: [],
    ruleSeq: 5,
    alertSeq: 0,
    lastAlert: new Map(),
    raised: new Set(),
  };
}

export const monitorArea: () => MonitorArea = defineArea<MonitorArea>('monitor', seed);

export const gameRules = (gameId: number) => monitorArea().rules.filter((r) => r.gameId === gameId);
