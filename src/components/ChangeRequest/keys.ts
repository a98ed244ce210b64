import { APP_PATHS } from '@/utils/appPaths';
import type { ApprovalArea } from '@/services/changeRequests';

/**
 * The authority keys of change requests (issue 34), as the backend grants them: the approvals screen, an area's
 * approval grant (approve, reject, acknowledge its requests) and the emergency grant that lets its holder apply a
 * risky change at once (a second person acknowledges it afterwards).
 */
export const APPROVAL_KEYS = {
  screen: APP_PATHS.approvals,
  emergency: `${APP_PATHS.approvals}:emergency`,
  area: (area: ApprovalArea) => `${APP_PATHS.approvals}:${area}`,
} as const;
