import { download } from '@/request/download';
import { apiCall, fromForm, uploadCall, type DataOf, type RequestOf } from '@/request/endpoint';

export { pageAppMarkets, pageChannels } from '@/services/sdk';
// ---- major channels / app markets ----
export type AppMarket = DataOf<'/api/sdk/appMarket/page'>['list'][number];
export type AppMarketPayload = Partial<RequestOf<'/api/sdk/appMarket/add'>> & { id?: number };
export const addAppMarket = fromForm(apiCall('/api/sdk/appMarket/add'));
export const editAppMarket = fromForm(apiCall('/api/sdk/appMarket/edit'));
export const deleteAppMarket = apiCall('/api/sdk/appMarket/delete');

// ---- channel vendors ----
export type Channel = DataOf<'/api/sdk/channel/get'>;
export type ChannelParam = Channel['params'][number];
export type ParamUsedBy = ChannelParam['usedBy'];
export type ChannelPayload = RequestOf<'/api/sdk/channel/add'> & { id?: number };
export const getChannel = apiCall('/api/sdk/channel/get');
export const addChannel = apiCall('/api/sdk/channel/add');
export const editChannel = apiCall('/api/sdk/channel/edit');
export const deleteChannel = apiCall('/api/sdk/channel/delete');

// ---- vendor SDK versions ----
export type SdkVersion = DataOf<'/api/sdk/channel/sdk/page'>['list'][number];
export const pageSdkVersions = apiCall('/api/sdk/channel/sdk/page');
export const uploadSdkVersion = uploadCall('/api/sdk/channel/sdk/upload');
export const deleteSdkVersion = apiCall('/api/sdk/channel/sdk/delete');

// ---- plugins and their per-game values ----
export type Plugin = DataOf<'/api/sdk/plugin/page'>['list'][number];
export type PluginParamKey = Plugin['paramKeys'][number];
export type PluginPayload = Partial<RequestOf<'/api/sdk/plugin/add'>> & { id?: number };
export type PluginConfig = DataOf<'/api/sdk/plugin/config/get'>;
export const pagePlugins = apiCall('/api/sdk/plugin/page');
export const addPlugin = fromForm(apiCall('/api/sdk/plugin/add'));
export const editPlugin = fromForm(apiCall('/api/sdk/plugin/edit'));
export const deletePlugin = apiCall('/api/sdk/plugin/delete');
export const getPluginConfig = apiCall('/api/sdk/plugin/config/get');
export const savePluginConfig = apiCall('/api/sdk/plugin/config/save');

// ---- packaging-tool releases ----
export type PackageTool = DataOf<'/api/sdk/packageTool/page'>['list'][number];
export type ToolPlatform = PackageTool['platform'];
export const pagePackageTools = apiCall('/api/sdk/packageTool/page');
export const uploadPackageTool = uploadCall('/api/sdk/packageTool/upload');
export const deletePackageTool = apiCall('/api/sdk/packageTool/delete');
/** GET /api/sdk/packageTool/download?id= (a file, docs/rules.md "Downloads"). */
export const downloadPackageTool = (tool: Pick<PackageTool, 'id' | 'fileName' | 'downloadUrl'>) =>
  download(tool.downloadUrl || `/api/sdk/packageTool/download?id=${tool.id}`, tool.fileName);
