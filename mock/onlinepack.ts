import { checkTaskApi, farmDevApi, machineApi, statisticsApi } from './_pack/farmApi';
import { basePackageApi, taskApi } from './_pack/packApi';
import { startFarmTimer } from './_pack/timer';

/**
 * The packaging service (/onlinepack, envelope {code, msg, data}): base packages, tasks on the simulated farm with
 * live logs, machines, statistics, self-checks. The farm advances on a timer (mock/_pack/timer.ts, 500 ms).
 */
startFarmTimer();

export default {
  ...basePackageApi,
  ...taskApi,
  ...machineApi,
  ...statisticsApi,
  ...checkTaskApi,
  ...farmDevApi,
};
