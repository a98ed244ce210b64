import { apiCall, type DataOf } from '@/request/endpoint';

/** Account cancellations (/operate/accountLogout) of the current game. Shapes from the API contract. */
export type Cancellation = DataOf<'/api/operate/accountLogout/page'>['list'][number];

export const pageCancellations = apiCall('/api/operate/accountLogout/page');
export const approveCancellation = apiCall('/api/operate/accountLogout/approve');
export const rejectCancellation = apiCall('/api/operate/accountLogout/reject');
