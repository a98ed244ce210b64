import { queryCurrentUser, queryMenuEntries } from '@/services/auth';
import type { CurrentUser, MenuEntry, Resource } from '@/services/types';
import { saveAuthority } from '@/utils/authority';
import type { Envelope } from '@/request/errors';
import { PRELOAD_KEYS, takeOr } from '@/utils/preload';
import { resourceMap } from '@/utils/resourceTree';
import type { Action, EffectsCommands } from './types';

/** The signed-in person (spec §3 user). */
export interface UserModelState {
  currentUser?: CurrentUser;
  isLogin: boolean;
  menuList: MenuEntry[];
  menuLoaded: boolean;
  authInfo: { authority: string[] };
  routes: string[];
  resourceMap: Record<string, Resource>;
}

export const initialUserState: UserModelState = {
  currentUser: undefined,
  isLogin: true,
  menuList: [],
  menuLoaded: false,
  authInfo: { authority: [] },
  routes: [],
  resourceMap: {},
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
        yield put({ type: 'setLogin', payload: false });
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
        isLogin: true,
        authInfo: { authority },
        routes: user.resources.filter((r) => r.type === 1).map((r) => r.path),
        resourceMap: resourceMap(user.resources),
      };
    },
    setLogin(state: UserModelState, { payload }: Action<boolean>): UserModelState {
      return { ...state, isLogin: Boolean(payload) };
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
