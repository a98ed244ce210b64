import { apiCall, type RequestOf } from '@/request/endpoint';
import { stateBusinessZone } from '@/utils/businessZone';

/** Sign-in and sign-out also accept code 0 as success (docs/rules.md "Sign-in and sign-out"). */
const LOGIN_CODES = ['00000', 0];

export type LoginPayload = RequestOf<'/api/mng/login'>;

export const login = apiCall('/api/mng/login', { successCodes: LOGIN_CODES, headers: { Is_Need_Game_Id: '1' } });

/** Exchanges the portal's ticket for a session token (docs/rules.md "Start-up and single sign-on"). */
const ssoExchange = apiCall('/api/mng/sso_login', { skipErrorHandler: true, headers: { Is_Need_Game_Id: '1' } });
export const ssoLogin = (satoken: string) => ssoExchange({ satoken });

export const logout = apiCall('/api/mng/logout', { successCodes: LOGIN_CODES });
const currentUserCall = apiCall('/api/mng/user/current', { skipErrorHandler: true });
/**
 * The signed-in person: a failure is shown by the console itself (docs/rules.md "Client state": the user model's
 * `loadError`, with a retry), an expired session (A0230) still sends the browser to the portal. Their answer states
 * the business time zone (docs/rules.md "Business time zone"), taken here as it arrives, before any screen renders
 * (screens wait for the person).
 */
export const queryCurrentUser: typeof currentUserCall = async (...args) => {
  const res = await currentUserCall(...args);
  stateBusinessZone(res?.data?.businessTimeZone);
  return res;
};
export const queryMenuEntries = apiCall('/api/mng/menu/list');
export const changePassword = apiCall('/api/mng/user/changePassword');
