/**
 * Change requests (/approvals; docs/rules.md "Change requests"): risky changes queued for a second person's approval,
 * and emergency changes awaiting acknowledgement. The framework queues and applies (mock/core/approval.ts); this
 * domain keeps the requests, decides them and says so.
 */
import { provideApprovalQueue } from '../core/approval';
import { registerRouteNames } from '../core/resources';
import { queue } from './requests';
import { routeNames } from './routeNames';

export { default } from './handlers';

/** Set-up (mock/backend): the route names, and the queue the framework hands risky calls to. */
export function setup(): void {
  registerRouteNames(routeNames);
  provideApprovalQueue(queue);
}
