/**
 * Values of change requests (docs/rules.md "Change requests") that the console's screens read: the areas, grants,
 * statuses and expiry, and the queued answer's shape. No schema here (docs/rules.md "API contract"): the console
 * imports these at run time.
 */

/** The areas whose risky changes another person approves: each has its grant, `/approvals:<area>`. */
export const APPROVAL_AREAS = ['pay', 'operate', 'special', 'unity', 'access', 'setting'] as const;
export type ApprovalArea = (typeof APPROVAL_AREAS)[number];

/** The approvals screen: its route path is the grant of its list; its buttons are the approval grants. */
export const APPROVALS_SCREEN = '/approvals';
/** The grant to approve, reject and acknowledge the change requests of an area. */
export const approvalKey = (area: ApprovalArea) => `${APPROVALS_SCREEN}:${area}`;
/** The grant to apply a risky change at once (`emergency: true`), logged and listed until acknowledged. */
export const EMERGENCY_KEY = `${APPROVALS_SCREEN}:emergency`;

/**
 * How long a change request waits for a decision. **Choice:** a constant of the contract (docs/rules.md "Change
 * requests"): the backend keeps no run-time settings a form could read, and the screen shows the expiry it is sent.
 */
export const CHANGE_REQUEST_TTL_MS = 72 * 60 * 60 * 1000;

export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'expired', 'outdated'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

export type PendingChange = {
  changeRequest: { id: number; status: 'pending'; expiresAt: number };
};

/** Whether an answer of a risky call is a queued change request rather than the applied change. */
export function isPendingChange(data: unknown): data is PendingChange {
  if (!data || typeof data !== 'object') return false;
  const c = (data as { changeRequest?: { status?: unknown } }).changeRequest;
  return Boolean(c && c.status === 'pending');
}
