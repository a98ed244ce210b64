/** Where the channel/SDK screens send the operator. */
export const SDK_PATHS = {
  appMarket: '/sdk/appMarket',
  channel: '/sdk/channel',
  channelForm: '/sdk/channel/business/addEdit',
  channelSdk: '/sdk/channel/sdk',
  plugin: '/sdk/plugin',
  pluginConfig: '/sdk/plugin/sdkConfig',
  packageTool: '/sdk/packageTool',
} as const;
