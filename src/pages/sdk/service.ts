import { download } from '@/request/download';
import { api } from '@/request';
import { upload } from '@/request/upload';
import type { Page, PageQuery } from '@/services/types';

/**
 * Channels and SDKs (/api/sdk, mock/_contract/pack.ts): major channels (app markets), channel vendors and their
 * parameter keys, vendor SDK versions, plugins with per-game values, packaging-tool releases. Row shapes are type
 * aliases so they fit CrudTable's Record<string, unknown> rows. Switch-like fields accept '1'/'0' (spec §4).
 */

export type Os = 'Android' | 'iOS' | 'HarmonyOS';
export type IntegrationStatus = 'integrated' | 'debugging' | 'notIntegrated';
export type SwitchValue = 0 | 1 | '0' | '1';

// ---- major channels / app markets ----
export type AppMarket = {
  id: number;
  name: string;
  code: string;
  os: Os;
  /** data URI */
  cornerMark?: string;
  integrationStatus: IntegrationStatus;
  /** 1 under maintenance */
  maintenance: number;
  channelCount?: number;
  created?: number;
  updated?: number;
};

export type AppMarketPayload = {
  id?: number;
  name?: string;
  code?: string;
  os?: Os;
  cornerMark?: string;
  integrationStatus?: IntegrationStatus;
  maintenance?: SwitchValue;
};

// POST /api/sdk/appMarket/page
export const pageAppMarkets = (query: PageQuery) => api<Page<AppMarket>>('/sdk/appMarket/page', query);
// POST /api/sdk/appMarket/add
export const addAppMarket = (payload: AppMarketPayload) => api<{ id: number }>('/sdk/appMarket/add', payload);
// POST /api/sdk/appMarket/edit
export const editAppMarket = (payload: AppMarketPayload & { id: number }) => api<null>('/sdk/appMarket/edit', payload);
// POST /api/sdk/appMarket/delete
export const deleteAppMarket = (payload: { id: number }) => api<null>('/sdk/appMarket/delete', payload);

// ---- channel vendors ----
export type ParamUsedBy = 'client' | 'build' | 'server';

export type ChannelParam = {
  key: string;
  name: string;
  required: boolean;
  usedBy: ParamUsedBy;
  /** server values come back masked; sending the masked value back means "unchanged" */
  value: string;
};

export type Channel = {
  id: number;
  appMarketId?: number | null;
  appMarketName?: string;
  name: string;
  code: string;
  loginVerifyUrl?: string;
  payCallbackUrl?: string;
  params: ChannelParam[];
  /** required parameters that go into the package and have no value */
  missingParams: string[];
  status: number;
  sdkVersionCount?: number;
  created?: number;
  updated?: number;
};

export type ChannelPayload = {
  id?: number;
  name: string;
  code: string;
  appMarketId?: number | null;
  loginVerifyUrl?: string;
  payCallbackUrl?: string;
  params: ChannelParam[];
  status?: SwitchValue;
};

// POST /api/sdk/channel/page
export const pageChannels = (query: PageQuery) => api<Page<Channel>>('/sdk/channel/page', query);
// POST /api/sdk/channel/get
export const getChannel = (payload: { id: number }) => api<Channel>('/sdk/channel/get', payload);
// POST /api/sdk/channel/add
export const addChannel = (payload: ChannelPayload) => api<{ id: number }>('/sdk/channel/add', payload);
// POST /api/sdk/channel/edit
export const editChannel = (payload: ChannelPayload & { id: number }) => api<null>('/sdk/channel/edit', payload);
// POST /api/sdk/channel/delete
export const deleteChannel = (payload: { id: number }) => api<null>('/sdk/channel/delete', payload);

// ---- vendor SDK versions ----
export type SdkVersion = {
  id: number;
  /** null: the platform's own aggregate SDK */
  channelId: number | null;
  channelName?: string;
  version: string;
  fileName?: string;
  fileSize?: number;
  notes?: string;
  uploader?: string;
  status: number;
  created: number;
};

