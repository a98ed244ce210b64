import { queryDepartments } from '@/services/sys';
import type { Department } from '@/services/types';
import type { Envelope } from '@/request/errors';
import type { Action, EffectsCommands } from './types';

/** The department tree (spec §3 department.departmentList). */
export interface DepartmentModelState {
  departmentList: Department[];
}

const DepartmentModel = {
  namespace: 'department' as const,
  state: { departmentList: [] } as DepartmentModelState,
  effects: {
    *fetch(_: Action, { call, put }: EffectsCommands) {
      try {
        const res = (yield call(queryDepartments)) as Envelope<{ list: Department[] }>;
        yield put({ type: 'save', payload: res.data.list });
      } catch {
        // shown by the request layer
      }
    },
  },
  reducers: {
    save(state: DepartmentModelState, { payload }: Action<Department[]>): DepartmentModelState {
      return { ...state, departmentList: payload || [] };
    },
  },
};

export default DepartmentModel;
