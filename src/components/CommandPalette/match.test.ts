import access from '@/access';
import zhCN from '@/locales/zh-CN/menu';
import enUS from '@/locales/en-US/menu';
import { allRoutePaths } from '@/utils/routeTable';
import { actionCandidates, recordCandidates } from './candidates';
import { type Candidate, rank, scoreOf } from './match';
import { offeredScreens, screenCandidates } from './screens';

/** Palette matching (docs/rules.md "Command palette"): title, path, pinyin initials, ranking, access filter. */
const zh = (id: string) => (zhCN as Record<string, string>)[id] ?? id;
const en = (id: string) => (enUS as Record<string, string>)[id] ?? id;
const everything = access({ authority: allRoutePaths() });
const paths = (list: Array<{ candidate: Candidate }>) => list.map((r) => r.candidate.path);

describe('palette matching', () => {
  const screens = screenCandidates(everything.canRoute, zh);

  it('finds a screen by its title in the current language', () => {
    expect(paths(rank(screens, '订单流水'))[0]).toBe('/order/flow');
    expect(paths(rank(screens, '操作日志'))[0]).toBe('/oplog');
    const english = screenCandidates(everything.canRoute, en);
    expect(paths(rank(english, en('menu.oplog').toLowerCase()))[0]).toBe('/oplog');
    // a word of the title, case-insensitive
    expect(paths(rank(english, 'ROLE'))).toContain('/access/role');
  });

  it('finds a screen by its path', () => {
    expect(paths(rank(screens, '/pay/payList'))[0]).toBe('/pay/payList');
    expect(paths(rank(screens, 'stopconfig'))[0]).toBe('/operate/stopConfig');
  });

  it('finds a screen by the pinyin initials of its Chinese title, whatever the current language', () => {
    expect(paths(rank(screens, 'ddls'))[0]).toBe('/order/flow');
    expect(paths(rank(screens, 'czrz'))[0]).toBe('/oplog');
    expect(paths(rank(screenCandidates(everything.canRoute, en), 'zfpz'))[0]).toBe('/pay/payConfig');
    // a prefix of the initials: 订单流水 and OG订单流水 (ogddls) both, the one starting with it first
    const dd = paths(rank(screens, 'dd'));
    expect(dd[0]).toBe('/order/flow');
    expect(dd).toContain('/ogorder/flow');
  });

  it('every word must match, and a whole-title match ranks above a part', () => {
    expect(paths(rank(screens, 'og 流水'))).toEqual(['/ogorder/flow']);
    expect(rank(screens, 'zzzz nothing')).toEqual([]);
    const roles: Candidate[] = [
      { id: 'a', kind: 'screen', title: '角色积分', path: '/userStatistics/integral' },
      { id: 'b', kind: 'screen', title: '角色', path: '/x' },
      { id: 'c', kind: 'action', title: '角色', path: '/y' },
    ];
    expect(rank(roles, '角色').map((r) => r.candidate.id)).toEqual(['b', 'c', 'a']);
    expect(scoreOf(roles[1], '角色')).toBeGreaterThan(scoreOf(roles[0], '角色'));
    // title beats initials beats path
    const mixed: Candidate[] = [
      { id: 'path', kind: 'screen', title: 'Other', path: '/abc' },
      { id: 'initials', kind: 'screen', title: '其他', initials: 'abc', path: '/q' },
      { id: 'title', kind: 'screen', title: 'abc list', path: '/z' },
    ];
    expect(rank(mixed, 'abc').map((r) => r.candidate.id)).toEqual(['title', 'initials', 'path']);
  });

  it('an empty query keeps the given order', () => {
    expect(rank(screens, '  ', 3).map((r) => r.candidate.id)).toEqual(screens.slice(0, 3).map((s) => s.id));
  });
});

