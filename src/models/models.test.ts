import { vi } from 'vitest';

vi.mock('@/services/auth', () => ({
  login: vi.fn(),
  logout: vi.fn(),
  queryCurrentUser: vi.fn(),
  queryMenuEntries: vi.fn(),
}));
vi.mock('@/services/games', () => ({ queryMyGames: vi.fn(), childGameDropDown: vi.fn() }));
vi.mock('@/services/sys', () => ({ queryAllResources: vi.fn(), queryAllRoles: vi.fn(), queryDepartmentTree: vi.fn() }));

import * as auth from '@/services/auth';
import * as games from '@/services/games';
import * as sys from '@/services/sys';
import { ResourceType } from '@/services/types';
import * as abort from '@/request/abort';
import { BizError } from '@/request/errors';
import { message, notification } from 'antd';
import { browser } from '@/utils/portal';
import { preload, PRELOAD_KEYS } from '@/utils/preload';
import { STORAGE_KEYS } from '@/utils/storage';
import { draftStorageKey } from '@/utils/drafts';
import DepartmentModel from './department';
import GamesModel from './games';
import GlobalModel from './global';
import LoginModel, { afterLoginTarget, isLoginSuccess } from './login';
import PeopleModel from './people';
import ResourceModel from './resource';
import RoleModel from './role';
import SettingsModel, { COLOR_WEAK_CLASS, loadSettings } from './settings';
import UploadModel from './upload';
import { runEffect } from '../../tests/unit/runEffect';
import UserModel, { initialUserState } from './user';

// fixtures carry only the fields a test reads: typed loosely on purpose (the contract's types are checked by the services)
const ok = (data: unknown, code: string | number = '00000') => ({ code, data, tips: '', msg: 'success' }) as never;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
});

describe('login model (docs/rules.md "Sign-in and sign-out")', () => {
  it('success with loginTime stores sToken and replaces the location with /', async () => {
    vi.mocked(auth.login).mockResolvedValue(ok({ sToken: 'T1', loginTime: 123 }, 0));
    const { result, puts } = await runEffect(LoginModel.effects.login, {
      type: 'login/login',
      payload: { account: 'a', password: 'b' },
    });
    expect(result).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.sToken)).toBe('T1');
    expect(browser.replace).toHaveBeenCalledWith('/');
    expect(puts).toContainEqual({ type: 'changeStatus', payload: 'ok' });
  });
  it('success without loginTime goes to /person?key=2', async () => {
    vi.mocked(auth.login).mockResolvedValue(ok({ sToken: 'T2', loginTime: null }));
    await runEffect(LoginModel.effects.login, { type: 'login/login', payload: {} });
    expect(browser.assign).toHaveBeenCalledWith('/person?key=2');
    expect(browser.replace).not.toHaveBeenCalled();
  });
  it('a failed call leaves storage and the login state unchanged (nothing put), and answers false', async () => {
    vi.mocked(auth.login).mockRejectedValue(new Error('A0210'));
    const { result, puts } = await runEffect(LoginModel.effects.login, { type: 'login/login', payload: {} });
    expect(result).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.sToken)).toBeNull();
    expect(puts).toEqual([]);
  });
  it('a non-success code is a failure too, with the same unchanged state', async () => {
    vi.mocked(auth.login).mockResolvedValue(ok({ sToken: 'x' }, 'A0210'));
    const { result, puts } = await runEffect(LoginModel.effects.login, { type: 'login/login', payload: {} });
    expect(result).toBe(false);
    expect(puts).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.sToken)).toBeNull();
    expect(browser.assign).not.toHaveBeenCalled();
    expect(browser.replace).not.toHaveBeenCalled();
  });
  it('logout clears local storage (drafts too), empties the menu, aborts calls and goes to the portal', async () => {
    localStorage.setItem(STORAGE_KEYS.sToken, 'T');
    localStorage.setItem('other', '1');
    // an editor's draft (docs/rules.md "Drafts") goes with the rest
    localStorage.setItem(draftStorageKey(7, { form: 'roleform', record: 'new' }), '{"savedAt":1,"values":{}}');
    const abortSpy = vi.spyOn(abort, 'abortAll');
    vi.mocked(auth.logout).mockResolvedValue(ok(null, 0));
    const { result, puts } = await runEffect(LoginModel.effects.logout, { type: 'login/logout' });
    expect(result).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(puts).toContainEqual({ type: 'user/clearMenu' });
    expect(puts).toContainEqual({ type: 'user/sessionEnded' });
    expect(abortSpy).toHaveBeenCalled();
    expect(browser.assign).toHaveBeenCalledWith('/portal/user');
  });
  it('a failed logout leaves everything as it was', async () => {
    localStorage.setItem(STORAGE_KEYS.sToken, 'T');
    const draft = draftStorageKey(7, { form: 'roleform', record: 3 });
    localStorage.setItem(draft, '{"savedAt":1,"values":{}}');
    vi.mocked(auth.logout).mockRejectedValue(new Error('x'));
    expect((await runEffect(LoginModel.effects.logout, { type: 'login/logout' })).result).toBe(false);
    vi.mocked(auth.logout).mockResolvedValue(ok(null, 'B0001'));
    expect((await runEffect(LoginModel.effects.logout, { type: 'login/logout' })).result).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.sToken)).toBe('T');
    expect(localStorage.getItem(draft)).toBe('{"savedAt":1,"values":{}}');
    expect(browser.assign).not.toHaveBeenCalled();
  });
  it('helpers', () => {
    expect(isLoginSuccess(0)).toBe(true);
    expect(isLoginSuccess('00000')).toBe(true);
    expect(isLoginSuccess('0')).toBe(false);
    expect(afterLoginTarget(0)).toEqual({ replace: false, url: '/person?key=2' });
    expect(LoginModel.reducers.changeStatus({}, { type: 'x', payload: 'ok' })).toEqual({ status: 'ok' });
  });
});

