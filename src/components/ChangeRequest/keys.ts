import { APPROVALS_SCREEN, approvalKey, EMERGENCY_KEY } from '@/contract/approvalValues';

/**
 * The authority keys of change requests (docs/rules.md "Change requests"), as the contract names them: the approvals
 * screen, an area's approval grant (approve, reject, acknowledge its requests) and the emergency grant that lets its
 * holder apply a risky change at once (a second person acknowledges it afterwards).
 */
export const APPROVAL_KEYS = {
  screen: APPROVALS_SCREEN,
  emergency: EMERGENCY_KEY,
  area: approvalKey,
} as const;
