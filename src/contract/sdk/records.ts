import Type from 'typebox';
import { arr, bool, id, int, name, nullable, obj, status, str, switchValue, time } from '../schema';

/** The sdk area's records and payloads (the calls are in ./index.ts). */
/** Parameter key → value (a map the validator checks as an object; the values are text). */
export const paramValues = (description: string) => Type.Record(Type.String(), Type.String(), { description });

/**
 * The sdk area, channels and SDKs (/api/sdk; docs/rules.md "Screens' data" → "SDK"): app markets, channel vendors and
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

export const channelParam = obj(
  {
    key: str('参数键', { minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' }),
    name: str('参数名称', { minLength: 1, maxLength: 64 }),
    required: bool('必填'),
    usedBy: str('使用方：client 客户端（写入包内）、build 打包时（写入包内）、server 服务端（不进包，列表中打码）', {
      enum: ['client', 'build', 'server'],
    }),
    value: str('参数值；server 参数在返回中打码，回传打码值表示不修改', { maxLength: 2000 }),
  },
  ['key', 'name', 'required', 'usedBy', 'value'],
);

export const appMarketRow = obj(
  {
    id: int(),
    name: str('大渠道名称'),
    code: str('代码'),
    os: str('系统', { enum: ['Android', 'iOS', 'HarmonyOS'] }),
    cornerMark: str('角标图片（data URI）'),
    integrationStatus: str('接入状态', { enum: ['integrated', 'debugging', 'notIntegrated'] }),
    maintenance: switchValue('维护中：1 是，0 否'),
    channelCount: int('关联的渠道商数'),
    created: time('创建时间'),
    updated: time('更新时间'),
  },
  ['id', 'name', 'code', 'os', 'integrationStatus', 'maintenance'],
);

export const appMarketWrite = {
  name: name('大渠道名称'),
  code: str('代码：小写字母开头', { minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' }),
  os: str('系统', { enum: ['Android', 'iOS', 'HarmonyOS'] }),
  cornerMark: str('角标图片 data URI（不传则按代码生成）', { maxLength: 200000 }),
  integrationStatus: str('接入状态', { enum: ['integrated', 'debugging', 'notIntegrated'] }),
  maintenance: switchValue('维护中：1 是，0 否'),
};

export const channelRow = obj(
  {
    id: int(),
    appMarketId: nullable(int('所属大渠道')),
    appMarketName: str(),
    name: str('渠道商名称'),
    code: str('渠道代码（写入包内 channel=<code>）'),
    loginVerifyUrl: str('登录校验地址'),
    payCallbackUrl: str('支付回调地址'),
    params: arr(channelParam, '参数（server 参数值打码）'),
    missingParams: arr(str(), '未填写的必填参数键（打包会在「写入参数」失败）'),
    status: status(),
    sdkVersionCount: int('厂商 SDK 版本数'),
    created: time('创建时间'),
    updated: time('更新时间'),
  },
  ['id', 'name', 'code', 'params', 'missingParams', 'status'],
);

export const channelWrite = {
  name: name('渠道商名称'),
  code: str('渠道代码：小写字母开头', { minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' }),
  appMarketId: nullable(id('所属大渠道')),
  loginVerifyUrl: str('登录校验地址', { maxLength: 256, pattern: '^(https?://.+)?$' }),
  payCallbackUrl: str('支付回调地址', { maxLength: 256, pattern: '^(https?://.+)?$' }),
  params: arr(channelParam, '参数'),
  status: status(),
};

export const pluginParamKey = obj(
  {
    key: str('参数键', { minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' }),
    name: str('名称', { minLength: 1, maxLength: 64 }),
    required: bool('必填'),
    secret: bool('密钥类（打码显示）'),
  },
  ['key', 'name', 'required', 'secret'],
);

export const pluginRow = obj(
  {
    id: int(),
    name: str(),
    code: str(),
    type: str('analytics 统计，push 推送，ads 广告', { enum: ['analytics', 'push', 'ads'] }),
    version: str(),
    description: str(),
    paramKeys: arr(pluginParamKey),
    status: status(),
    configuredGames: int('已配置参数的游戏数'),
    created: time('创建时间'),
    updated: time('更新时间'),
  },
  ['id', 'name', 'code', 'type', 'version', 'paramKeys', 'status'],
);

export const pluginWrite = {
  name: name('插件名称', 64),
  code: str('代码', { minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' }),
  type: str('类型', { enum: ['analytics', 'push', 'ads'] }),
  version: str('版本', { minLength: 1, maxLength: 32 }),
  description: str('说明', { maxLength: 200 }),
  paramKeys: arr(pluginParamKey, '每个游戏要填的参数'),
  status: status(),
};

export const toolRow = obj(
  {
    id: int(),
    version: str(),
    platform: str('平台', { enum: ['Windows', 'macOS', 'Linux'] }),
    fileName: str(),
    fileSize: int('字节'),
    notes: str(),
    uploader: str(),
    created: time('发布时间'),
    downloadUrl: str('GET 下载地址（会话放在请求头 satoken 或查询参数 satoken）'),
  },
  ['id', 'version', 'platform', 'fileName', 'fileSize', 'downloadUrl'],
);
