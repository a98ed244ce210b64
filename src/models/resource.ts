import { queryAllResources } from '@/services/sys';
import type { Resource } from '@/services/types';
import type { Envelope } from '@/request/errors';
import { menuResourceTree, type ResourceNode } from '@/utils/resourceTree';
import type { Action, EffectsCommands } from './types';

/** All resources and their menu tree (spec §3 resource). */
export interface ResourceModelState {
  resourceList: Resource[];
  menuList: ResourceNode[];
}

const ResourceModel = {
  namespace: 'resource' as const,
  state: { resourceList: [], menuList: [] } as ResourceModelState,
  effects: {
    *fetchAll(_: Action, { call, put }: EffectsCommands) {
      try {
        const res = (yield call(queryAllResources)) as Envelope<Resource[]>;
        yield put({ type: 'save', payload: res.data });
      } catch {
        // the request layer has shown why; the lists stay as they were
      }
    },
  },
  reducers: {
    save(state: ResourceModelState, { payload }: Action<Resource[]>): ResourceModelState {
      const list = payload || [];
      return { ...state, resourceList: list, menuList: menuResourceTree(list) };
    },
  },
};

export default ResourceModel;
