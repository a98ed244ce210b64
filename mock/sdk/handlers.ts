import { appMarketApi, channelApi, channelSdkApi } from './channels';
import { packageToolApi } from './packageTool';
import { pluginApi } from './plugins';

/**
 * Channels and SDKs (/api/sdk): app markets, channel vendors with their parameters, SDK versions, plugins and the
 * packaging tool. Their records live in the packaging area's state (mock/package/area.ts), which the farm
 * builds from.
 */
export default {
  ...appMarketApi,
  ...channelApi,
  ...channelSdkApi,
  ...pluginApi,
  ...packageToolApi,
};
