import { APPROVAL_AREAS, CHANGE_REQUEST_STATUSES, type ChangeRequestStatus } from '@/services/changeRequests';

type T = (id: string, values?: Record<string, string | number>) => string;

/** How each status shows as a badge: waiting blue, applied green, rejected red, the ended ones grey or orange. */
const BADGE: Record<ChangeRequestStatus, 'Processing' | 'Success' | 'Error' | 'Default' | 'Warning'> = {
  pending: 'Processing',
  approved: 'Success',
  rejected: 'Error',
  withdrawn: 'Default',
  expired: 'Warning',
  outdated: 'Warning',
};

/** The statuses as ProTable's valueEnum: a badge in the list and the drawer, a select in the filters. */
export function statusEnum(t: T) {
  return Object.fromEntries(
    CHANGE_REQUEST_STATUSES.map((s) => [s, { text: t(`pages.approvals.status.${s}`), status: BADGE[s] }]),
  );
}

/** The areas whose risky changes are gated (the route's first segment), labelled by their menu titles. */
export function areaEnum(t: T) {
  return Object.fromEntries(APPROVAL_AREAS.map((a) => [a, { text: t(`menu.${a}`) }]));
}

/** The three views of the list: waiting for me, asked by me, all. */
export const SCOPES = ['waiting', 'mine', 'all'] as const;
export type Scope = (typeof SCOPES)[number];
