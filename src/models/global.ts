import type { Action } from './dva';

/**
 * Shell-wide state (global.breadcrumbList, docs/rules.md "Client state"): the trail of the screen shown, from its
 * area down to it (a hidden page under the screen it belongs to), which the header draws.
 */
export interface BreadcrumbItem {
  path: string;
  /** the route's title message (`menu.*`) */
  titleKey: string;
}

export interface GlobalModelState {
  breadcrumbList: BreadcrumbItem[];
}

const same = (a: BreadcrumbItem[], b: BreadcrumbItem[]) =>
  a.length === b.length && a.every((x, i) => x.path === b[i].path && x.titleKey === b[i].titleKey);

const GlobalModel = {
  namespace: 'global' as const,
  state: { breadcrumbList: [] } as GlobalModelState,
  reducers: {
    setBreadcrumb(state: GlobalModelState, { payload }: Action<BreadcrumbItem[]>): GlobalModelState {
      const next = payload || [];
      return same(state.breadcrumbList, next) ? state : { ...state, breadcrumbList: next };
    },
  },
};

export default GlobalModel;
