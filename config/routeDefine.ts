/** The helpers config/routes.ts is written with (see its header). */
export interface AppRoute {
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  authority?: string[];
  hideInMenu?: boolean;
  keepAlive?: boolean;
  /**
   * kept alive, yet shows what its address names (a record's `?id=`): opened at another address it is built afresh
   * for it, asking first when it holds input not saved yet (docs/rules.md "Tabs and keep-alive")
   */
  followsAddress?: boolean;
  /**
   * the header's child game narrows what the screen shows (the nearest route along the chain that says so decides;
   * by default it does not, and the header's child-game picker says so on the screen)
   */
  childGame?: boolean;
  /** a hidden screen that stands alone (no record in its address): the command palette offers it */
  palette?: boolean;
  layout?: boolean;
  wrappers?: string[];
  routes?: AppRoute[];
}

export interface ScreenOptions {
  /** the page, when it is not `./<path>` */
  component?: string;
  /** the title's message is `menu.<name>`; by default the path with dots */
  name?: string;
  /** the keys that grant it; by default its own path; `null` for none */
  authority?: string[] | null;
  hideInMenu?: boolean;
  keepAlive?: boolean;
  /** kept alive, built afresh at another address (AppRoute `followsAddress`) */
  followsAddress?: boolean;
  /** the header's child game narrows what it shows (AppRoute `childGame`) */
  childGame?: boolean;
  /** hidden, yet needs no record (works on the current game or on everything): offered by the command palette */
  palette?: boolean;
}

export const nameOf = (path: string) => path.slice(1).replace(/\//g, '.');

export function screen(path: string, options: ScreenOptions = {}): AppRoute {
  const { component, name, authority, ...flags } = options;
  const route: AppRoute = { path, name: name ?? nameOf(path), component: component ?? `.${path}` };
  if (authority !== null) route.authority = authority ?? [path];
  return { ...route, ...flags };
}

/** A hidden page under a screen (create/edit), granted by that screen's key. */
export function editor(path: string, options: Omit<ScreenOptions, 'authority' | 'hideInMenu'> & { of?: string } = {}) {
  const { of, ...rest } = options;
  return screen(path, { ...rest, authority: [of ?? path.slice(0, path.lastIndexOf('/'))], hideInMenu: true });
}

/** An area's own route component (src/layouts/AreaLayout.tsx: its screens as they are, preloaded with them). */
export const AREA_LAYOUT = '@/layouts/AreaLayout';

/** A menu group: granted by its own key; its path goes to its first screen. `childGame`: for all its screens. */
export function area(path: string, routes: AppRoute[], options: { childGame?: boolean } = {}): AppRoute {
  const group: AppRoute = { path, name: nameOf(path), component: AREA_LAYOUT, authority: [path] };
  if (options.childGame !== undefined) group.childGame = options.childGame;
  return { ...group, routes: [{ path, redirect: routes[0].path }, ...routes] };
}
