import { APPROVAL_AREAS, APPROVALS_SCREEN } from '../../src/contract/approvalValues';
import type { AreaRouteNames } from '../core/types';

/**
 * The approvals screen's name and its buttons: one approval grant per area (`/approvals:<area>`) and the emergency
 * grant (`/approvals:emergency`), docs/rules.md "Change requests".
 */
export const routeNames: AreaRouteNames = {
  names: { [APPROVALS_SCREEN]: '变更审批' },
  icons: { [APPROVALS_SCREEN]: 'AuditOutlined' },
  buttons: { [APPROVALS_SCREEN]: [...APPROVAL_AREAS, 'emergency'] },
};