describe('user model (docs/rules.md "Client state")', () => {
  const user = {
    id: 1,
    account: 'a',
    name: 'A',
    roles: [],
    authority: ['/welcome', '/order'],
    resources: [
      { id: 2, pid: 1, name: 'o', path: '/order', type: ResourceType.MENU },
      { id: 3, pid: 2, name: 'b', path: '/order:add', type: ResourceType.BUTTON },
    ],
  };
  it('fetchCurrent saves the user and stores the authority', async () => {
    vi.mocked(auth.queryCurrentUser).mockResolvedValue(ok(user));
    const { puts } = await runEffect(UserModel.effects.fetchCurrent, { type: 'user/fetchCurrent' });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.authority)!)).toEqual(['/welcome', '/order']);
    const state = UserModel.reducers.saveCurrentUser(initialUserState, puts[0] as never);
    expect(state.currentUser).toEqual(user);
    expect(state.authInfo.authority).toEqual(['/welcome', '/order']);
    // the screens come with the person, from the same authority: /welcome (granted) but not /order/flow (not granted)
    expect(state.routes).toContain('/welcome');
    expect(state.routes).not.toContain('/order/flow');
  });
  it('fetchCurrent persists the same authority the model holds, also when it comes from the resources', async () => {
    const { authority: _none, ...withoutKeys } = user;
    vi.mocked(auth.queryCurrentUser).mockResolvedValue(ok(withoutKeys));
    const { puts } = await runEffect(UserModel.effects.fetchCurrent, { type: 'user/fetchCurrent' });
    const state = UserModel.reducers.saveCurrentUser(initialUserState, puts[0] as never);
    expect(state.authInfo.authority).toEqual(['/order', '/order:add']);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.authority)!)).toEqual(state.authInfo.authority);
  });
  it('fetchCurrent, fetchMenu, fetchGames and fetchChildGames take the answers asked for before the first render', async () => {
    vi.mocked(auth.queryCurrentUser).mockClear();
    vi.mocked(auth.queryMenuEntries).mockClear();
    vi.mocked(games.queryMyGames).mockClear();
    vi.mocked(games.childGameDropDown).mockClear();
    preload(PRELOAD_KEYS.currentUser, () => Promise.resolve(ok(user)));
    preload(PRELOAD_KEYS.menu, () => Promise.resolve(ok([])));
    preload(PRELOAD_KEYS.games, () => Promise.resolve(ok([{ id: 9, name: 'g' }])));
    preload(PRELOAD_KEYS.childGames(9), () => Promise.resolve(ok([{ id: 91, name: 'c' }])));
    expect((await runEffect(UserModel.effects.fetchCurrent, { type: 'x' })).puts[0]).toMatchObject({
      payload: { user },
    });
    expect((await runEffect(UserModel.effects.fetchMenu, { type: 'x' })).puts[0]).toEqual({
      type: 'saveMenu',
      payload: [],
    });
    expect((await runEffect(GamesModel.effects.fetchGames, { type: 'x' })).puts[0]).toEqual({
      type: 'saveGames',
      payload: [{ id: 9, name: 'g' }],
    });
    expect((await runEffect(GamesModel.effects.fetchChildGames, { type: 'x', payload: 9 })).puts[0]).toEqual({
      type: 'saveChildGames',
      payload: [{ id: 91, name: 'c' }],
    });
    expect(auth.queryCurrentUser).not.toHaveBeenCalled();
    expect(auth.queryMenuEntries).not.toHaveBeenCalled();
    expect(games.queryMyGames).not.toHaveBeenCalled();
    expect(games.childGameDropDown).not.toHaveBeenCalled();
  });
  it('an expired session (A0230) ends isLogin and keeps no person, no authority, no error to show', async () => {
    sessionStorage.clear();
    vi.mocked(auth.queryCurrentUser).mockRejectedValue(
      new BizError({ success: false, errorCode: 'A0230', errorMessage: '登录已失效' }),
    );
    const { puts } = await runEffect(
      UserModel.effects.fetchCurrent,
      { type: 'user/fetchCurrent' },
      { user: initialUserState },
    );
    expect(puts).toEqual([{ type: 'sessionEnded' }]);
    expect(sessionStorage.getItem(STORAGE_KEYS.authority)).toBeNull();
    expect(initialUserState.isLogin).toBe(true);
    expect(UserModel.reducers.sessionEnded(initialUserState).isLogin).toBe(false);
  });

  it.each([
    [
      'a business error',
      new BizError({ success: false, errorCode: 'B0001', errorMessage: '服务器开小差' }),
      'B0001',
      '服务器开小差',
    ],
    [
      'an HTTP error',
      Object.assign(new Error('Internal Server Error'), {
        type: 'HttpError',
        response: { status: 500, url: '/api/mng/user/current' },
      }),
      '500',
      // (the title word comes from the locale, not loaded in this test)
      expect.stringMatching(/ 500: \/api\/mng\/user\/current 服务器发生错误，请检查服务器。$/),
    ],
    ['a network failure', new Error('Failed to fetch'), undefined, 'Failed to fetch'],
  ])(
    'any other failure (%s) is kept as loadError for the console to show once, with a retry',
    async (_n, e, code, text) => {
      const shown = vi.spyOn(message, 'error').mockImplementation(() => undefined as never);
      const noticed = vi.spyOn(notification, 'error').mockImplementation(() => undefined);
      vi.mocked(auth.queryCurrentUser).mockRejectedValue(e);
      const { puts } = await runEffect(
        UserModel.effects.fetchCurrent,
        { type: 'user/fetchCurrent' },
        { user: initialUserState },
      );
      expect(puts).toEqual([{ type: 'loadFailed', payload: code ? { code, message: text } : { message: text } }]);
      expect(shown).not.toHaveBeenCalled();
      expect(noticed).not.toHaveBeenCalled();
      const failed = UserModel.reducers.loadFailed(initialUserState, puts[0] as never);
      expect(failed.loadError?.message).toEqual(text);
      expect(failed.currentUser).toBeUndefined();
      // the answer that follows clears it
      expect(
        UserModel.reducers.saveCurrentUser(failed, { type: 'x', payload: { user, routes: [] } as never }).loadError,
      ).toBeUndefined();
    },
  );

  it('a failed refresh while a person is loaded is shown as any failure, and keeps the person', async () => {
    const shown = vi.spyOn(message, 'error').mockImplementation(() => undefined as never);
    vi.mocked(auth.queryCurrentUser).mockRejectedValue(new Error('Failed to fetch'));
    const loaded = UserModel.reducers.saveCurrentUser(initialUserState, {
      type: 'x',
      payload: { user, routes: [] } as never,
    });
    const { puts } = await runEffect(UserModel.effects.fetchCurrent, { type: 'user/fetchCurrent' }, { user: loaded });
    expect(puts).toEqual([]);
    expect(shown).toHaveBeenCalledWith('Failed to fetch');
  });

  it('retry clears the error and asks again', async () => {
    const { puts } = await runEffect(UserModel.effects.retryCurrent, { type: 'user/retryCurrent' });
    expect(puts).toEqual([{ type: 'loadFailed', payload: undefined }, { type: 'fetchCurrent' }]);
  });

  it('keeps the screens the person may open and their resources by path', () => {
    const state = UserModel.reducers.saveCurrentUser(initialUserState, {
      type: 'x',
      payload: { user, routes: ['/welcome'] } as never,
    });
    expect(state.routes).toEqual(['/welcome']);
    expect(state.resourceMap['/order:add']).toMatchObject({ id: 3, type: ResourceType.BUTTON });
    expect(Object.keys(state.resourceMap)).toEqual(['/order', '/order:add']);
  });

  it('menu is saved, emptied on failure and by clearMenu', async () => {
    const entry = { id: 1, parentId: 0, name: 'm', type: 1, uri: '/m', gameId: 0, sortNumber: 1 };
    vi.mocked(auth.queryMenuEntries).mockResolvedValue(ok([entry]));
    expect((await runEffect(UserModel.effects.fetchMenu, { type: 'x' })).puts[0]).toEqual({
      type: 'saveMenu',
      payload: [entry],
    });
    vi.mocked(auth.queryMenuEntries).mockRejectedValue(new Error('x'));
    expect((await runEffect(UserModel.effects.fetchMenu, { type: 'x' })).puts[0]).toEqual({
      type: 'saveMenu',
      payload: [],
    });
    const loaded = UserModel.reducers.saveMenu(initialUserState, { type: 'x', payload: [] });
    expect(loaded.menuLoaded).toBe(true);
    expect(UserModel.reducers.clearMenu(loaded)).toMatchObject({ menuList: [], menuLoaded: false });
  });
});

