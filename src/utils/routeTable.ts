import routes, { type AppRoute } from '../../config/routes';

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

export function allRoutePaths(): string[] {
  return Array.from(table.keys());
}
