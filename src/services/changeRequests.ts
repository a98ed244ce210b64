import { apiCall, type DataOf } from '@/request/endpoint';

/**
 * Change requests (issue 34, docs/rules.md "Change requests"): the calls the header, the welcome page, the approvals
 * screen and every gated form share (src/contract/changeRequest.ts).
 */
export { APPROVAL_AREAS, CHANGE_REQUEST_STATUSES } from '@/contract/approvalValues';
export type { ChangeRequestStatus } from '@/contract/approvalValues';

export type ChangeRequest = DataOf<'/api/mng/changeRequest/get'>;
/** What a queued call answers: `{ changeRequest: { id, status: 'pending', expiresAt } }`'s request. */
export type QueuedChange = import('@/contract/approvalValues').PendingChange['changeRequest'];

export const pageChangeRequests = apiCall('/api/mng/changeRequest/page');
export const countChangeRequests = apiCall('/api/mng/changeRequest/count');
export const acknowledgeChangeRequest = apiCall('/api/mng/changeRequest/acknowledge');

const listeners = new Set<() => void>();

/**
 * Tells whoever shows change requests (the header's count, the welcome page's list, the lists' marks) that one was
 * asked, decided or acknowledged here, so they read again at once instead of at their next period.
 */
export function changeRequestsChanged(): void {
  listeners.forEach((l) => l());
}

/** Listens for changeRequestsChanged(); returns the function that stops listening. */
export function onChangeRequestsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