describe('games model', () => {
  it('selectGame stores GAME_ID, drops the child game, aborts in-flight calls, loads child games', async () => {
    sessionStorage.setItem(STORAGE_KEYS.childGameId, '9');
    const abortSpy = vi.spyOn(abort, 'abortAll');
    const { puts } = await runEffect(GamesModel.effects.selectGame, { type: 'x', payload: 5 });
    expect(sessionStorage.getItem(STORAGE_KEYS.gameId)).toBe('5');
    expect(sessionStorage.getItem(STORAGE_KEYS.childGameId)).toBeNull();
    expect(abortSpy).toHaveBeenCalled();
    expect(puts).toEqual([
      { type: 'setGame', payload: '5' },
      { type: 'fetchChildGames', payload: '5' },
    ]);
  });
  it('setGame bumps the generation so open screens reload', () => {
    const s0 = {
      gameList: [],
      gamesLoaded: false,
      childGameList: [{ id: 1, name: 'c', platform: 'Android' }],
      currentGameId: '1',
      currentChildGameId: '2',
      generation: 3,
    };
    expect(GamesModel.reducers.setGame(s0, { type: 'x', payload: '7' })).toMatchObject({
      currentGameId: '7',
      currentChildGameId: null,
      childGameList: [],
      generation: 4,
    });
    expect(GamesModel.reducers.setChildGame(s0, { type: 'x', payload: '8' })).toMatchObject({
      currentChildGameId: '8',
      generation: 4,
    });
  });
  it('selectChildGame stores or clears CHILD_GAME_ID', async () => {
    await runEffect(GamesModel.effects.selectChildGame, { type: 'x', payload: 11 });
    expect(sessionStorage.getItem(STORAGE_KEYS.childGameId)).toBe('11');
    const { puts } = await runEffect(GamesModel.effects.selectChildGame, { type: 'x', payload: null });
    expect(sessionStorage.getItem(STORAGE_KEYS.childGameId)).toBeNull();
    expect(puts).toEqual([{ type: 'setChildGame', payload: null }]);
  });
  it('fetchGames and fetchChildGames save lists, empty on failure, skip without a game', async () => {
    vi.mocked(games.queryMyGames).mockResolvedValue(ok([{ id: 1, name: 'g' }]));
    expect((await runEffect(GamesModel.effects.fetchGames, { type: 'x' })).result).toEqual([{ id: 1, name: 'g' }]);
    vi.mocked(games.queryMyGames).mockRejectedValue(new Error('x'));
    expect((await runEffect(GamesModel.effects.fetchGames, { type: 'x' })).puts).toEqual([
      { type: 'saveGames', payload: [] },
    ]);
    vi.mocked(games.childGameDropDown).mockResolvedValue(ok([{ id: 2, name: 'c' }]));
    expect((await runEffect(GamesModel.effects.fetchChildGames, { type: 'x', payload: 1 })).puts).toEqual([
      { type: 'saveChildGames', payload: [{ id: 2, name: 'c' }] },
    ]);
    expect((await runEffect(GamesModel.effects.fetchChildGames, { type: 'x', payload: '' })).puts).toEqual([]);
    vi.mocked(games.childGameDropDown).mockRejectedValue(new Error('x'));
    expect((await runEffect(GamesModel.effects.fetchChildGames, { type: 'x', payload: 1 })).puts).toEqual([
      { type: 'saveChildGames', payload: [] },
    ]);
  });
});

