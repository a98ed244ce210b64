/** The account-cancellation screen (/operate/accountLogout). A path is also the screen's authority key. */
export const ACCOUNT_LOGOUT_PATHS = {
  accountLogout: '/operate/accountLogout',
} as const;

export const accountLogoutButton = (op: 'approve' | 'export') => `${ACCOUNT_LOGOUT_PATHS.accountLogout}:${op}`;
