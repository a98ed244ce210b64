import { routeIcons, routeScreens } from '../core/resources';
import type { MenuEntry } from '../core/types';

export function seedMenus(): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const idOf = new Map<string, number>();
  const siblings = new Map<number, number>();
  const icons = routeIcons();
  const add = (e: Omit<MenuEntry, 'id' | 'sortNumber'> & { sortNumber?: number }) => {
    const id = entries.length + 1;
    const n = (siblings.get(e.parentId) || 0) + 1;
    siblings.set(e.parentId, n);
    entries.push({ id, ...e, sortNumber: e.sortNumber ?? n * 10 });
    return id;
  };
  routeScreens()
    .filter((s) => s.inMenu)
    .forEach((s) => {
      const parentId = s.parentPath ? (idOf.get(s.parentPath) ?? 0) : 0;
      const id = add({ parentId, name: s.name, type: 1, uri: s.path, gameId: 0, icon: icons[s.path] || '' });
      idOf.set(s.path, id);
    });
  const parent = (path: string) => idOf.get(path) ?? 0;
  // game-specific entries naming hidden screens: the menu editor shows them, the console's side menu never does (its
  // route table marks them hidden, docs/rules.md "Menu entries")
  add({ parentId: parent('/setting'), name: '接口信息', type: 1, uri: '/setting/interfaceInfo', gameId: 1, icon: '' });
  add({ parentId: parent('/sdk'), name: '插件参数配置', type: 1, uri: '/sdk/plugin/sdkConfig', gameId: 2, icon: '' });
  add({
    parentId: parent('/setting'),
    name: '海外协议配置',
    type: 1,
    uri: '/setting/operation/protocol/createOverseas',
    gameId: 5,
    icon: 'GlobalOutlined',
  });
  // filtering fixtures: a button, an endpoint and an entry without uri never reach the side menu
  add({ parentId: parent('/order'), name: '导出订单', type: 2, uri: '/order/flow:export', gameId: 0, icon: '' });
  add({ parentId: parent('/oplog'), name: '操作日志接口', type: 3, uri: '/api/mng/oplog/page', gameId: 0, icon: '' });
  add({ parentId: 0, name: '待配置菜单', type: 1, uri: '', gameId: 0, icon: 'QuestionCircleOutlined' });
  return entries;
}
