import { api } from '@/request';

/** Options of the dictionaries (edited on /unity/dicConfig), read by screens of every area for their enums. */
export type DictData = Record<string, Array<{ label: string; value: string; color: string; sort: number }>>;

// POST /api/mng/dict/data
export const queryDictData = (codes: string[]) => api<DictData>('/mng/dict/data', { codes });
