import type { AddictionRules } from '../../src/utils/antiAddiction';
import { BASE_EPOCH, DAY } from '../core/clock';
import { defineArea } from '../core/store';

/**
 * Anti-addiction rules in the shared store: the platform's rule set and, per game, inherit or its own full set
 * (src/contract/antiAddiction.ts). Seeded on first use and again after a reset.
 */
export interface RuleSet extends AddictionRules {
  verifyMode: 'national' | 'platform';
  appId: string;
  bizId: string;
  secretKey: string;
}

export interface Stamp {
  updated: number | null;
  updatedBy: string;
}

export interface GameRules extends Stamp {
  mode: 'inherit' | 'override';
  /** the game's own set; kept when the game goes back to inherit, so overriding again starts from it */
  rules: RuleSet | null;
}

export interface AntiAddictionArea {
  platform: RuleSet & Stamp;
  games: Record<number, GameRules>;
}

/**
 * SAMPLE DATA: 2026's public holidays and make-up working days as the State Council announced them, as an example
 * calendar. Operators keep the real calendar on the screen.
 */
export const SAMPLE_HOLIDAYS_2026 = [
  ...['2026-01-01', '2026-01-02', '2026-01-03'],
  ...['2026-02-15', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-21'],
  ...['2026-02-22', '2026-02-23'],
  ...['2026-04-04', '2026-04-05', '2026-04-06'],
  ...['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'],
  ...['2026-06-19', '2026-06-20', '2026-06-21'],
  ...['2026-09-25', '2026-09-26', '2026-09-27'],
  ...['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07'],
];
export const SAMPLE_WORKDAYS_2026 = [
  '2026-01-04',
  '2026-02-14',
  '2026-02-28',
  '2026-05-09',
  '2026-09-20',
  '2026-10-10',
];

/** The national rules' shape: Fri–Sun and holidays 20:00–21:00; caps ¥50/¥200 (8–16) and ¥100/¥400 (16–18). */
export function nationalRules(): RuleSet {
  return {
    verifyMode: 'national',
    appId: 'a3f9c2e18b7d4f60a1c5',
    bizId: '1101999999',
    secretKey: '6b2e9d4fa07c4c1e8f3a5b9d2c7e1f04',
    guestMinutes: 60,
    windows: [{ weekdays: [5, 6, 7], holidays: true, start: '20:00', end: '21:00' }],
    holidays: [...SAMPLE_HOLIDAYS_2026],
    workdays: [...SAMPLE_WORKDAYS_2026],
    caps: {
      age8to16: { perPayment: 5000, perMonth: 20000 },
      age16to18: { perPayment: 10000, perMonth: 40000 },
    },
  };
}

function seed(): AntiAddictionArea {
  const jianghu = nationalRules();
  return {
    platform: { ...nationalRules(), updated: BASE_EPOCH - 30 * DAY, updatedBy: '周建国' },
    games: {
      // 剑影江湖 verifies on the platform's own service, admits no guests and caps payments lower
      2: {
        mode: 'override',
        updated: BASE_EPOCH - 7 * DAY,
        updatedBy: '孙强',
        rules: {
          ...jianghu,
          verifyMode: 'platform',
          appId: 'jyjh-realname-01',
          bizId: '2202888888',
          secretKey: 'f1e2d3c4b5a6978877665544332211aa',
          guestMinutes: 0,
          caps: {
            age8to16: { perPayment: 3000, perMonth: 15000 },
            age16to18: { perPayment: 8000, perMonth: 30000 },
          },
        },
      },
    },
  };
}

export const antiAddictionArea: () => AntiAddictionArea = defineArea<AntiAddictionArea>('antiAddiction', seed);
