import { api } from '@/request';
import type { Department, Resource, RoleBrief } from './types';

/** Reference lists several screens share (held by the resource and role models). */

// POST /api/sys/department/list
export const queryDepartments = () => api<{ list: Department[] }>('/sys/department/list');

// POST /api/sys/resource/allList
export const queryAllResources = () => api<Resource[]>('/sys/resource/allList');

// POST /api/sys/role/allList
export const queryAllRoles = () => api<RoleBrief[]>('/sys/role/allList');
