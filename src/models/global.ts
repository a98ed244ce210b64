import type { Action } from './types';

export interface Crumb {
  path: string;
  title: string;
}

/** Shell-wide state (spec §3 global): the breadcrumb of the current screen. */
export interface GlobalModelState {
  breadcrumbList: Crumb[];
}

const GlobalModel = {
  namespace: 'global' as const,
  state: { breadcrumbList: [] } as GlobalModelState,
  reducers: {
    setBreadcrumb(state: GlobalModelState, { payload }: Action<Crumb[]>): GlobalModelState {
      return { ...state, breadcrumbList: payload || [] };
    },
  },
};

export default GlobalModel;
