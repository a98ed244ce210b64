import { api } from '@/request';
import type { PersonRow } from '../pages/access/service';
import type { Department, Page, PageQuery, Resource, RoleBrief } from './types';

// POST /api/sys/department/list
export const queryDepartments = () => api<{ list: Department[] }>('/sys/department/list');

// POST /api/sys/resource/allList
export const queryAllResources = () => api<Resource[]>('/sys/resource/allList');

// POST /api/sys/role/allList
export const queryAllRoles = () => api<RoleBrief[]>('/sys/role/allList');

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
