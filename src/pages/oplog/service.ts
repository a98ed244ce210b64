import { apiCall } from '@/request/endpoint';

/** The operation log (/oplog): every change made through the console, with its filters' options. */
export const pageOpLog = apiCall('/api/mng/oplog/page');
export const queryOpLogOptions = apiCall('/api/mng/oplog/options');
