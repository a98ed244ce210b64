import Type from 'typebox';
import { bool, id, int, name, nullable, status, str, switchValue, time } from '../schema';
import { REMARK } from '../field';

/** The sdk area's records and payloads (the calls are in ./index.ts). */
/** Parameter key → value (a map the validator checks as an object; the values are text). */
export const paramValues = (description: string) => Type.Record(Type.String(), Type.String(), { description });

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
  key: str('参数键', { minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' }),
  name: str('参数名称', { minLength: 1, maxLength: 64 }),
  required: bool('必填'),
  usedBy: Type.Enum(['client', 'build', 'server'], {
    description: '使用方：client 客户端（写入包内）、build 打包时（写入包内）、server 服务端（不进包，列表中打码）',
  }),
  value: str('参数值；server 参数在返回中打码，回传打码值表示不修改', { maxLength: 2000 }),
});

export const appMarketRow = Type.Object({
  id: int(),
  name: str('大渠道名称'),
  code: str('代码'),
  os: Type.Enum(['Android', 'iOS', 'HarmonyOS'], { description: '系统' }),
  cornerMark: str('角标图片（data URI）'),
  integrationStatus: Type.Enum(['integrated', 'debugging', 'notIntegrated'], { description: '接入状态' }),
  maintenance: switchValue('维护中：1 是，0 否'),
  channelCount: int('关联的渠道商数'),
  created: time('创建时间'),
  updated: time('更新时间'),
});

export const appMarketWrite = Type.Object({
  name: name('大渠道名称'),
  code: str('代码：小写字母开头', { minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' }),
  os: Type.Enum(['Android', 'iOS', 'HarmonyOS'], { description: '系统' }),
  cornerMark: Type.Optional(str('角标图片 data URI（不传则按代码生成）', { maxLength: 200000 })),
  integrationStatus: Type.Enum(['integrated', 'debugging', 'notIntegrated'], { description: '接入状态' }),
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
  name: name('渠道商名称'),
  code: str('渠道代码：小写字母开头', { minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' }),
  appMarketId: Type.Optional(nullable(id('所属大渠道'))),
  loginVerifyUrl: Type.Optional(str('登录校验地址', { maxLength: 256, pattern: '^(https?://.+)?$' })),
  payCallbackUrl: Type.Optional(str('支付回调地址', { maxLength: 256, pattern: '^(https?://.+)?$' })),
  params: Type.Array(channelParam, { description: '参数' }),
  status: Type.Optional(status()),
});

export const pluginParamKey = Type.Object({
  key: str('参数键', { minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' }),
  name: str('名称', { minLength: 1, maxLength: 64 }),
  required: bool('必填'),
  secret: bool('密钥类（打码显示）'),
});

export const pluginRow = Type.Object({
  id: int(),
  name: str(),
  code: str(),
  type: Type.Enum(['analytics', 'push', 'ads'], { description: 'analytics 统计，push 推送，ads 广告' }),
  version: str(),
  description: str(),
  paramKeys: Type.Array(pluginParamKey),
  status: status(),
  configuredGames: int('已配置参数的游戏数'),
  created: time('创建时间'),
  updated: time('更新时间'),
});

export const pluginWrite = Type.Object({
  name: name('插件名称', 64),
  code: str('代码', { minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' }),
  type: Type.Enum(['analytics', 'push', 'ads'], { description: '类型' }),
  version: str('版本', { minLength: 1, maxLength: 32 }),
  description: Type.Optional(str('说明', REMARK)),
  paramKeys: Type.Optional(Type.Array(pluginParamKey, { description: '每个游戏要填的参数' })),
  status: Type.Optional(status()),
});

export const toolRow = Type.Object({
  id: int(),
  version: str(),
  platform: Type.Enum(['Windows', 'macOS', 'Linux'], { description: '平台' }),
  fileName: str(),
  fileSize: int('字节'),
  notes: str(),
  uploader: str(),
  created: time('发布时间'),
  downloadUrl: str('GET 下载地址（会话放在请求头 satoken 或查询参数 satoken）'),
});
