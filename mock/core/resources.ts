import routes, { type AppRoute } from '../../config/routes';
import { operations } from '../../src/contract';
import type { AreaRouteNames, Resource } from './types';

/**
 * Resources (docs/rules.md "Resources"): one menu per route path of config/routes.ts (groups included), buttons
 * `<screen>:add|edit|delete|export` under each list screen shown in the menu, and endpoints under the screen that
 * calls them (every x-auth grant operation of the contract, plus registerEndpoint() extras, mock/access). Names come
 * from the route names the domains register at set-up.
 * Ids: root 1, menus from 2 in route order, buttons from 1001, endpoints from 5001 in registration order.
 */
export const ROOT_RESOURCE_ID = 1;
const BUTTON_BASE = 1001;
export const ENDPOINT_BASE = 5001;

/** Pages outside the console's security layer: no resource. */
const PUBLIC_PATHS = new Set(['/user', '/user/login', '/exception', '*']);

export interface Screen {
  path: string;
  parentPath: string | null;
  name: string;
  /** a group of screens (has child routes) */
  group: boolean;
  hidden: boolean;
  /** shown in the side menu: inside the main layout and not hidden */
  inMenu: boolean;
}

/** The names of the buttons' actions, whatever the screen. */
export const BUTTON_NAMES: Record<string, string> = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  export: '导出',
  adjust: '调整积分',
  notify: '补单',
  refund: '申请退款',
  approve: '审核',
  issue: '开票',
  reject: '驳回',
  lift: '解除',
  handle: '处理',
  threshold: '设置阈值',
  import: '导入',
  lock: '锁定与解锁',
  resetPassword: '重置密码',
  unbindPhone: '解绑手机',
  reveal: '查看明文',
  migrate: '执行迁移',
  rebind: '执行换绑',
  reward: '发放奖励',
  publish: '发布协议',
  reply: '回复',
  close: '关闭与重开',
  // the approval grants of the approvals screen (docs/rules.md "Change requests")
  pay: '审批支付变更',
  operate: '审批运营变更',
  special: '审批专项变更',
  unity: '审批平台变更',
  access: '审批权限变更',
  setting: '审批设置变更',
  emergency: '紧急变更',
};

const routeNameSets: AreaRouteNames[] = [];

/**
 * A domain's route names (its `routeNames.ts`: the names an administrator sees in resources and menu entries, the
 * top-level menu icons, a list screen's buttons), registered from its setup().
 */
export function registerRouteNames(names: AreaRouteNames): void {
  routeNameSets.push(names);
}

const merged = <V>(pick: (a: AreaRouteNames) => Record<string, V> | undefined): Record<string, V> =>
  Object.fromEntries(routeNameSets.flatMap((a) => Object.entries(pick(a) ?? {})));

/**
 * Chinese names of the console's routes (resource and menu-entry names). The client's own titles come from its
 * locale files; the backend keeps the names an administrator sees in the resource tree. A path missing here falls
 * back to its route `name` (a unit test checks every route has one).
 */
export const routeNames = (): Record<string, string> => merged((a) => a.names);

/** antd icon names of the top-level menu entries. */
export const routeIcons = (): Record<string, string> => merged((a) => a.icons);

/** Actions of the buttons each list screen gets; screens not listed get add, edit, delete, export. */
export const screenButtons = (): Record<string, string[]> => merged((a) => a.buttons);

export function routeName(route: AppRoute, names: Record<string, string> = routeNames()): string {
  return names[route.path] || route.name || route.path;
}

/** The console's screens and groups in route order (depth first), with their parent group's path. */
export function routeScreens(tree: AppRoute[] = routes): Screen[] {
  const names = routeNames();
  const out: Screen[] = [];
  const seen = new Set<string>();
  const walk = (list: AppRoute[], parentPath: string | null, inLayout: boolean) => {
    list.forEach((r) => {
      if (r.redirect || PUBLIC_PATHS.has(r.path)) return;
      if (r.path === '/') {
        if (r.routes) walk(r.routes, null, true);
        return;
      }
      if (!seen.has(r.path)) {
        seen.add(r.path);
        out.push({
          path: r.path,
          parentPath,
          name: routeName(r, names),
          group: Boolean(r.routes),
          hidden: Boolean(r.hideInMenu),
          inMenu: inLayout && r.layout !== false && !r.hideInMenu,
        });
      }
      if (r.routes) walk(r.routes, r.path, inLayout);
    });
  };
  walk(tree, null, false);
  return out;
}