describe('palette screens', () => {
  it('offers menu screens of the main layout and the hidden ones that need no record, no page that needs a record', () => {
    const offered = offeredScreens().map((s) => s.path);
    expect(offered).toEqual(expect.arrayContaining(['/welcome', '/oplog', '/person', '/order/flow', '/access/role']));
    // hidden, but working on the current game (or on everything): flagged `palette: true` in config/routes.ts
    expect(offered).toEqual(
      expect.arrayContaining([
        '/setting/interfaceInfo',
        '/setting/gamesConfig/line',
        '/setting/gamesConfig/child',
        '/sdk/channel/sdk',
      ]),
    );
    for (const hidden of [
      '/dic/commonConfig/create',
      '/check/joinup/detail',
      '/check/configuration/setConfig',
      '/sdk/plugin/sdkConfig',
      '/setting/gamesConfig/config',
      '/setting/operation/protocol',
      '/setting/operation/smsList',
      '/operate/Events/conversation',
      '/package/checkTask/details',
      '/access/roleform',
      '/user/login',
      '/gameSelect',
      '/exception',
      '/order',
    ]) {
      expect(offered).not.toContain(hidden);
    }
  });

  it('finds a hidden stand-alone screen by its title, path or initials, only when its group is granted', () => {
    const screens = screenCandidates(everything.canRoute, zh);
    expect(paths(rank(screens, '接口信息'))[0]).toBe('/setting/interfaceInfo');
    expect(paths(rank(screens, 'jkxx'))[0]).toBe('/setting/interfaceInfo');
    expect(paths(rank(screens, '/setting/gamesConfig/line'))[0]).toBe('/setting/gamesConfig/line');
    const line = screens.find((s) => s.path === '/setting/gamesConfig/line');
    expect(line).toMatchObject({ title: '线路', subtitle: zh('menu.setting') });
    // its own key without the /setting group's is not enough
    const noGroup = access({ authority: ['/setting/interfaceInfo', '/setting/gamesConfig/line'] });
    expect(screenCandidates(noGroup.canRoute, zh).map((s) => s.path)).not.toContain('/setting/interfaceInfo');
    const granted = access({ authority: ['/setting', '/setting/interfaceInfo'] });
    const offered = screenCandidates(granted.canRoute, zh).map((s) => s.path);
    expect(offered).toContain('/setting/interfaceInfo');
    expect(offered).not.toContain('/setting/gamesConfig/line');
  });

  it('offers only what the person may open: a group’s key gates its screens', () => {
    const viewer = access({ authority: ['/welcome', '/person', '/order', '/order/flow', '/order/record'] });
    const offered = screenCandidates(viewer.canRoute, zh).map((s) => s.path);
    expect(offered).toEqual(expect.arrayContaining(['/welcome', '/order/flow', '/order/record']));
    expect(offered).not.toContain('/oplog');
    expect(offered).not.toContain('/order/refund');
    expect(offered).not.toContain('/access/role');
    // the screen's key without its group's key is not enough
    const noGroup = access({ authority: ['/pay/payConfig'] });
    expect(screenCandidates(noGroup.canRoute, zh).map((s) => s.path)).not.toContain('/pay/payConfig');
    expect(rank(screenCandidates(viewer.canRoute, zh), 'czrz')).toEqual([]);
  });

  it('recent records the person may still open, titled with their screen and id', () => {
    const viewer = access({ authority: ['/dic', '/dic/commonConfig'] });
    const records = recordCandidates(
      [
        { address: '/dic/commonConfig/create?id=12', at: 2 },
        { address: '/access/roleform?id=3', at: 1 },
      ],
      viewer.canRoute,
      zh,
    );
    expect(records.map((r) => [r.title, r.path])).toEqual([['新增配置 #12', '/dic/commonConfig/create?id=12']]);
    expect(paths(rank(records, '12'))).toEqual(['/dic/commonConfig/create?id=12']);
  });

  it('actions: the other games and languages, and sign out', () => {
    const t = (id: string, v?: Record<string, string | number>) => `${id}${v ? `:${v.name}` : ''}`;
    const actions = actionCandidates({
      games: [
        { id: 1, name: '星海' },
        { id: 2, name: '龙城' },
      ],
      currentGameId: '1',
      locales: [
        { key: 'zh-CN', label: '简体中文' },
        { key: 'en-US', label: 'English' },
      ],
      currentLocale: 'zh-CN',
      t,
    });
    expect(actions.map((a) => a.id)).toEqual(['locale:en-US', 'logout', 'game:2']);
    expect(rank(actions, '龙城')[0].candidate.action).toEqual({ type: 'game', gameId: 2 });
    expect(rank(actions, 'english')[0].candidate.action).toEqual({ type: 'locale', locale: 'en-US' });
  });
});
