import type { AccountLine } from '@/contract/operate/sdkAccounts';
import { apiCall, type DataOf } from '@/request/endpoint';

/**
 * SDK accounts of the current game, one set of calls per line. Shapes from the API contract
 * (src/contract/operate/sdkAccounts.ts).
 */
export type SdkAccount = DataOf<'/api/operate/accountManagement/page'>['list'][number];
export type SdkLogin = DataOf<'/api/operate/accountManagement/logins'>[number];

const domestic = {
  page: apiCall('/api/operate/accountManagement/page'),
  lock: apiCall('/api/operate/accountManagement/lock'),
  unlock: apiCall('/api/operate/accountManagement/unlock'),
  resetPassword: apiCall('/api/operate/accountManagement/resetPassword'),
  unbindPhone: apiCall('/api/operate/accountManagement/unbindPhone'),
  reveal: apiCall('/api/operate/accountManagement/reveal'),
  logins: apiCall('/api/operate/accountManagement/logins'),
};

export type AccountCalls = typeof domestic;

export const ACCOUNT_CALLS: Record<AccountLine, AccountCalls> = {
  domestic,
  og: {
    page: apiCall('/api/operate/sdkAccountManagement/page'),
    lock: apiCall('/api/operate/sdkAccountManagement/lock'),
    unlock: apiCall('/api/operate/sdkAccountManagement/unlock'),
    resetPassword: apiCall('/api/operate/sdkAccountManagement/resetPassword'),
    unbindPhone: apiCall('/api/operate/sdkAccountManagement/unbindPhone'),
    reveal: apiCall('/api/operate/sdkAccountManagement/reveal'),
    logins: apiCall('/api/operate/sdkAccountManagement/logins'),
  },
  overseas: {
    page: apiCall('/api/operate/sdkAccountOverseas/page'),
    lock: apiCall('/api/operate/sdkAccountOverseas/lock'),
    unlock: apiCall('/api/operate/sdkAccountOverseas/unlock'),
    resetPassword: apiCall('/api/operate/sdkAccountOverseas/resetPassword'),
    unbindPhone: apiCall('/api/operate/sdkAccountOverseas/unbindPhone'),
    reveal: apiCall('/api/operate/sdkAccountOverseas/reveal'),
    logins: apiCall('/api/operate/sdkAccountOverseas/logins'),
  },
};
