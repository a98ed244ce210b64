import routes, { type AppRoute } from '../../config/routes';
import { checkRouteChain } from './authority';

/** The route tree as a lookup: path → route and its chain of ancestors (for titles, authorities, keep-alive). */
export interface RouteInfo {
  route: AppRoute;
  chain: AppRoute[];
}

const table = new Map<string, RouteInfo>();

function walk(list: AppRoute[], chain: AppRoute[]) {
  list.forEach((r) => {
    if (r.redirect) return;
    const nextChain = r.component || r.authority || r.name ? [...chain, r] : chain;
    if (r.path && r.path !== '*' && (r.component || r.routes) && !table.has(r.path)) {
      table.set(r.path, { route: r, chain: nextChain });
    }
    if (r.routes) walk(r.routes, nextChain);
  });
}
walk(routes, []);

export function routeInfo(pathname: string): RouteInfo | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return table.get(clean);
}

/** The i18n key of a route's title. */
export function routeTitleKey(pathname: string): string | undefined {
  const info = routeInfo(pathname);
  return info?.route.name ? `menu.${info.route.name}` : undefined;
}

export function isKeptAlive(pathname: string): boolean {
  return routeInfo(pathname)?.route.keepAlive !== false;
}

/** A kept-alive page that shows what its address names: built afresh at another address (`followsAddress`). */
export function followsAddress(pathname: string): boolean {
  return routeInfo(pathname)?.route.followsAddress === true;
}

/** Whether the route at `path` (query and hash ignored) is marked hidden (`hideInMenu`): never in the side menu. */
export function isHiddenInMenu(path: string): boolean {
  return Boolean(routeInfo(path.split(/[?#]/)[0])?.route.hideInMenu);
}

/**
 * Whether the header's child game narrows what the screen at `pathname` shows (docs/rules.md "Current game and child
 * game"): the nearest route along its chain that says (`childGame`), else not.
 */
export function childGameApplies(pathname: string): boolean {
  const chain = routeInfo(pathname)?.chain ?? [];
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const flag = chain[i].childGame;
    if (flag !== undefined) return flag;
  }
  return false;
}

/**
 * The trail of the screen at `pathname`: its area, the screen a hidden page belongs to (the nearest path above it
 * that is a screen of its own), then the page itself; each with its title message.
 */
export function breadcrumbOf(pathname: string): Array<{ path: string; titleKey: string }> {
  const info = routeInfo(pathname);
  if (!info) return [];
  const trail = info.chain.filter((r) => r.name && r.path && r.path !== '/').map((r) => r.path as string);
  const page = trail[trail.length - 1];
  if (info.route.hideInMenu && page) {
    const parts = page.split('/');
    for (let n = parts.length - 1; n > 1; n -= 1) {
      const above = parts.slice(0, n).join('/');
      const screen = routeInfo(above);
      if (screen?.route.component && !screen.route.routes && !trail.includes(above)) {
        trail.splice(trail.length - 1, 0, above);
        break;
      }
    }
  }
  return trail.flatMap((path) => {
    const key = routeTitleKey(path);
    return key ? [{ path, titleKey: key }] : [];
  });
}

/** The screens `authority` grants: every route along a screen's chain must pass (docs/rules.md "Routes and authority"). */
export function grantedRoutes(authority: string[]): string[] {
  return Array.from(table.entries())
    .filter(([, info]) => info.route.component && !info.route.routes && checkRouteChain(info.chain, authority))
    .map(([path]) => path);
}

export function allRoutePaths(): string[] {
  return Array.from(table.keys());
}
