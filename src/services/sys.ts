import { apiCall, type DataOf } from '@/request/endpoint';

/** Reference lists several screens share (held by the resource, role and department models). */
export const queryAllResources = apiCall('/api/sys/resource/allList');
export const queryAllRoles = apiCall('/api/sys/role/allList');

type DepartmentRow = DataOf<'/api/sys/department/list'>['list'][number];
/** A department node with its sub-departments (the contract cannot say "the same shape" below itself). */
export type DepartmentNode = Omit<DepartmentRow, 'children'> & { children: DepartmentNode[] };

// the tree as the backend sends it: parentId, leaderName, memberCount
const departmentList = apiCall('/api/sys/department/list');
export const queryDepartmentTree = () =>
  departmentList().then((res) => ({ ...res, data: res.data as unknown as { list: DepartmentNode[] } }));
