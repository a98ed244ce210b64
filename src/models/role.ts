import { queryAllRoles } from '@/services/sys';
import type { RoleBrief } from '@/services/types';
import type { Envelope } from '@/request/errors';
import type { Action, EffectsCommands } from './dva';

/** Every role, for pickers (role.allRoleList, docs/rules.md "Client state"). */
export interface RoleModelState {
  allRoleList: RoleBrief[];
}

const RoleModel = {
  namespace: 'role' as const,
  state: { allRoleList: [] } as RoleModelState,
  effects: {
    *fetchAll(_: Action, { call, put }: EffectsCommands) {
      try {
        const res = (yield call(queryAllRoles)) as Envelope<RoleBrief[]>;
        yield put({ type: 'save', payload: res.data });
      } catch {
        // shown by the request layer
      }
    },
  },
  reducers: {
    save(state: RoleModelState, { payload }: Action<RoleBrief[]>): RoleModelState {
      return { ...state, allRoleList: payload || [] };
    },
  },
};

export default RoleModel;
