/**
 * umi mock entry: game operations (/operate): forced-update rules, SMS scenes, poster pop-ups, ads and tips, bans, role
 * birthdays, SDK accounts of the three lines, account migration, player tickets and their types, account
 * cancellations, and the players' side of tickets and cancellations (development helpers, x-dev: only with
 * MOCK_DEV_ENDPOINTS=1, admin only).
 */
import { transferApi } from './core/shared/roleTransfer';
import { logoutApi } from './operate/accountLogout/handlers';
import { logoutSimulateApi } from './operate/accountLogout/simulate';
import { ticketsApi } from './operate/events/handlers';
import { ticketsSimulateApi } from './operate/events/simulate';
import { ticketTypesApi } from './operate/eventsManage/handlers';
import { messageConfigApi } from './operate/messageConfig/handlers';
import { popupsApi } from './operate/popups/handlers';
import { accountsApi } from './operate/sdkAccounts/handlers';
import { bansApi } from './operate/stopConfig/handlers';
import { updateConfigApi } from './operate/updateConfig/handlers';
import { birthdayApi } from './operate/userBirthday/handlers';

export default {
  ...updateConfigApi,
  ...messageConfigApi,
  ...popupsApi,
  ...bansApi,
  ...birthdayApi,
  ...accountsApi,
  ...transferApi('migration'),
  ...ticketsApi,
  ...ticketTypesApi,
  ...logoutApi,
  ...ticketsSimulateApi,
  ...logoutSimulateApi,
};
