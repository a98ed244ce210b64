import { logout as logoutCall, login as loginCall, type LoginPayload } from '@/services/auth';
import { abortAll } from '@/request/abort';
import { clearAuthority } from '@/utils/authority';
import type { Envelope } from '@/request/errors';
import { browser, portalUserUrl } from '@/utils/portal';
import { local, STORAGE_KEYS } from '@/utils/storage';
import type { Action, EffectsCommands } from './dva';

/**
 * Sign-in state (login.status, docs/rules.md "Client state"; the flow: "Sign-in and sign-out"): 'ok' after a
 * successful sign-in. A failed sign-in writes nothing here: the `login/login` effect answers false and the page shows it.
 */
export interface LoginModelState {
  status?: 'ok';
}

type LoginResult = Envelope<{ sToken: string; loginTime?: number | null }>;

/** Login and logout treat code 0 as success too (docs/rules.md "Sign-in and sign-out"). */
export const isLoginSuccess = (code: unknown) => code === 0 || code === '00000';

/** Where a successful sign-in goes: "/" when the answer carries loginTime, else the password tab of /person. */
export function afterLoginTarget(loginTime: unknown): { replace: boolean; url: string } {
  return loginTime ? { replace: true, url: '/' } : { replace: false, url: '/person?key=2' };
}

const LoginModel = {
  namespace: 'login' as const,
  state: {} as LoginModelState,
  effects: {
    *login({ payload }: Action<LoginPayload>, { call, put }: EffectsCommands) {
      let res: LoginResult;
      // a failed call leaves the state as it was (the spec): the sign-in page shows the failure from the answer
      // (false), the request layer shows the reason once
      try {
        res = (yield call(loginCall, payload as LoginPayload)) as LoginResult;
      } catch {
        return false;
      }
      if (!isLoginSuccess(res.code)) return false;
      local.set(STORAGE_KEYS.sToken, res.data.sToken);
      yield put({ type: 'changeStatus', payload: 'ok' });
      const target = afterLoginTarget(res.data.loginTime);
      if (target.replace) browser.replace(target.url);
      else browser.assign(target.url);
      return true;
    },
    *logout(_: Action, { call, put }: EffectsCommands) {
      let res: Envelope<null>;
      try {
        res = (yield call(logoutCall)) as Envelope<null>;
      } catch {
        return false;
      }
      if (!isLoginSuccess(res.code)) return false;
      abortAll();
      local.clear();
      clearAuthority();
      yield put({ type: 'user/clearMenu' });
      yield put({ type: 'user/sessionEnded' });
      yield put({ type: 'changeStatus', payload: undefined });
      browser.assign(portalUserUrl());
      return true;
    },
  },
  reducers: {
    changeStatus(state: LoginModelState, { payload }: Action<LoginModelState['status']>): LoginModelState {
      return { ...state, status: payload };
    },
  },
};

export default LoginModel;
