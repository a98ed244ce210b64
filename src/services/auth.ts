import { api } from '@/request';
import type { CurrentUser, MenuEntry } from './types';

/** Login and logout also accept code 0 as success (spec §8). */
const LOGIN_CODES = ['00000', 0];

export interface LoginPayload {
  account: string;
  password: string;
}

// POST /api/mng/login
export const login = (payload: LoginPayload) =>
  api<{ sToken: string; loginTime?: number | null }>('/mng/login', payload, {
    successCodes: LOGIN_CODES,
    headers: { Is_Need_Game_Id: '1' },
  });

// POST /api/mng/sso_login: exchanges the portal ticket for a session token (spec §4)
export const ssoLogin = (satoken: string) =>
  api<{ token: string; loginTime?: number | null }>('/mng/sso_login', { satoken }, {
    skipErrorHandler: true,
    headers: { Is_Need_Game_Id: '1' },
  });

// POST /api/mng/logout
export const logout = () => api<null>('/mng/logout', undefined, { successCodes: LOGIN_CODES });

// POST /api/mng/user/current
export const queryCurrentUser = () => api<CurrentUser>('/mng/user/current');

// POST /api/mng/menu/list
export const queryMenuEntries = () => api<MenuEntry[]>('/mng/menu/list');

// POST /api/mng/user/changePassword
export const changePassword = (payload: { oldPassword: string; newPassword: string }) =>
  api<null>('/mng/user/changePassword', payload);