describe('people model (docs/rules.md "Client state")', () => {
  const s = { pendingList: [1], departmentIds: [] };
  it('adds pending updates without duplicates and removes them', () => {
    const added = PeopleModel.reducers.addPending(s, { type: 'x', payload: [1, 2, 2, 3] });
    expect(added.pendingList).toEqual([1, 2, 3]);
    expect(PeopleModel.reducers.addPending(added, { type: 'x', payload: 3 }).pendingList).toEqual([1, 2, 3]);
    expect(PeopleModel.reducers.removePending(added, { type: 'x', payload: 2 }).pendingList).toEqual([1, 3]);
    expect(PeopleModel.reducers.removePending(added, { type: 'x', payload: [1, 3] }).pendingList).toEqual([2]);
    expect(PeopleModel.reducers.clearPending(added).pendingList).toEqual([]);
    expect(PeopleModel.reducers.setDepartmentIds(s, { type: 'x', payload: [4] }).departmentIds).toEqual([4]);
  });
});

describe('resource and role models', () => {
  it('resources are read for the grant editors; a failure marks them loaded and keeps the last list', async () => {
    const list = [
      { id: 1, pid: 0, name: 'root', path: '/', type: 1 },
      { id: 2, pid: 1, name: 'x', path: '/x', type: 1 },
    ];
    vi.mocked(sys.queryAllResources).mockResolvedValue(ok(list));
    const { puts } = await runEffect(ResourceModel.effects.fetchAll, { type: 'x' });
    const empty = { resourceList: [], menuList: [], loaded: false };
    const state = ResourceModel.reducers.save(empty, puts[0] as never);
    expect(state.resourceList).toEqual(list);
    expect(state.loaded).toBe(true);
    // the grant editors' tree: under root 1, title = name, value = id, key = id
    expect(state.menuList).toEqual([{ ...list[1], title: 'x', value: 2, key: 2 }]);
    vi.mocked(sys.queryAllResources).mockRejectedValue(new Error('x'));
    const failed = await runEffect(ResourceModel.effects.fetchAll, { type: 'x' });
    expect(failed.puts).toEqual([{ type: 'failed' }]);
    expect(ResourceModel.reducers.failed(state)).toEqual({ ...state, loaded: true });
    expect(ResourceModel.reducers.failed(empty)).toEqual({ ...empty, loaded: true });
  });
  it('role saves its list and keeps it on failure', async () => {
    vi.mocked(sys.queryAllRoles).mockResolvedValue(ok([{ id: 1, name: 'r', code: 'r' }]));
    expect((await runEffect(RoleModel.effects.fetchAll, { type: 'x' })).puts[0].payload).toHaveLength(1);
    vi.mocked(sys.queryAllRoles).mockRejectedValue(new Error('x'));
    expect((await runEffect(RoleModel.effects.fetchAll, { type: 'x' })).puts).toEqual([]);
    expect(RoleModel.reducers.save({ allRoleList: [] }, { type: 'x', payload: undefined }).allRoleList).toEqual([]);
  });
});