export interface EndpointDef {
  path: string;
  screen: string;
  name: string;
}

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_ENDPOINTS__: EndpointDef[] | undefined;
}

/** Extra endpoints registered by mock files (kept across module re-evaluation and store resets). */
export function endpointRegistry(): EndpointDef[] {
  if (!globalThis.__GAME_OPS_ENDPOINTS__) globalThis.__GAME_OPS_ENDPOINTS__ = [];
  return globalThis.__GAME_OPS_ENDPOINTS__;
}

/** Contract endpoints (x-auth grant) first, then registered extras; one per path. */
export function endpointDefs(): EndpointDef[] {
  const defs: EndpointDef[] = [];
  const seen = new Set<string>();
  operations().forEach(([path, o]) => {
    if (o['x-auth'] === 'grant' && o['x-screen'] && !seen.has(path)) {
      seen.add(path);
      defs.push({ path, screen: o['x-screen'], name: o.summary });
    }
  });
  endpointRegistry().forEach((d) => {
    if (!seen.has(d.path)) {
      seen.add(d.path);
      defs.push(d);
    }
  });
  return defs;
}

export function buttonActions(screen: Screen, buttons: Record<string, string[]> = screenButtons()): string[] {
  if (screen.group || !screen.inMenu) return [];
  return buttons[screen.path] ?? ['add', 'edit', 'delete', 'export'];
}

/** Builds the endpoint resource of `def`, or throws when its screen is not a route. */
export function endpointResource(def: EndpointDef, id: number, menus: Resource[]): Resource {
  const screen = menus.find((m) => m.type === 1 && m.path === def.screen);
  if (!screen) throw new Error(`endpoint ${def.path}: screen ${def.screen} is not a route of config/routes.ts`);
  return { id, pid: screen.id, name: def.name, path: def.path, type: 3 };
}

export function buildResources(): Resource[] {
  const screens = routeScreens();
  const menus: Resource[] = [{ id: ROOT_RESOURCE_ID, pid: 0, name: '根资源', path: '/', type: 1 }];
  const idOf = new Map<string, number>();
  screens.forEach((s, i) => {
    const id = ROOT_RESOURCE_ID + 1 + i;
    idOf.set(s.path, id);
    const pid = s.parentPath ? (idOf.get(s.parentPath) as number) : ROOT_RESOURCE_ID;
    menus.push({ id, pid, name: s.name, path: s.path, type: 1 });
  });
  const buttons: Resource[] = [];
  const actions = screenButtons();
  screens.forEach((s) => {
    buttonActions(s, actions).forEach((action) => {
      buttons.push({
        id: BUTTON_BASE + buttons.length,
        pid: idOf.get(s.path) as number,
        name: `${s.name}-${BUTTON_NAMES[action] || action}`,
        path: `${s.path}:${action}`,
        type: 2,
      });
    });
  });
  const endpoints = endpointDefs().map((d, i) => endpointResource(d, ENDPOINT_BASE + i, menus));
  return [...menus, ...buttons, ...endpoints];
}

/** The screen a resource belongs to: a menu's own path, a button's screen, an endpoint's parent menu. */
export function scopeOf(r: Resource, all: Resource[]): string {
  if (r.type === 1) return r.path;
  if (r.type === 2) return r.path.split(':')[0];
  return all.find((m) => m.id === r.pid)?.path || '';
}

/** Endpoint actions that only read (the viewer role's kind). */
const READ_ACTIONS =
  /^(page|list|get|detail|details|export|allList|dropDownList|log|logs|download|statistics|stat|summary)$/i;

export function isReadEndpoint(path: string): boolean {
  return READ_ACTIONS.test(path.split('/').pop() || '');
}
