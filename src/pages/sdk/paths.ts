/**
 * The channel/SDK screens: every path the route table has under /sdk. A path is also the screen's authority key; a
 * button's key is the screen's path and the action (`action(SDK_PATHS.channel, 'add')`, src/utils/action.ts).
 */
export const SDK_PATHS = {
  root: '/sdk',
  appMarket: '/sdk/appMarket',
  plugin: '/sdk/plugin',
  /** one plugin's configuration, `?pluginId=` (hidden) */
  pluginConfig: '/sdk/plugin/sdkConfig',
  channel: '/sdk/channel',
  /** create a channel, or edit the one in `?id=` (hidden) */
  channelForm: '/sdk/channel/business/addEdit',
  /** a channel's SDK versions, `?channelId=` (hidden) */
  channelSdk: '/sdk/channel/sdk',
  packageTool: '/sdk/packageTool',
} as const;
