/**
 * umi mock entry: special functions (/special): switch-payment rules, channel interworking, account monitoring, role
 * rebind (the account migration's rules, mock/core/shared/roleTransfer), the game's anti-addiction rules.
 */
import { antiAddictionApi } from './core/shared/antiAddiction';
import { rebindRolesApi, transferApi } from './core/shared/roleTransfer';
import { channelGroupApi } from './special/channelGroups/handlers';
import { cutPayApi } from './special/cutPay';
import { monitorApi } from './special/monitor/handlers';

export default {
  ...cutPayApi,
  ...channelGroupApi,
  ...monitorApi,
  ...rebindRolesApi,
  ...transferApi('rebind'),
  ...antiAddictionApi('/api/special/antiAddiction'),
};
