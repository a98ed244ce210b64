import type { MenuEntry } from '@/services/types';
import { buildMenuTree, filterByAuthority, fullMenuTree, keepEntry, nestEntries, sideMenu } from './menu';

const e = (id: number, parentId: number, uri: string | null, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  parentId,
  name: `n${id}`,
  type: 1,
  uri,
  gameId: 0,
  sortNumber: id,
  icon: '',
  hidden: false,
  ...extra,
});

describe('keepEntry (docs/rules.md "Menu entries")', () => {
  it('keeps entries of the current game and general ones, drops other games', () => {
    expect(keepEntry(e(1, 0, '/a'), { gameId: 7 })).toBe(true);
    expect(keepEntry(e(1, 0, '/a', { gameId: 7 }), { gameId: '7' })).toBe(true);
    expect(keepEntry(e(1, 0, '/a', { gameId: 8 }), { gameId: 7 })).toBe(false);
    expect(keepEntry(e(1, 0, '/a', { gameId: 8 }), { gameId: null })).toBe(false);
  });
  it('drops the two excluded types, excluded uris and entries without a uri', () => {
    expect(keepEntry(e(1, 0, '/a', { type: 2 }), { gameId: 0 })).toBe(false);
    expect(keepEntry(e(1, 0, '/a', { type: 3 }), { gameId: 0 })).toBe(false);
    expect(keepEntry(e(1, 0, '/a'), { gameId: 0, excludedUris: ['/a'] })).toBe(false);
    expect(keepEntry(e(1, 0, ''), { gameId: 0 })).toBe(false);
    expect(keepEntry(e(1, 0, null), { gameId: 0 })).toBe(false);
  });
  it('drops an entry hidden in /unity/menu, and with it everything below it', () => {
    expect(keepEntry(e(1, 0, '/a', { hidden: true }), { gameId: 0 })).toBe(false);
    expect(keepEntry(e(1, 0, '/a', { hidden: false }), { gameId: 0 })).toBe(true);
    const tree = buildMenuTree([e(1, 0, '/g'), e(2, 1, '/g/a', { hidden: true }), e(3, 1, '/g/b'), e(4, 2, '/g/a/x')], {
      gameId: 0,
    });
    expect(tree[0].children!.map((n) => n.uri)).toEqual(['/g/b']);
  });
});

describe('hidden routes (docs/rules.md "Menu entries")', () => {
  const all = () => true;
  it('the side menu never shows a route the route table marks hidden, whatever the entries say', () => {
    const entries = [
      e(1, 0, '/setting'),
      e(2, 1, '/setting/gamesConfig'),
      e(3, 1, '/setting/interfaceInfo', { gameId: 1 }),
      e(4, 0, '/sdk'),
      e(5, 4, '/sdk/plugin'),
      e(6, 4, '/sdk/plugin/sdkConfig', { gameId: 1 }),
      e(7, 1, '/setting/operation/protocol/createOverseas?x=1', { gameId: 1 }),
      e(8, 0, '/order'),
      e(9, 8, '/order/flow'),
    ];
    const uris = (nodes: ReturnType<typeof sideMenu>): string[] =>
      nodes.flatMap((n) => [n.uri || '', ...uris(n.children || [])]);
    expect(uris(sideMenu(entries, { gameId: 1, can: all }))).toEqual([
      '/setting',
      '/setting/gamesConfig',
      '/sdk',
      '/sdk/plugin',
      '/order',
      '/order/flow',
    ]);
  });
  it('a group left with only hidden routes is not shown', () => {
    const entries = [e(1, 0, '/setting'), e(2, 1, '/setting/interfaceInfo'), e(3, 0, '/welcome')];
    expect(sideMenu(entries, { gameId: 1, can: all }).map((n) => n.uri)).toEqual(['/welcome']);
  });
  it('the menu editor still shows every entry', () => {
    const tree = fullMenuTree([e(1, 0, '/setting'), e(2, 1, '/setting/interfaceInfo')], '根菜单');
    expect(tree.children![0].children!.map((n) => n.uri)).toEqual(['/setting/interfaceInfo']);
  });
});

describe('nesting and order', () => {
  const entries = [
    e(1, 0, '/g'),
    e(3, 1, '/g/b', { sortNumber: 2 }),
    e(2, 1, '/g/a', { sortNumber: 5 }),
    e(4, 0, '/h', { sortNumber: 0 }),
  ];
  it('nests by parentId, sorts children by sortNumber, derives title/label/value/key', () => {
    const tree = nestEntries(entries);
    expect(tree.map((n) => n.uri)).toEqual(['/h', '/g']);
    expect(tree[1].children!.map((n) => n.uri)).toEqual(['/g/b', '/g/a']);
    expect(tree[1]).toMatchObject({ title: 'n1', label: 'n1', value: 1, key: '/g' });
  });
  it('drops a child whose parent was filtered out', () => {
    const tree = buildMenuTree([e(1, 0, '/g', { gameId: 9 }), e(2, 1, '/g/a')], { gameId: 1 });
    expect(tree).toEqual([]);
  });
  it('survives a parent cycle', () => {
    expect(nestEntries([e(1, 2, '/a'), e(2, 1, '/b')])).toEqual([]);
  });
  it('full tree hangs everything under root id 0', () => {
    const root = fullMenuTree(entries, '根菜单');
    expect(root).toMatchObject({ id: 0, parentId: 0, type: 1, name: '根菜单', key: '0' });
    expect(root.children).toHaveLength(2);
  });
});

/** what src/access.ts gives a person holding these keys */
const holding =
  (...keys: string[]) =>
  (key: string) =>
    keys.includes(key);

describe('filterByAuthority', () => {
  const tree = buildMenuTree(
    [e(1, 0, '/order'), e(2, 1, '/order/flow'), e(3, 1, '/order/refund'), e(4, 0, '/access'), e(5, 4, '/access/role')],
    { gameId: 0 },
  );
  it('keeps granted leaves and groups with a granted child', () => {
    const menu = filterByAuthority(tree, holding('/order', '/order/flow'));
    expect(menu).toHaveLength(1);
    expect(menu[0].children!.map((n) => n.uri)).toEqual(['/order/flow']);
  });
  it('drops a group whose children are all ungranted, and children of an ungranted group', () => {
    expect(filterByAuthority(tree, holding('/order'))).toEqual([]);
    expect(filterByAuthority(tree, holding('/access/role'))).toEqual([]);
  });
  it('sideMenu combines game filtering and grants', () => {
    const menu = sideMenu([e(1, 0, '/order'), e(2, 1, '/order/flow', { gameId: 3 })], {
      gameId: 3,
      can: holding('/order', '/order/flow'),
    });
    expect(menu[0].children![0].uri).toBe('/order/flow');
    expect(
      sideMenu([e(1, 0, '/order'), e(2, 1, '/order/flow', { gameId: 3 })], {
        gameId: 4,
        can: holding('/order', '/order/flow'),
      }),
    ).toEqual([]);
  });
});
