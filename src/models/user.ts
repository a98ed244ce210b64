import { queryCurrentUser, queryMenuEntries } from '@/services/auth';
import type { CurrentUser, MenuEntry, Resource } from '@/services/types';
import { readAuthority, saveAuthority } from '@/utils/authority';
import { describeFailure, handleRequestError, SESSION_INVALID, BizError, type FailureText } from '@/request/errors';
import type { Envelope } from '@/request/errors';
import { PRELOAD_KEYS, takeOr } from '@/utils/preload';
import type { Action, EffectsCommands } from './dva';

/** The signed-in person (the user model of docs/rules.md "Client state"). */
export interface UserModelState {
  currentUser?: CurrentUser;
  /** false once the session is over (signed out, or expired): the console shows nothing while the browser leaves */
  isLogin: boolean;
  /** why the person could not be loaded (anything but an expired session): the console shows it with a retry */
  loadError?: FailureText;
  menuList: MenuEntry[];
  menuLoaded: boolean;
  /**
   * the person's authority (granted resource paths): its one home, read by `useAccess()` (src/access.ts). Persisted in
   * session storage under the authority key (docs/rules.md "Storage keys") as the person loads, read back at start.
   */
  authInfo: { authority: string[] };
  /**
   * the screens (route paths) the person may open: the route table filtered by their authority, set with the person
   * (and so with the authority) by one action (the route table is loaded by fetchCurrent when a person is, so it stays
   * out of the sign-in page's bundle)
   */
  routes: string[];
  /** the person's granted resources (menus, buttons, endpoints), keyed by resource path */
  resourceMap: Record<string, Resource>;
}

export const initialUserState: UserModelState = {
  currentUser: undefined,
  isLogin: true,
  loadError: undefined,
  menuList: [],
  menuLoaded: false,
  authInfo: { authority: [] },
  routes: [],
  resourceMap: {},
};

/** The model's state as a page load starts: the authority persisted by the last load of this tab's session. */
export const userStateAtStart = (): UserModelState => ({
  ...initialUserState,
  authInfo: { authority: readAuthority() },
});

/** The person's authority: the keys the backend sends, else the paths of their resources. */
export const authorityOf = (user: CurrentUser): string[] => user.authority || user.resources.map((r) => r.path);

export function resourceMapOf(resources: Resource[]): Record<string, Resource> {
  const map: Record<string, Resource> = {};
  resources.forEach((r) => {
    if (r.path && !(r.path in map)) map[r.path] = r;
  });
  return map;
}

/** What saveCurrentUser takes: the person and the screens their authority opens. */
export interface LoadedPerson {
  user: CurrentUser;
  routes: string[];
}

type RouteTable = typeof import('@/utils/routeTable');
const loadRouteTable = (): Promise<RouteTable> => import('@/utils/routeTable');

const UserModel = {
  namespace: 'user' as const,
  state: userStateAtStart(),
  effects: {
    /**
     * Loads the person. An expired session (A0230) sends the browser to the portal (the request layer) and ends
     * `isLogin`; any other failure is kept as `loadError` for the console to show with a retry (the call itself is
     * quiet, so it is said once). A failure while a person is already loaded (a refresh after editing one's profile)
     * is shown as any call's failure, and the person stays as loaded.
     */
    *fetchCurrent(_: Action, { call, put, select }: EffectsCommands<{ user: UserModelState }>) {
      try {
        const res = (yield call(takeOr, PRELOAD_KEYS.currentUser, queryCurrentUser)) as Envelope<CurrentUser>;
        const authority = authorityOf(res.data);
        saveAuthority(authority);
        const table = (yield call(loadRouteTable)) as RouteTable;
        const payload: LoadedPerson = { user: res.data, routes: table.grantedRoutes(authority) };
        yield put({ type: 'saveCurrentUser', payload });
        return res.data;
      } catch (e) {
        if (e instanceof BizError && e.info.errorCode === SESSION_INVALID) {
          yield put({ type: 'sessionEnded' });
          return undefined;
        }
        const loaded = (yield select((s) => Boolean(s.user.currentUser))) as boolean;
        if (loaded) handleRequestError(e);
        else yield put({ type: 'loadFailed', payload: describeFailure(e) });
        return undefined;
      }
    },
    /** Asks for the person again after a failed load (the console's retry button). */
    *retryCurrent(_: Action, { put }: EffectsCommands) {
      yield put({ type: 'loadFailed', payload: undefined });
      yield put({ type: 'fetchCurrent' });
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
    /** the person, their authority, resources and screens: one action, so they never disagree */
    saveCurrentUser(state: UserModelState, { payload }: Action<LoadedPerson>): UserModelState {
      const { user, routes } = payload as LoadedPerson;
      return {
        ...state,
        currentUser: user,
        isLogin: true,
        loadError: undefined,
        authInfo: { authority: authorityOf(user) },
        routes,
        resourceMap: resourceMapOf(user.resources || []),
      };
    },
    loadFailed(state: UserModelState, { payload }: Action<FailureText | undefined>): UserModelState {
      return { ...state, loadError: payload };
    },
    /** the session is over (signed out or expired): nothing of the console is shown while the browser leaves */
    sessionEnded(state: UserModelState): UserModelState {
      return { ...state, isLogin: false };
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
