import { apiCall, type DataOf, type RequestOf } from '@/request/endpoint';

// the department tree is a shared list (src/services/sys.ts, the department model)
export type { DepartmentNode } from '@/services/sys';
export type DepartmentPayload = RequestOf<'/api/sys/department/add'> & { id?: number };
export const addDepartment = apiCall('/api/sys/department/add');
export const editDepartment = apiCall('/api/sys/department/edit');
export const deleteDepartment = apiCall('/api/sys/department/delete');

/** A person as the lists show them (phone masked). */
export type PersonRow = DataOf<'/api/sys/user/page'>['list'][number];
export type PersonPayload = RequestOf<'/api/sys/user/add'> & { id?: number };
export type PeopleQuery = RequestOf<'/api/sys/user/page'>;

export const pagePeople = apiCall('/api/sys/user/page');
export const addPerson = apiCall('/api/sys/user/add');
export const editPerson = apiCall('/api/sys/user/edit');
export const enablePerson = apiCall('/api/sys/user/enable');
export const disablePerson = apiCall('/api/sys/user/disable');
export const resetPassword = apiCall('/api/sys/user/resetPassword');

/** A permission group: a named bundle of resources that roles can include. */
export type PermissionGroup = DataOf<'/api/sys/group/page'>['list'][number];
export type GroupPayload = RequestOf<'/api/sys/group/add'> & { id?: number };

export const pageGroups = apiCall('/api/sys/group/page');
export const queryAllGroups = apiCall('/api/sys/group/allList');
export const addGroup = apiCall('/api/sys/group/add');
export const editGroup = apiCall('/api/sys/group/edit');
export const deleteGroup = apiCall('/api/sys/group/delete');

// ---- roles ----
export type Role = DataOf<'/api/sys/role/get'>;

export const pageRoles = apiCall('/api/sys/role/list');
export const addRole = apiCall('/api/sys/role/add');
export const updateRole = apiCall('/api/sys/role/update');
export const deleteRole = apiCall('/api/sys/role/delete');
export const getRole = apiCall('/api/sys/role/get');
export const findUserByRole = apiCall('/api/sys/role/findUserByRole');
export const getUserListByRole = apiCall('/api/sys/role/getUserListByRole');
export const deleteRoleUser = apiCall('/api/sys/role/deleteRoleUser');
