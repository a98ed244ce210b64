import { apiCall, type DataOf } from '@/request/endpoint';

/** Options of the dictionaries (edited on /unity/dicConfig), read by screens of every area for their enums. */
export type DictData = DataOf<'/api/mng/dict/data'>;

const dictData = apiCall('/api/mng/dict/data');
export const queryDictData = (codes: string[]) => dictData({ codes });
