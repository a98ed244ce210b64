import { api } from '@/request';

/** The person's own profile (/person). */
export type PersonProfile = {
  id: number;
  account: string;
  name: string;
  email?: string;
  phone?: string;
  departmentName?: string;
  roles: Array<{ id: number; name: string; code: string }>;
  games: Array<{ id: number; name: string }>;
  lastLogin?: number | null;
  created?: number;
  mustChangePassword?: boolean;
};

// POST /api/mng/person/profile
export const queryProfile = () => api<PersonProfile>('/mng/person/profile');
// POST /api/mng/person/edit
export const editProfile = (payload: { name: string; email?: string; phone?: string }) =>
  api<null>('/mng/person/edit', payload);
