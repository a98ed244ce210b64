import { COOLING_OFF_DAYS, type CancellationStatus } from '../../../src/contract/operate/accountLogout';
import { DAY } from '../../core/clock';

/**
 * What an account cancellation request has become at `at` (src/pages/operate/README.md "Tickets and cancellations").
 * Pure: the caller applies it (state.ts settle). The cooling-off ends COOLING_OFF_DAYS (15) days after the request.
 * - a pending or approved request whose player signed in after the request and before the cooling-off ended (and not
 *   after `at`) is withdrawn, at that sign-in;
 * - otherwise an approved request is completed once `at` reaches the end of its cooling-off, at that end;
 * - anything else stays as it is.
 */
export interface RequestKey {
  requestedAt: number;
  status: CancellationStatus;
}

export const coolingOffEnd = (requestedAt: number) => requestedAt + COOLING_OFF_DAYS * DAY;

export type Outcome = { status: 'withdrawn' | 'completed'; at: number } | null;

export function outcomeOf(r: RequestKey, lastLoginAt: number | undefined, at: number): Outcome {
  if (r.status !== 'pending' && r.status !== 'approved') return null;
  const end = coolingOffEnd(r.requestedAt);
  if (lastLoginAt !== undefined && lastLoginAt > r.requestedAt && lastLoginAt < end && lastLoginAt <= at)
    return { status: 'withdrawn', at: lastLoginAt };
  if (r.status === 'approved' && at >= end) return { status: 'completed', at: end };
  return null;
}
