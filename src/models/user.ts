import { queryCurrentUser, queryMenuEntries } from '@/services/auth';
import type { CurrentUser, MenuEntry } from '@/services/types';
import { saveAuthority } from '@/utils/authority';
import type { Envelope } from '@/request/errors';
import { PRELOAD_KEYS, takeOr } from '@/utils/preload';
import type { Action, EffectsCommands } from './types';

/** The signed-in person (the user model of docs/rules.md "Client state"). */
export interface UserModelState {
  currentUser?: CurrentUser;
  menuList: MenuEntry[];
  menuLoaded: boolean;
  authInfo: { authority: string[] };
}

export const initialUserState: UserModelState = {
  currentUser: undefined,
  menuList: [],
  menuLoaded: false,
  authInfo: { authority: [] },
};

const UserModel = {
  namespace: 'user' as const,
  state: initialUserState,
  effects: {
    *fetchCurrent(_: Action, { call, put }: EffectsCommands) {
      try {
        const res = (yield call(takeOr, PRELOAD_KEYS.currentUser, queryCurrentUser)) as Envelope<CurrentUser>;
        saveAuthority(res.data.authority);
        yield put({ type: 'saveCurrentUser', payload: res.data });
        return res.data;
      } catch {
        // the request layer has shown why (or sent an expired session to the portal)
        return undefined;
      }
    },
    *fetchMenu(_: Action, { call, put }: EffectsCommands) {
      try {
        const res = (yield call(takeOr, PRELOAD_KEYS.menu, queryMenuEntries)) as Envelope<MenuEntry[]>;
        yield put({ type: 'saveMenu', payload: res.data });
      } catch {
        yield put({ type: 'saveMenu', payload: [] });
      }
    },
  },
  reducers: {
    saveCurrentUser(state: UserModelState, { payload }: Action<CurrentUser>): UserModelState {
      const user = payload as CurrentUser;
      const authority = user.authority || user.resources.map((r) => r.path);
      return {
        ...state,
        currentUser: user,
        authInfo: { authority },
      };
    },
    saveMenu(state: UserModelState, { payload }: Action<MenuEntry[]>): UserModelState {
      return { ...state, menuList: payload || [], menuLoaded: true };
    },
    clearMenu(state: UserModelState): UserModelState {
      return { ...state, menuList: [], menuLoaded: false };
    },
  },
};

export default UserModel;
