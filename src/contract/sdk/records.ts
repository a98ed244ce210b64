import Type from 'typebox';
import { bool, id, int, nullable, status, str, switchValue, time } from '../schema';
import {
  APP_MARKET_FIELDS as M,
  CHANNEL_FIELDS as C,
  INTEGRATION_STATUSES,
  OS_LIST,
  PARAM_FIELDS as P,
  PARAM_USERS,
  PLUGIN_FIELDS as G,
  PLUGIN_TYPES,
  TOOL_PLATFORMS,
} from './fields';

/** The sdk area's records and payloads (the calls are in ./index.ts). */
/** Parameter key → value (a map the validator checks as an object; the values are text of the parameter's length). */
export const paramValues = (description: string) =>
  Type.Record(Type.String(), str(undefined, P.value), { description });

/**
 * The sdk area, channels and SDKs (/api/sdk; src/pages/sdk/README.md "SDK"): app markets, channel vendors and
 * their parameters, SDK versions, plugins and their per-game parameters, the packaging tool's versions.
 */
export const S = {
  market: '/sdk/appMarket',
  channel: '/sdk/channel',
  channelSdk: '/sdk/channel/sdk',
  plugin: '/sdk/plugin',
  pluginConfig: '/sdk/plugin/sdkConfig',
  tool: '/sdk/packageTool',
};

export const channelParam = Type.Object({
  key: str('参数键', P.key),
  name: str('参数名称', P.name),
  required: bool('必填'),
  usedBy: Type.Enum(PARAM_USERS, {
    description: '使用方：client 客户端（写入包内）、build 打包时（写入包内）、server 服务端（不进包，列表中打码）',
  }),
  value: str('参数值；server 参数在返回中打码，回传打码值表示不修改', P.value),
});

export const appMarketRow = Type.Object({
  id: int(),
  name: str('大渠道名称'),
  code: str('代码'),
  os: Type.Enum(OS_LIST, { description: '系统' }),
  cornerMark: str('角标图片（data URI）'),
  integrationStatus: Type.Enum(INTEGRATION_STATUSES, { description: '接入状态' }),
  maintenance: switchValue('维护中：1 是，0 否'),
  channelCount: int('关联的渠道商数'),
  created: time('创建时间'),
  updated: time('更新时间'),
});

export const appMarketWrite = Type.Object({
  name: str('大渠道名称', M.name),
  code: str('代码：小写字母开头', M.code),
  os: Type.Enum(M.os.enum, { description: '系统' }),
  cornerMark: Type.Optional(str('角标图片 data URI（不传则按代码生成）', { maxLength: 200000 })),
  integrationStatus: Type.Enum(M.integrationStatus.enum, { description: '接入状态' }),
  maintenance: Type.Optional(switchValue('维护中：1 是，0 否')),
});

export const channelRow = Type.Object({
  id: int(),
  appMarketId: nullable(int('所属大渠道')),
  appMarketName: str(),
  name: str('渠道商名称'),
  code: str('渠道代码（写入包内 channel=<code>）'),
  loginVerifyUrl: str('登录校验地址'),
  payCallbackUrl: str('支付回调地址'),
  params: Type.Array(channelParam, { description: '参数（server 参数值打码）' }),
  missingParams: Type.Array(str(), { description: '未填写的必填参数键（打包会在「写入参数」失败）' }),
  status: status(),
  sdkVersionCount: int('厂商 SDK 版本数'),
  created: time('创建时间'),
  updated: time('更新时间'),
});

export const channelWrite = Type.Object({
  name: str('渠道商名称', C.name),
  code: str('渠道代码：小写字母开头', C.code),
  appMarketId: Type.Optional(nullable(id('所属大渠道'))),
  loginVerifyUrl: Type.Optional(str('登录校验地址：http(s)，不含空白', C.loginVerifyUrl)),
  payCallbackUrl: Type.Optional(str('支付回调地址：http(s)，不含空白', C.payCallbackUrl)),
  params: Type.Array(channelParam, { description: '参数' }),
  status: Type.Optional(status()),
});

export const pluginParamKey = Type.Object({
  key: str('参数键', P.key),
  name: str('名称', P.name),
  required: bool('必填'),
  secret: bool('密钥类（打码显示）'),
});

export const pluginRow = Type.Object({
  id: int(),
  name: str(),
  code: str(),
  type: Type.Enum(PLUGIN_TYPES, { description: 'analytics 统计，push 推送，ads 广告' }),
  version: str(),
  description: str(),
  paramKeys: Type.Array(pluginParamKey),
  status: status(),
  configuredGames: int('已配置参数的游戏数'),
  created: time('创建时间'),
  updated: time('更新时间'),
});

export const pluginWrite = Type.Object({
  name: str('插件名称', G.name),
  code: str('代码', G.code),
  type: Type.Enum(G.type.enum, { description: '类型' }),
  version: str('版本', G.version),
  description: Type.Optional(str('说明', G.description)),
  paramKeys: Type.Optional(Type.Array(pluginParamKey, { description: '每个游戏要填的参数' })),
  status: Type.Optional(status()),
});

export const toolRow = Type.Object({
  id: int(),
  version: str(),
  platform: Type.Enum(TOOL_PLATFORMS, { description: '平台' }),
  fileName: str(),
  fileSize: int('字节'),
  notes: str(),
  uploader: str(),
  created: time('发布时间'),
  downloadUrl: str('GET 下载地址（会话放在请求头 satoken 或查询参数 satoken）'),
});
