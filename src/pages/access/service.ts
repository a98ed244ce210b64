import { api, type CallOptions } from '@/request';
import type { Department, Page, PageQuery, RoleBrief } from '@/services/types';

/**
 * Access management (/access/people, /access/rightGroup; domain.md Access): departments, people, permission groups.
 * roles and their people. The full resource and role lists several screens share are in src/services/sys.ts.
 */

/** 1 enabled, 0 disabled. */
export type Status = 0 | 1;

/** A department node: one type for the whole console (src/services/types.ts). */
export type DepartmentNode = Department;

export interface DepartmentPayload {
  id?: number;
  name: string;
  parentId: number;
  leaderId?: number | null;
  sort?: number;
}

// POST /api/sys/department/list (the tree as the backend sends it: parentId, leaderName, memberCount)
export const queryDepartmentTree = () => api<{ list: DepartmentNode[] }>('/sys/department/list');
// POST /api/sys/department/add
export const addDepartment = (dept: DepartmentPayload) => api<{ id: number }>('/sys/department/add', dept);
// POST /api/sys/department/edit
export const editDepartment = (dept: DepartmentPayload & { id: number }) => api<null>('/sys/department/edit', dept);
// POST /api/sys/department/delete
export const deleteDepartment = (dept: { id: number }) => api<null>('/sys/department/delete', dept);

/** A person as the lists show them (phone masked). */
export interface PersonRow {
  [key: string]: unknown;
  id: number;
  account: string;
  name: string;
  departmentId: number;
  departmentName?: string;
  roles: RoleBrief[];
  email?: string;
  phone?: string;
  status: Status;
  lastLogin?: number | null;
  created?: number;
}

export interface PersonPayload {
  id?: number;
  account?: string;
  name?: string;
  departmentId?: number;
  roleIds?: number[];
  email?: string;
  phone?: string;
  status?: Status;
}

/** A one-time temporary password: answered once, never again. */
export interface TempPassword {
  id: number;
  password: string;
}

export interface PeopleQuery extends PageQuery {
  name?: string;
  departmentId?: number;
  roleId?: number;
  status?: Status;
}

// POST /api/sys/user/page
export const pagePeople = (query: PeopleQuery) => api<Page<PersonRow>>('/sys/user/page', query);
// POST /api/sys/user/get
export const getPerson = (person: { id: number }) => api<PersonRow>('/sys/user/get', person);
// POST /api/sys/user/add
export const addPerson = (person: PersonPayload) => api<TempPassword>('/sys/user/add', person);
// POST /api/sys/user/edit
export const editPerson = (person: PersonPayload & { id: number }) => api<null>('/sys/user/edit', person);
// POST /api/sys/user/enable
export const enablePerson = (person: { id: number }, options?: CallOptions) => api<null>('/sys/user/enable', person, options);
// POST /api/sys/user/disable
export const disablePerson = (person: { id: number }, options?: CallOptions) =>
  api<null>('/sys/user/disable', person, options);
// POST /api/sys/user/resetPassword
export const resetPassword = (person: { id: number }) => api<TempPassword>('/sys/user/resetPassword', person);

/** A permission group: a named bundle of resources that roles can include. */
export interface PermissionGroup {
  [key: string]: unknown;
  id: number;
  name: string;
  description?: string;
  resourceIds: number[];
  /** roles that include the group */
  roleCount?: number;
  created?: number;
  updated?: number;
}

export interface GroupPayload {
  id?: number;
  name: string;
  description?: string;
  resourceIds: number[];
}

// POST /api/sys/group/page
export const pageGroups = (query: PageQuery) => api<Page<PermissionGroup>>('/sys/group/page', query);
// POST /api/sys/group/allList
export const queryAllGroups = () => api<PermissionGroup[]>('/sys/group/allList');
// POST /api/sys/group/add
export const addGroup = (group: GroupPayload) => api<{ id: number }>('/sys/group/add', group);
// POST /api/sys/group/edit
export const editGroup = (group: GroupPayload & { id: number }) => api<null>('/sys/group/edit', group);
// POST /api/sys/group/delete
export const deleteGroup = (group: { id: number }) => api<null>('/sys/group/delete', group);

// ---- roles ----
export interface Role extends RoleBrief {
  /** a role is a table row (src/components/CrudTable) */
  [key: string]: unknown;
  description?: string;
  resourceIds?: number[];
  groupIds?: number[];
  userCount?: number;
  /** built-in roles cannot be deleted or disabled */
  builtIn?: boolean;
  created?: number;
  updated?: number;
}

// POST /api/sys/role/list
export const pageRoles = (query: PageQuery) => api<Page<Role>>('/sys/role/list', query);
// POST /api/sys/role/add
export const addRole = (role: Partial<Role>) => api<Role>('/sys/role/add', role);
// POST /api/sys/role/update
export const updateRole = (role: Partial<Role> & { id: number }) => api<Role>('/sys/role/update', role);
// POST /api/sys/role/delete
export const deleteRole = (role: { id: number }) => api<null>('/sys/role/delete', role);
// POST /api/sys/role/get
export const getRole = (role: { id: number }) => api<Role>('/sys/role/get', role);
// POST /api/sys/role/findUserByRole
export const findUserByRole = (role: { id: number }) => api<Array<{ id: number; name: string }>>('/sys/role/findUserByRole', role);
// POST /api/sys/role/getUserListByRole
export const getUserListByRole = (query: PageQuery & { roleId: number }) =>
  api<Page<PersonRow>>('/sys/role/getUserListByRole', query);
// POST /api/sys/role/deleteRoleUser
export const deleteRoleUser = (payload: { roleId: number; userId: number }) => api<null>('/sys/role/deleteRoleUser', payload);
