import { apiCall } from '@/request/endpoint';

/** Reference lists several screens share (held by the resource and role models). */
export const queryAllResources = apiCall('/api/sys/resource/allList');
export const queryAllRoles = apiCall('/api/sys/role/allList');
