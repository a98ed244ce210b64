import { api, type CallOptions, type CreateOptions } from '@/request';
import type { ChangeRequest, Decision } from '@/services/changeRequests';

/** The approvals screen's own calls: one request with its difference, and the decisions on it. */
export type { ChangeRequest, ChangeRequestStatus } from '@/services/changeRequests';
export { pageChangeRequests } from '@/services/changeRequests';

export const getChangeRequest = (q: { id: number }, options?: CallOptions) =>
  api<ChangeRequest>('/mng/changeRequest/get', q, options);
export const approveChangeRequest = (body: Decision, options: CreateOptions) =>
  api<ChangeRequest>('/mng/changeRequest/approve', body, options);
export const rejectChangeRequest = (body: Decision & { comment: string }, options: CreateOptions) =>
  api<ChangeRequest>('/mng/changeRequest/reject', body, options);
export const withdrawChangeRequest = (body: Decision, options: CreateOptions) =>
  api<ChangeRequest>('/mng/changeRequest/withdraw', body, options);
