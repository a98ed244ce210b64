import { apiCall } from '@/request/endpoint';

/** The approvals screen's own calls: one request with its difference, and the decisions on it. */
export type { ChangeRequest } from '@/services/changeRequests';
export { pageChangeRequests } from '@/services/changeRequests';

export const getChangeRequest = apiCall('/api/mng/changeRequest/get');
export const approveChangeRequest = apiCall('/api/mng/changeRequest/approve');
export const rejectChangeRequest = apiCall('/api/mng/changeRequest/reject');
export const withdrawChangeRequest = apiCall('/api/mng/changeRequest/withdraw');
export const resubmitChangeRequest = apiCall('/api/mng/changeRequest/resubmit');