describe('department, upload and global models (docs/rules.md "Client state")', () => {
  it('department keeps the tree and keeps the last one on failure', async () => {
    const tree = [{ id: 1, name: '运营部', parentId: 0, children: [] }];
    vi.mocked(sys.queryDepartmentTree).mockResolvedValue(ok({ list: tree }));
    const { puts } = await runEffect(DepartmentModel.effects.fetch, { type: 'x' });
    const state = DepartmentModel.reducers.save({ departmentList: [], loaded: false }, puts[0] as never);
    expect(state).toEqual({ departmentList: tree, loaded: true });
    vi.mocked(sys.queryDepartmentTree).mockRejectedValue(new Error('x'));
    expect((await runEffect(DepartmentModel.effects.fetch, { type: 'x' })).puts).toEqual([{ type: 'failed' }]);
    expect(DepartmentModel.reducers.failed(state)).toEqual(state);
  });
  it('upload progress is one number, 0–100, whole (the upload that moved last), each dialog’s kept beside it', () => {
    expect(UploadModel.state).toEqual({ progress: 0, byDialog: {} });
    let state = UploadModel.reducers.setProgress(UploadModel.state, {
      type: 'x',
      payload: { key: 'a', percent: 42.4 },
    });
    expect(state.progress).toBe(42);
    state = UploadModel.reducers.setProgress(state, { type: 'x', payload: { key: 'b', percent: 120 } });
    expect(state.progress).toBe(100);
    expect(state.byDialog).toEqual({ a: 42, b: 100 });
    state = UploadModel.reducers.setProgress(state, { type: 'x', payload: { key: 'a', percent: -3 } });
    expect(state).toEqual({ progress: 0, byDialog: { a: 0, b: 100 } });
    expect(UploadModel.reducers.setProgress(state, { type: 'x', payload: { key: 'a', percent: 0 } })).toBe(state);
  });
  it('global keeps the breadcrumb trail, the same object while it stays the same', () => {
    const trail = [{ path: '/pay', titleKey: 'menu.pay' }];
    const state = GlobalModel.reducers.setBreadcrumb({ breadcrumbList: [] }, { type: 'x', payload: trail });
    expect(state.breadcrumbList).toEqual(trail);
    expect(GlobalModel.reducers.setBreadcrumb(state, { type: 'x', payload: [...trail] })).toBe(state);
  });
});

