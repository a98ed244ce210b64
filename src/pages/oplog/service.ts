import { api } from '@/request';
import type { OpLogEntry, Page, PageQuery } from '@/services/types';

/** The operation log (/oplog): every change made through the console, with its filters' options. */
// POST /api/mng/oplog/page
export const pageOpLog = (query: PageQuery) => api<Page<OpLogEntry>>('/mng/oplog/page', query);
// POST /api/mng/oplog/options
export const queryOpLogOptions = () => api<Array<{ module: string; actions: string[] }>>('/mng/oplog/options');
