import { apiCall } from '@/request/endpoint';

const dictData = apiCall('/api/mng/dict/data');
export const queryDictData = (codes: string[]) => dictData({ codes });
