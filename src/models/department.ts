import { queryDepartmentTree, type DepartmentNode } from '@/services/sys';
import type { Envelope } from '@/request/errors';
import type { Action, EffectsCommands } from './dva';

/**
 * The department tree (department.departmentList, docs/rules.md "Client state"): the people screen's tree, its
 * filter and the person form's department picker read it. Read when the screen opens and after a change; a failed
 * read keeps the last tree (the request layer has shown why).
 */
export interface DepartmentModelState {
  departmentList: DepartmentNode[];
  loaded: boolean;
}

const DepartmentModel = {
  namespace: 'department' as const,
  state: { departmentList: [], loaded: false } as DepartmentModelState,
  effects: {
    *fetch(_: Action, { call, put }: EffectsCommands) {
      try {
        const res = (yield call(queryDepartmentTree)) as Envelope<{ list: DepartmentNode[] }>;
        yield put({ type: 'save', payload: res.data.list });
      } catch {
        yield put({ type: 'failed' });
      }
    },
  },
  reducers: {
    save(state: DepartmentModelState, { payload }: Action<DepartmentNode[]>): DepartmentModelState {
      return { ...state, departmentList: payload || [], loaded: true };
    },
    failed(state: DepartmentModelState): DepartmentModelState {
      return { ...state, loaded: true };
    },
  },
};

export default DepartmentModel;
