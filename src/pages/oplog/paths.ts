import { APP_PATHS } from '@/utils/appPaths';

/**
 * The operation log's path (also its authority key; its export button's key is `action(OPLOG_PATHS.root, 'export')`).
 * `?range=today` and `?result=success|failure` preset its filters.
 */
export const OPLOG_PATHS = {
  root: APP_PATHS.oplog,
} as const;
