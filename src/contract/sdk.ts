import { sdkVersionRow } from './entities';
import { download, GAME_HEADER, op, type Paths } from './operation';
import {
  arr,
  bool,
  file,
  id,
  idBody,
  int,
  name,
  nullable,
  obj,
  pageOf,
  pageQuery,
  status,
  str,
  switchValue,
  time,
  type Schema,
} from './schema';
import { CHANGE_REASON } from './history';

/** Parameter key → value (a map the validator checks as an object; the values are text). */
const paramValues = (description: string) => ({ type: 'object', description }) as Schema<Record<string, string>>;

/**
 * The sdk area, channels and SDKs (/api/sdk; docs/rules.md "Screens' data" → "SDK"): app markets, channel vendors and
 * their parameters, SDK versions, plugins and their per-game parameters, the packaging tool's versions.
 */
const S = {
  market: '/sdk/appMarket',
  channel: '/sdk/channel',
  channelSdk: '/sdk/channel/sdk',
  plugin: '/sdk/plugin',
  pluginConfig: '/sdk/plugin/sdkConfig',
  tool: '/sdk/packageTool',
};

const channelParam = obj(
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

const appMarketRow = obj(
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

const appMarketWrite = {
  name: name('大渠道名称'),
  code: str('代码：小写字母开头', { minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' }),
  os: str('系统', { enum: ['Android', 'iOS', 'HarmonyOS'] }),
  cornerMark: str('角标图片 data URI（不传则按代码生成）', { maxLength: 200000 }),
  integrationStatus: str('接入状态', { enum: ['integrated', 'debugging', 'notIntegrated'] }),
  maintenance: switchValue('维护中：1 是，0 否'),
};

const channelRow = obj(
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

const channelWrite = {
  name: name('渠道商名称'),
  code: str('渠道代码：小写字母开头', { minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' }),
  appMarketId: nullable(id('所属大渠道')),
  loginVerifyUrl: str('登录校验地址', { maxLength: 256, pattern: '^(https?://.+)?$' }),
  payCallbackUrl: str('支付回调地址', { maxLength: 256, pattern: '^(https?://.+)?$' }),
  params: arr(channelParam, '参数'),
  status: status(),
};

const pluginParamKey = obj(
  {
    key: str('参数键', { minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' }),
    name: str('名称', { minLength: 1, maxLength: 64 }),
    required: bool('必填'),
    secret: bool('密钥类（打码显示）'),
  },
  ['key', 'name', 'required', 'secret'],
);

const pluginRow = obj(
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

const pluginWrite = {
  name: name('插件名称', 64),
  code: str('代码', { minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' }),
  type: str('类型', { enum: ['analytics', 'push', 'ads'] }),
  version: str('版本', { minLength: 1, maxLength: 32 }),
  description: str('说明', { maxLength: 200 }),
  paramKeys: arr(pluginParamKey, '每个游戏要填的参数'),
  status: status(),
};

const toolRow = obj(
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

export const paths = {
  // ----- /sdk/appMarket
  '/api/sdk/appMarket/page': op({
    summary: '大渠道分页',
    auth: 'grant',
    screen: S.market,
    module: 'appMarket',
    action: 'page',
    request: pageQuery({
      name: str('名称或代码包含'),
      os: appMarketWrite.os,
      integrationStatus: appMarketWrite.integrationStatus,
    }),
    data: pageOf(appMarketRow),
  }),
  '/api/sdk/appMarket/add': op({
    summary: '新增大渠道',
    auth: 'grant',
    screen: S.market,
    module: 'appMarket',
    action: 'add',
    request: obj(appMarketWrite, ['name', 'code', 'os', 'integrationStatus']),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/sdk/appMarket/edit': op({
    summary: '编辑大渠道（含维护开关）',
    auth: 'grant',
    screen: S.market,
    module: 'appMarket',
    action: 'edit',
    request: obj({ id: id(), ...appMarketWrite }, ['id']),
  }),
  '/api/sdk/appMarket/delete': op({
    summary: '删除大渠道（仍有渠道商关联时拒绝 A0403）',
    auth: 'grant',
    screen: S.market,
    module: 'appMarket',
    action: 'delete',
    request: idBody(),
  }),

  // ----- /sdk/channel
  '/api/sdk/channel/page': op({
    summary: '渠道商分页（server 参数值打码）',
    auth: 'grant',
    screen: S.channel,
    module: 'channel',
    action: 'page',
    request: pageQuery({ name: str('名称或代码包含'), status: status(), appMarketId: id('所属大渠道') }),
    data: pageOf(channelRow),
  }),
  '/api/sdk/channel/get': op({
    summary: '渠道商详情（编辑页）',
    auth: 'grant',
    screen: S.channel,
    module: 'channel',
    action: 'get',
    request: idBody(),
    data: channelRow,
  }),
  '/api/sdk/channel/add': op({
    summary: '新增渠道商（参数键不能重复）',
    auth: 'grant',
    screen: S.channel,
    module: 'channel',
    action: 'add',
    request: obj(channelWrite, ['name', 'code', 'params']),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/sdk/channel/edit': op({
    summary: '编辑渠道商；回传打码的 server 参数值表示不修改。改后重试失败任务即生效',
    auth: 'grant',
    screen: S.channel,
    module: 'channel',
    action: 'edit',
    request: obj({ id: id(), ...channelWrite }, ['id']),
  }),
  '/api/sdk/channel/delete': op({
    summary: '删除渠道商（仍有排队或运行中的任务时拒绝 A0403）',
    auth: 'grant',
    screen: S.channel,
    module: 'channel',
    action: 'delete',
    request: idBody(),
  }),

  // ----- /sdk/channel/sdk
  '/api/sdk/channel/sdk/page': op({
    summary: 'SDK 版本分页（厂商 SDK 与通用聚合 SDK）',
    auth: 'grant',
    screen: S.channelSdk,
    module: 'channelSdk',
    action: 'page',
    request: pageQuery({
      channelId: int('渠道商；0 为通用', { minimum: 0 }),
      status: status(),
      version: str('版本包含'),
    }),
    data: pageOf(sdkVersionRow),
  }),
  '/api/sdk/channel/sdk/upload': op({
    summary: '上传 SDK 版本（签名表单，file 必填，800 MB 上限）',
    auth: 'grant',
    screen: S.channelSdk,
    module: 'channelSdk',
    action: 'upload',
    signed: true,
    request: obj(
      {
        channelId: int('渠道商；0 为通用（聚合 SDK）', { minimum: 0 }),
        version: str('版本', { minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z][0-9A-Za-z._-]*$' }),
        notes: str('更新说明', { maxLength: 500 }),
        file: file('SDK 文件（zip）'),
      },
      ['channelId', 'version'],
    ),
    data: sdkVersionRow,
  }),
  '/api/sdk/channel/sdk/delete': op({
    summary: '删除 SDK 版本（仍有排队或运行中的任务使用时拒绝 A0403）',
    auth: 'grant',
    screen: S.channelSdk,
    module: 'channelSdk',
    action: 'delete',
    request: idBody(),
  }),

  // ----- /sdk/plugin
  '/api/sdk/plugin/page': op({
    summary: '插件分页',
    auth: 'grant',
    screen: S.plugin,
    module: 'plugin',
    action: 'page',
    request: pageQuery({ name: str('名称或代码包含'), type: pluginWrite.type, status: status() }),
    data: pageOf(pluginRow),
  }),
  '/api/sdk/plugin/add': op({
    summary: '新增插件',
    auth: 'grant',
    screen: S.plugin,
    module: 'plugin',
    action: 'add',
    request: obj(pluginWrite, ['name', 'code', 'type', 'version']),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/sdk/plugin/edit': op({
    summary: '编辑插件',
    auth: 'grant',
    screen: S.plugin,
    module: 'plugin',
    action: 'edit',
    request: obj({ id: id(), ...pluginWrite }, ['id']),
  }),
  '/api/sdk/plugin/delete': op({
    summary: '删除插件（连同各游戏的参数）',
    auth: 'grant',
    screen: S.plugin,
    module: 'plugin',
    action: 'delete',
    request: idBody(),
  }),
  '/api/sdk/plugin/config/get': op({
    summary: '当前游戏的插件参数（密钥类打码）',
    auth: 'grant',
    screen: S.pluginConfig,
    module: 'pluginConfig',
    action: 'get',
    headers: [GAME_HEADER],
    request: obj({ pluginId: id('插件') }, ['pluginId']),
    data: obj(
      {
        plugin: pluginRow,
        values: paramValues('参数键 → 值（密钥类打码）'),
        enabled: switchValue('本游戏启用：1 是，0 否'),
        updated: nullable(time('更新时间')),
        updatedBy: str(),
      },
      ['plugin', 'values', 'enabled'],
    ),
  }),
  '/api/sdk/plugin/config/save': op({
    summary: '保存当前游戏的插件参数（必填参数不能为空；回传打码值表示不修改）',
    auth: 'grant',
    screen: S.pluginConfig,
    module: 'pluginConfig',
    action: 'set',
    headers: [GAME_HEADER],
    request: obj(
      {
        pluginId: id('插件'),
        values: paramValues('参数键 → 值'),
        enabled: switchValue('本游戏启用'),
        ...CHANGE_REASON,
      },
      ['pluginId', 'values'],
    ),
  }),

  // ----- /sdk/packageTool
  '/api/sdk/packageTool/page': op({
    summary: '打包工具版本分页（最新在前）',
    auth: 'grant',
    screen: S.tool,
    module: 'packageTool',
    action: 'page',
    request: pageQuery({ platform: str('平台', { enum: ['Windows', 'macOS', 'Linux'] }), version: str('版本包含') }),
    data: pageOf(toolRow),
  }),
  '/api/sdk/packageTool/upload': op({
    summary: '发布打包工具版本（签名表单，file 必填，800 MB 上限）',
    auth: 'grant',
    screen: S.tool,
    module: 'packageTool',
    action: 'upload',
    signed: true,
    request: obj(
      {
        version: str('版本', { minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z][0-9A-Za-z._-]*$' }),
        platform: str('平台', { enum: ['Windows', 'macOS', 'Linux'] }),
        notes: str('更新说明', { maxLength: 500 }),
        file: file('安装包'),
      },
      ['version', 'platform'],
    ),
    data: toolRow,
  }),
  '/api/sdk/packageTool/delete': op({
    summary: '删除打包工具版本',
    auth: 'grant',
    screen: S.tool,
    module: 'packageTool',
    action: 'delete',
    request: idBody(),
  }),
  '/api/sdk/packageTool/download': download({
    summary: '下载打包工具（GET ?id=&satoken=）',
    auth: 'grant',
    screen: S.tool,
    module: 'packageTool',
    action: 'download',
    log: false,
  }),
} satisfies Paths;
