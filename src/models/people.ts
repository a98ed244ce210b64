import type { Action } from './dva';

/**
 * People-screen state that outlives one table (docs/rules.md "Client state"): pending updates and the department
 * filter.
 */
export interface PeopleModelState {
  pendingList: number[];
  departmentIds: number[];
}

const PeopleModel = {
  namespace: 'people' as const,
  state: { pendingList: [], departmentIds: [] } as PeopleModelState,
  reducers: {
    addPending(state: PeopleModelState, { payload }: Action<number | number[]>): PeopleModelState {
      const ids = Array.isArray(payload) ? payload : payload === undefined ? [] : [payload];
      const next = [...state.pendingList];
      ids.forEach((id) => {
        if (!next.includes(id)) next.push(id);
      });
      return { ...state, pendingList: next };
    },
    removePending(state: PeopleModelState, { payload }: Action<number | number[]>): PeopleModelState {
      const ids = Array.isArray(payload) ? payload : [payload];
      return { ...state, pendingList: state.pendingList.filter((id) => !ids.includes(id)) };
    },
    clearPending(state: PeopleModelState): PeopleModelState {
      return { ...state, pendingList: [] };
    },
    setDepartmentIds(state: PeopleModelState, { payload }: Action<number[]>): PeopleModelState {
      return { ...state, departmentIds: payload || [] };
    },
  },
};

export default PeopleModel;
