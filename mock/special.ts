/** umi mock entry: special functions (/special): switch-payment rules, channel interworking, the game's anti-addiction rules. */
import { antiAddictionApi } from './shared/antiAddiction/handlers';
import { channelGroupApi } from './special/channelGroups/handlers';
import { cutPayApi } from './special/cutPay';

export default {
  ...cutPayApi,
  ...channelGroupApi,
  ...antiAddictionApi('/api/special/antiAddiction'),
};