describe('settings model (docs/rules.md "Layout settings")', () => {
  it('starts from the spec defaults', () => {
    expect(loadSettings()).toMatchObject({
      navTheme: 'dark',
      layout: 'side',
      contentWidth: 'Fluid',
      fixedHeader: false,
      fixSiderbar: true,
      colorWeak: false,
      pwa: false,
      title: '',
    });
  });
  it('change remembers the choice, toggles the colour-weak class and fires resize on width change', async () => {
    const resize = vi.fn();
    window.addEventListener('resize', resize);
    const prev = loadSettings();
    await runEffect(
      SettingsModel.effects.change,
      { type: 'x', payload: { colorWeak: true, contentWidth: 'Fixed' } },
      { settings: prev },
    );
    expect(
      document.body.classList.contains(COLOR_WEAK_CLASS) ||
        document.getElementById('root')?.classList.contains(COLOR_WEAK_CLASS),
    ).toBe(true);
    expect(resize).toHaveBeenCalledTimes(1);
    expect(loadSettings()).toMatchObject({ colorWeak: true, contentWidth: 'Fixed' });
    await runEffect(
      SettingsModel.effects.change,
      { type: 'x', payload: { colorWeak: false } },
      { settings: loadSettings() },
    );
    expect(document.body.classList.contains(COLOR_WEAK_CLASS)).toBe(false);
    expect(resize).toHaveBeenCalledTimes(1);
  });
  it('reads the theme colour stored under the requirements’ name primaryColor; colorPrimary wins when both are', () => {
    localStorage.setItem(STORAGE_KEYS.layoutSettings, JSON.stringify({ primaryColor: '#f5222d', colorWeak: true }));
    const old = loadSettings();
    expect(old.colorPrimary).toBe('#f5222d');
    expect(old.colorWeak).toBe(true);
    expect(old).not.toHaveProperty('primaryColor');
    localStorage.setItem(
      STORAGE_KEYS.layoutSettings,
      JSON.stringify({ primaryColor: '#f5222d', colorPrimary: '#13c2c2' }),
    );
    expect(loadSettings().colorPrimary).toBe('#13c2c2');
    localStorage.setItem(STORAGE_KEYS.layoutSettings, JSON.stringify({ primaryColor: 42 }));
    expect(loadSettings().colorPrimary).toBe('#1890ff');
  });
  it('ignores a corrupt stored value', () => {
    localStorage.setItem(STORAGE_KEYS.layoutSettings, '{oops');
    expect(loadSettings().navTheme).toBe('dark');
  });
});
