import type { AccountLine } from '@/contract/operate/sdkAccounts';

/**
 * The SDK accounts screens, one per line (src/pages/operate/components/sdkAccounts). A path is also the screen's
 * authority key; a button's key is the screen's path and the action (`/operate/accountManagement:lock`). Kept apart
 * from the area's paths.ts while the operate area is built by several hands; merge into paths.ts later.
 */
export const SDK_ACCOUNTS_PATHS = {
  domestic: '/operate/accountManagement',
  og: '/operate/sdkAccountManagement',
  overseas: '/operate/sdkAccountOverseas',
} as const satisfies Record<AccountLine, string>;

export type AccountButton = 'lock' | 'resetPassword' | 'unbindPhone' | 'reveal' | 'export';
export const sdkAccountButton = (line: AccountLine, op: AccountButton) => `${SDK_ACCOUNTS_PATHS[line]}:${op}`;
