import { APP_PATHS } from '@/utils/appPaths';

/** The approvals screen's path (also its authority key); `?id=` opens one request's drawer. */
export const APPROVALS_PATHS = {
  root: APP_PATHS.approvals,
} as const;
