import { api } from '@/request';
import type { Resource, RoleBrief } from './types';

/** Reference lists several screens share (held by the resource and role models). */

// POST /api/sys/resource/allList
export const queryAllResources = () => api<Resource[]>('/sys/resource/allList');

// POST /api/sys/role/allList
export const queryAllRoles = () => api<RoleBrief[]>('/sys/role/allList');
