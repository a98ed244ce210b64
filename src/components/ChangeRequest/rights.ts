import { useAccess, useSelector } from '@umijs/max';
import { useCallback } from 'react';
import type { RootState } from '@/models/types';
import type { ChangeRequest } from '@/services/changeRequests';
import { APPROVAL_KEYS } from './keys';

/** What the signed-in person may do with a change request (the backend refuses the rest: A0403, A0301). */
export interface RequestRights {
  /** approve or reject: waiting, asked by someone else, and the person holds the area's approval grant */
  decide: boolean;
  /** withdraw: waiting and their own */
  withdraw: boolean;
  /**
   * acknowledge: an emergency change applied by someone else, not yet acknowledged, in an area they approve (or they
   * hold the emergency grant themselves)
   */
  acknowledge: boolean;
  /**
   * resubmit: their own outdated request, not asked again yet, whose record is still there (the backend answered what
   * asking it again on the latest version would change: `rebased`)
   */
  resubmit: boolean;
}

export function rightsOf(r: ChangeRequest, me: number | undefined, can: (key: string) => boolean): RequestRights {
  const own = me !== undefined && r.requesterId === me;
  const approver = !own && can(APPROVAL_KEYS.area(r.area));
  return {
    decide: r.status === 'pending' && approver,
    withdraw: r.status === 'pending' && own,
    acknowledge:
      r.emergency && r.status === 'approved' && !r.acknowledgedBy && !own && (approver || can(APPROVAL_KEYS.emergency)),
    resubmit: r.status === 'outdated' && own && r.resubmittedAs === null && Array.isArray(r.rebased),
  };
}

/** rightsOf for the signed-in person. */
export function useRequestRights() {
  const { can } = useAccess();
  const me = useSelector((s: RootState) => s.user.currentUser?.id);
  return useCallback((r: ChangeRequest) => rightsOf(r, me, can), [me, can]);
}
