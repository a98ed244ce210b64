/**
 * Game operations (/operate): forced-update rules, SMS scenes, poster pop-ups, ads and tips, bans, role birthdays, SDK
 * accounts of the three lines, player tickets and their types, account cancellations, and the players' side of tickets
 * and cancellations (development helpers, x-dev: only with MOCK_DEV_ENDPOINTS=1, admin only). The account migration
 * is the roleTransfer domain's, served by the operate entry too.
 */
import { registerRouteNames } from '../core/resources';
import { logoutApi } from './accountLogout/handlers';
import { logoutSimulateApi } from './accountLogout/simulate';
import { followActivity } from './accountLogout/state';
import { ticketsApi } from './events/handlers';
import { ticketsSimulateApi } from './events/simulate';
import { ticketTypesApi } from './eventsManage/handlers';
import { messageConfigApi } from './messageConfig/handlers';
import { popupsApi } from './popups/handlers';
import { routeNames } from './routeNames';
import { accountsApi } from './sdkAccounts/handlers';
import { gateBannedActivity } from './stopConfig/enforce';
import { bansApi } from './stopConfig/handlers';
import { updateConfigApi } from './updateConfig/handlers';
import { birthdayApi } from './userBirthday/handlers';

export default {
  ...updateConfigApi,
  ...messageConfigApi,
  ...popupsApi,
  ...bansApi,
  ...birthdayApi,
  ...accountsApi,
  ...ticketsApi,
  ...ticketTypesApi,
  ...logoutApi,
  ...ticketsSimulateApi,
  ...logoutSimulateApi,
};

/** Set-up (mock/backend): the route names; bans gate the activity, cancellations follow it. */
export function setup(): void {
  registerRouteNames(routeNames);
  gateBannedActivity();
  followActivity();
}
