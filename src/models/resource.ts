import { queryAllResources } from '@/services/sys';
import type { Resource } from '@/services/types';
import { grantTree, type ResourceNode } from '@/utils/resourceTree';
import type { Envelope } from '@/request/errors';
import type { Action, EffectsCommands } from './dva';

/**
 * All resources (menus, buttons, endpoints): what the grant editors (the role form, permission groups) offer. Read
 * when an editor opens; `loaded` turns true after the first answer, or after a failure with an empty list (the
 * request layer has shown why), so an editor never waits forever.
 */
export interface ResourceModelState {
  resourceList: Resource[];
  /**
   * the tree the grant editors show: menus nested by pid under root 1, each with its buttons and endpoints, every
   * node with title = name, value = id, key = id (docs/rules.md "Resources"); built once per read
   */
  menuList: ResourceNode[];
  loaded: boolean;
}

const ResourceModel = {
  namespace: 'resource' as const,
  state: { resourceList: [], menuList: [], loaded: false } as ResourceModelState,
  effects: {
    *fetchAll(_: Action, { call, put }: EffectsCommands) {
      try {
        const res = (yield call(queryAllResources)) as Envelope<Resource[]>;
        yield put({ type: 'save', payload: res.data });
      } catch {
        yield put({ type: 'failed' });
      }
    },
  },
  reducers: {
    save(state: ResourceModelState, { payload }: Action<Resource[]>): ResourceModelState {
      const resourceList = payload || [];
      return { ...state, resourceList, menuList: grantTree(resourceList), loaded: true };
    },
    /** a failed read keeps what an earlier one gave */
    failed(state: ResourceModelState): ResourceModelState {
      return { ...state, loaded: true };
    },
  },
};

export default ResourceModel;
