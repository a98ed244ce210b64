/** The helpers config/routes.ts is written with (see its header). */
export interface AppRoute {
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  authority?: string[];
  hideInMenu?: boolean;
  keepAlive?: boolean;
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
  /** hidden, yet needs no record (works on the current game or on everything): offered by the command palette */
  palette?: boolean;
  /** shows only its title until built */
  pending?: boolean;
}

const PENDING_SCREEN = '@/components/PendingScreen';

export const nameOf = (path: string) => path.slice(1).replace(/\//g, '.');

export function screen(path: string, options: ScreenOptions = {}): AppRoute {
  const { component, name, authority, pending, ...flags } = options;
  const route: AppRoute = {
    path,
    name: name ?? nameOf(path),
    component: pending ? PENDING_SCREEN : (component ?? `.${path}`),
  };
  if (authority !== null) route.authority = authority ?? [path];
  return { ...route, ...flags };
}

/** A hidden page under a screen (create/edit), granted by that screen's key. */
export function editor(path: string, options: Omit<ScreenOptions, 'authority' | 'hideInMenu'> & { of?: string } = {}) {
  const { of, ...rest } = options;
  return screen(path, { ...rest, authority: [of ?? path.slice(0, path.lastIndexOf('/'))], hideInMenu: true });
}

/** A menu group: granted by its own key; its path goes to its first screen. */
export function area(path: string, routes: AppRoute[]): AppRoute {
  return { path, name: nameOf(path), authority: [path], routes: [{ path, redirect: routes[0].path }, ...routes] };
}
