import { APP_PATHS } from '@/utils/appPaths';

/**
 * The packaging screens: every path the route table has under /package. A path is also the screen's authority key;
 * a button's key is the screen's path and the action (`action(PACKAGE_PATHS.task, 'add')`, src/utils/action.ts).
 */
export const PACKAGE_PATHS = {
  root: '/package',
  manager: '/package/manager',
  /** packaging tasks; `?batchId=`, `?status=`, `?log=` (opens a task's log), `?create=` (a base package to build) */
  task: '/package/task',
  machine: '/package/machine',
  packingStatistics: '/package/packingStatistics',
  checkTask: '/package/checkTask',
  /** a check run's results, `?id=` (hidden) */
  checkDetails: APP_PATHS.checkTaskDetails,
  /** a check run's raw report, `?id=` (hidden) */
  checkDetailsJson: '/package/checkTask/detailsJson',
} as const;
