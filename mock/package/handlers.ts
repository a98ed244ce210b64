import { checkTaskApi, farmDevApi, machineApi, statisticsApi } from './farmApi';
import { basePackageApi, taskApi } from './packApi';

/**
 * The packaging service (/onlinepack, envelope {code, msg, data}): base packages, tasks on the simulated farm with
 * live logs, machines, statistics, self-checks. The farm advances on a timer (timer.ts, 500 ms) started at set-up.
 */
export default {
  ...basePackageApi,
  ...taskApi,
  ...machineApi,
  ...statisticsApi,
  ...checkTaskApi,
  ...farmDevApi,
};
