import { REGIONS } from '../payTypes';

/**
 * Regions a switch-payment rule may be limited to: the console's regions (src/contract/payTypes.ts), or `all`, which
 * matches every region. The check (which pay type applies) asks for one concrete region.
 */
export { REGIONS } from '../payTypes';
export const ALL_REGIONS = 'all';
export const RULE_REGIONS = [ALL_REGIONS, ...REGIONS] as const;

export type RuleRegion = (typeof RULE_REGIONS)[number];
