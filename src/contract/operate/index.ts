import type { Paths } from '../operation';
import * as accountLogout from './accountLogout';
import * as events from './events';
import * as eventsManage from './eventsManage';
import * as messageConfig from './messageConfig';
import * as popups from './popups';
import * as sdkAccounts from './sdkAccounts';
import * as simulate from './simulate';
import * as stopConfig from './stopConfig';
import * as updateConfig from './updateConfig';
import * as userBirthday from './userBirthday';

/** The game-operations area (/operate/*): one fragment per screen (popups: three screens; sdkAccounts: three lines). */
export const paths = {
  ...updateConfig.paths,
  ...messageConfig.paths,
  ...popups.paths,
  ...sdkAccounts.paths,
  ...stopConfig.paths,
  ...userBirthday.paths,
  ...events.paths,
  ...eventsManage.paths,
  ...accountLogout.paths,
  ...simulate.paths,
} satisfies Paths;
