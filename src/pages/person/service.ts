import { apiCall, type DataOf } from '@/request/endpoint';

/** The person's own profile (/person). */
export type PersonProfile = DataOf<'/api/mng/person/profile'>;

export const queryProfile = apiCall('/api/mng/person/profile');
export const editProfile = apiCall('/api/mng/person/edit');
