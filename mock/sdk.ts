import { checkItemApi, joinupApi } from './_pack/checkApi';
import { appMarketApi, channelApi, channelSdkApi, packageToolApi, pluginApi } from './_pack/sdkApi';

/**
 * Channels and SDKs (/api/sdk) and the self-check platform (/api/check): domain.md "Channels and SDKs" and
 * "Online packaging → Self-check platform". The packaging farm reads channel parameters and SDK files from here.
 */
export default {
  ...appMarketApi,
  ...channelApi,
  ...channelSdkApi,
  ...pluginApi,
  ...packageToolApi,
  ...joinupApi,
  ...checkItemApi,
};
