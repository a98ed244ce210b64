/**
 * Regions a switch-payment rule may be limited to; `all` matches every region. The check (which pay type applies)
 * asks for one concrete region.
 */
export const REGIONS = ['CN', 'HK', 'MO', 'TW', 'SEA', 'JP', 'KR', 'US', 'EU', 'BR'] as const;
export const ALL_REGIONS = 'all';
export const RULE_REGIONS = [ALL_REGIONS, ...REGIONS] as const;

export type Region = (typeof REGIONS)[number];
export type RuleRegion = (typeof RULE_REGIONS)[number];
