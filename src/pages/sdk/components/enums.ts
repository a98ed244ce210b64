import { OS_LIST, TOOL_PLATFORMS } from '@/contract/sdk/fields';

/**
 * Badges and options of the channel/SDK and self-check screens (ProTable valueEnum: coloured badge in the list,
 * select in the search form and the details drawer). The text function is the screen's `t` (useText).
 */
type F = (id: string) => string;

export const osEnum = () => Object.fromEntries(OS_LIST.map((os) => [os, { text: os }]));

export const toolPlatformEnum = () => Object.fromEntries(TOOL_PLATFORMS.map((p) => [p, { text: p }]));

export const integrationEnum = (f: F) => ({
  integrated: { text: f('pages.sdk.integration.integrated'), status: 'Success' },
  debugging: { text: f('pages.sdk.integration.debugging'), status: 'Processing' },
  notIntegrated: { text: f('pages.sdk.integration.notIntegrated'), status: 'Default' },
});

export const usedByEnum = (f: F) => ({
  client: { text: f('pages.sdk.usedBy.client'), status: 'Processing' },
  build: { text: f('pages.sdk.usedBy.build'), status: 'Warning' },
  server: { text: f('pages.sdk.usedBy.server'), status: 'Default' },
});

export const pluginTypeEnum = (f: F) => ({
  analytics: { text: f('pages.sdk.pluginType.analytics'), status: 'Processing' },
  push: { text: f('pages.sdk.pluginType.push'), status: 'Success' },
  ads: { text: f('pages.sdk.pluginType.ads'), status: 'Warning' },
});