export type SdkVersionUpload = {
  /** 0: the aggregate SDK */
  channelId: number;
  version: string;
  notes?: string;
  file: Blob;
};

// POST /api/sdk/channel/sdk/page
export const pageSdkVersions = (query: PageQuery) => api<Page<SdkVersion>>('/sdk/channel/sdk/page', query);
// POST /api/sdk/channel/sdk/upload (signed multipart, spec §7)
export const uploadSdkVersion = (values: SdkVersionUpload, onProgress?: (percent: number) => void) =>
  upload<SdkVersion>('/sdk/channel/sdk/upload', values, { onProgress });
// POST /api/sdk/channel/sdk/delete
export const deleteSdkVersion = (payload: { id: number }) => api<null>('/sdk/channel/sdk/delete', payload);

// ---- plugins ----
export type PluginType = 'analytics' | 'push' | 'ads';

export type PluginParamKey = { key: string; name: string; required: boolean; secret: boolean };

export type Plugin = {
  id: number;
  name: string;
  code: string;
  type: PluginType;
  version: string;
  description?: string;
  paramKeys: PluginParamKey[];
  status: number;
  configuredGames?: number;
  created?: number;
  updated?: number;
};

export type PluginPayload = {
  id?: number;
  name?: string;
  code?: string;
  type?: PluginType;
  version?: string;
  description?: string;
  paramKeys?: PluginParamKey[];
  status?: SwitchValue;
};

export type PluginConfig = {
  plugin: Plugin;
  /** key → value; secret values masked */
  values: Record<string, string>;
  enabled: number;
  updated?: number | null;
  updatedBy?: string;
};

// POST /api/sdk/plugin/page
export const pagePlugins = (query: PageQuery) => api<Page<Plugin>>('/sdk/plugin/page', query);
// POST /api/sdk/plugin/add
export const addPlugin = (payload: PluginPayload) => api<{ id: number }>('/sdk/plugin/add', payload);
// POST /api/sdk/plugin/edit
export const editPlugin = (payload: PluginPayload & { id: number }) => api<null>('/sdk/plugin/edit', payload);
// POST /api/sdk/plugin/delete
export const deletePlugin = (payload: { id: number }) => api<null>('/sdk/plugin/delete', payload);
// POST /api/sdk/plugin/config/get (current game: X-Game-Id)
export const getPluginConfig = (payload: { pluginId: number }) => api<PluginConfig>('/sdk/plugin/config/get', payload);
// POST /api/sdk/plugin/config/save (current game: X-Game-Id)
export const savePluginConfig = (payload: { pluginId: number; values: Record<string, string>; enabled: SwitchValue }) =>
  api<null>('/sdk/plugin/config/save', payload);

// ---- packaging tool releases ----
export type ToolPlatform = 'Windows' | 'macOS' | 'Linux';

export type PackageTool = {
  id: number;
  version: string;
  platform: ToolPlatform;
  fileName: string;
  fileSize: number;
  notes?: string;
  uploader?: string;
  created?: number;
  /** GET address of the file */
  downloadUrl: string;
};

export type PackageToolUpload = { version: string; platform: ToolPlatform; notes?: string; file: Blob };

// POST /api/sdk/packageTool/page
export const pagePackageTools = (query: PageQuery) => api<Page<PackageTool>>('/sdk/packageTool/page', query);
// POST /api/sdk/packageTool/upload (signed multipart, spec §7)
export const uploadPackageTool = (values: PackageToolUpload, onProgress?: (percent: number) => void) =>
  upload<PackageTool>('/sdk/packageTool/upload', values, { onProgress });
// POST /api/sdk/packageTool/delete
export const deletePackageTool = (payload: { id: number }) => api<null>('/sdk/packageTool/delete', payload);
// GET /api/sdk/packageTool/download?id= (a blob, spec §7)
export const downloadPackageTool = (tool: Pick<PackageTool, 'id' | 'fileName' | 'downloadUrl'>) =>
  download(tool.downloadUrl || `/api/sdk/packageTool/download?id=${tool.id}`, tool.fileName);
