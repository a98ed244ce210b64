import { api, type CallOptions, type CreateOptions } from '@/request';
import type { Page, PageQuery } from './types';

/**
 * Change requests (issue 34, four eyes on risky live changes): the calls the header, the welcome page, the approvals
 * screen and every gated form share. PROVISIONAL shapes, as the backend's draft contract has them
 * (src/contract/changeRequest.ts on branch cr), until it is merged.
 */
export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'expired', 'outdated'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** The areas whose risky changes a second person approves (grant `/approvals:<area>`). */
export const APPROVAL_AREAS = ['pay', 'operate', 'special', 'unity', 'access', 'setting'] as const;
export type ApprovalArea = (typeof APPROVAL_AREAS)[number];

/** What a queued call answers: `{ changeRequest: { id, status: 'pending', expiresAt } }`. */
export interface QueuedChange {
  id: number;
  status: 'pending';
  expiresAt: number;
}

export type ChangeRequest = {
  id: number;
  area: ApprovalArea;
  path: string;
  module: string;
  action: string;
  summary: string;
  riskReason: string;
  gameId: number;
  target: string;
  recordKind: string;
  recordId: number | null;
  recordBaseVersion: number | null;
  payload: unknown;
  diff: Array<{ path: string; before?: unknown; after?: unknown; secret: boolean }>;
  reason: string;
  status: ChangeRequestStatus;
  emergency: boolean;
  requesterId: number;
  requesterName: string;
  created: number;
  expiresAt: number;
  deciderName: string;
  decidedAt: number | null;
  comment: string;
  acknowledgedBy: string;
  acknowledgedAt: number | null;
  outdatedBy: { recordVersion: number; savedBy: string; savedAt: number } | null;
  logIds: number[];
  recordVersion: number;
  savedBy: string;
  savedAt: number;
};

export const pageChangeRequests = (q: PageQuery, options?: CallOptions) =>
  api<Page<ChangeRequest>>('/mng/changeRequest/page', q, options);
export const countChangeRequests = (options?: CallOptions) =>
  api<{ waiting: number; unacknowledged: number }>('/mng/changeRequest/count', undefined, options);

/** A decision on a request: the version it was read at (docs/rules.md "Request ids and versions") and a comment. */
export type Decision = { id: number; baseVersion: number; comment: string };
export const acknowledgeChangeRequest = (body: Decision, options: CreateOptions) =>
  api<ChangeRequest>('/mng/changeRequest/acknowledge', body, options);

const listeners = new Set<() => void>();

/**
 * Tells whoever shows change requests (the header's count, the welcome page's list) that one was decided, asked or
 * acknowledged here, so they read again at once instead of at their next period.
 */
export function changeRequestsChanged(): void {
  listeners.forEach((l) => l());
}

/** Listens for changeRequestsChanged(); returns the function that stops listening. */
export function onChangeRequestsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
