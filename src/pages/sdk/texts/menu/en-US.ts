/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.sdk': 'Channels & SDKs',
  'menu.sdk.appMarket': 'Major channels',
  'menu.sdk.plugin': 'Plugins',
  'menu.sdk.plugin.sdkConfig': 'Plugin SDK config',
  'menu.sdk.channel': 'Channel vendors',
  'menu.sdk.channel.business.addEdit': 'Edit channel vendor',
  'menu.sdk.channel.sdk': 'Vendor SDK versions',
  'menu.sdk.packageTool': 'Packaging tool',
};
