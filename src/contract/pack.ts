import { GAME_HEADER, op, type HeaderParameter, type OpSpec, type Paths } from './operation';
import { arr, bool, id, idBody, int, name, nullable, obj, pageOf, pageQuery, status, str, time, type Schema } from './schema';

/**
 * Channels and SDKs (/api/sdk, /api/check) and the packaging service (/onlinepack): domain.md "Channels and SDKs",
 * "Online packaging". /onlinepack answers {code, msg, data} (0 success). Game-scoped calls need X-Game-Id.
 */
const S = {
  market: '/sdk/appMarket',
  channel: '/sdk/channel',
  channelSdk: '/sdk/channel/sdk',
  plugin: '/sdk/plugin',
  pluginConfig: '/sdk/plugin/sdkConfig',
  tool: '/sdk/packageTool',
  manager: '/package/manager',
  task: '/package/task',
  machine: '/package/machine',
  stats: '/package/packingStatistics',
  check: '/package/checkTask',
  checkDetails: '/package/checkTask/details',
  joinup: '/check/joinup',
  joinupDetail: '/check/joinup/detail',
  config: '/check/configuration',
  setConfig: '/check/configuration/setConfig',
};

const TASK_STATUS = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
const STEP_KEYS = ['unpack', 'mergeResources', 'writeParams', 'replaceIcon', 'repack', 'sign', 'verify'] as const;
const step = (d = '步骤：unpack 解包，mergeResources 合并渠道资源，writeParams 写入参数，replaceIcon 替换图标，repack 重新打包，sign 签名，verify 校验') =>
  str(d, { enum: STEP_KEYS });
const file = (d: string) => str(d, { format: 'binary' });

/** An /onlinepack operation of the current game. */
function pack(spec: Omit<OpSpec, 'envelope'>, game = true): ReturnType<typeof op> {
  return op({ ...spec, envelope: 'onlinepack', headers: game ? [GAME_HEADER, ...(spec.headers || [])] : spec.headers });
}

// ---------------------------------------------------------------------------------------------------------------------
// Records

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
    maintenance: int('维护中：1 是，0 否', { enum: [0, 1] }),
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
  maintenance: int('维护中：1 是，0 否', { enum: [0, 1] }),
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

const sdkVersionRow = obj(
  {
    id: int(),
    channelId: nullable(int('渠道商；null 为通用（聚合 SDK）')),
    channelName: str('渠道商名称；通用为空'),
    version: str('版本'),
    fileName: str(),
    fileSize: int('字节'),
    notes: str('更新说明'),
    uploader: str(),
    status: status(),
    created: time('上传时间'),
  },
  ['id', 'channelId', 'version', 'status', 'created'],
);

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

const basePackageRow = obj(
  {
    id: int(),
    gameId: int(),
    name: str('名称'),
    platform: str('平台', { enum: ['Android', 'iOS'] }),
    version: str('版本名'),
    versionCode: nullable(int('版本号（取自包内 AndroidManifest.xml）')),
    packageName: nullable(str('包名（取自包内）')),
    notes: str(),
    fileName: str(),
    fileSize: int('字节'),
    icon: nullable(str('上传的图标（data URI），未上传为 null')),
    plistName: nullable(str('iOS plist 文件名')),
    signKeyId: nullable(int('由上传的 keystore 生成的签名密钥')),
    signKeyAlias: str(),
    status: str('审核：pending 待审核，approved 通过，rejected 驳回', { enum: ['pending', 'approved', 'rejected'] }),
    reviewComment: str('审核意见'),
    reviewer: str(),
    reviewedAt: nullable(time('审核时间')),
    uploader: str(),
    created: time('上传时间'),
    taskCount: int('用它打包的任务数'),
  },
  ['id', 'name', 'platform', 'version', 'fileName', 'fileSize', 'status', 'created'],
);

const taskRow = obj(
  {
    id: int(),
    batchId: int('批次'),
    gameId: int(),
    basePackageId: int(),
    basePackageName: str(),
    version: str('基础包版本'),
    channelId: int(),
    channelName: str(),
    channelCode: str(),
    sdkVersionId: int(),
    sdkVersion: str(),
    signKeyId: int(),
    signKeyAlias: str(),
    status: str('queued 排队中，running 运行中，succeeded 成功，failed 失败，cancelled 已取消', { enum: TASK_STATUS }),
    progress: int('0–100'),
    step: nullable(step('当前（或失败、结束时）的步骤')),
    machineId: nullable(int()),
    machineName: str(),
    attempt: int('第几次尝试（重试加 1）'),
    createdAt: time('创建时间'),
    createdBy: str(),
    startedAt: nullable(time('本次尝试开始时间')),
    endedAt: nullable(time('结束时间')),
    durationMs: nullable(int('本次尝试耗时（运行中为已耗时）')),
    outputId: nullable(int('输出包')),
    outputName: str('输出文件名 <游戏>_<渠道>_<版本>.apk'),
    outputSize: nullable(int('字节')),
    outputUrl: str('GET 下载地址'),
    failReason: nullable(str('失败原因（与日志中的错误行一致）')),
    lastCheck: nullable(obj({ id: int(), pass: bool() }, ['id', 'pass'], '最近一次自检')),
  },
  ['id', 'batchId', 'channelId', 'status', 'progress', 'attempt', 'createdAt'],
);

const attemptRow = obj(
  {
    attempt: int(),
    status: str('', { enum: ['succeeded', 'failed', 'cancelled'] }),
    machineId: nullable(int()),
    machineName: str(),
    startedAt: nullable(time('开始')),
    endedAt: time('结束'),
    step: nullable(step()),
    failReason: nullable(str()),
  },
  ['attempt', 'status', 'endedAt'],
);

const logLine = obj(
  {
    seq: int('序号（跨尝试递增，增量读取的游标）'),
    attempt: int('第几次尝试'),
    time: time('时间'),
    level: str('', { enum: ['info', 'warn', 'error'] }),
    step: nullable(step()),
    text: str('日志内容'),
  },
  ['seq', 'attempt', 'time', 'level', 'text'],
);

const machineRow = obj(
  {
    id: int(),
    name: str(),
    address: str('IP 地址'),
    os: str('系统与工具链'),
    status: str('idle 空闲，busy 忙碌，offline 离线', { enum: ['idle', 'busy', 'offline'] }),
    enabled: bool('接单（停用后做完手上的任务不再接新任务）'),
    connected: bool('仍在发送心跳；false 且超过 3 秒后判定离线'),
    lastHeartbeat: nullable(time('最后心跳')),
    currentTaskId: nullable(int()),
    currentTask: nullable(
      obj({ id: int(), channelName: str(), progress: int(), step: nullable(step()) }, ['id', 'progress'], '当前任务'),
    ),
    tasksDone: int('完成（含失败、取消）的任务数'),
  },
  ['id', 'name', 'address', 'os', 'status', 'enabled', 'connected'],
);

const signKeyRow = obj(
  {
    id: int(),
    alias: str('别名'),
    fingerprint: nullable(str('SHA-256 指纹（AB:CD:…）；keystore 缺失为 null')),
    fileName: str('keystore 文件名'),
    hasKeystore: bool('keystore 文件在；缺失时签名步骤失败'),
    source: str('upload 随基础包上传，seed 预置', { enum: ['upload', 'seed'] }),
    created: time('创建时间'),
  },
  ['id', 'alias', 'hasKeystore'],
);

const checkResult = obj(
  {
    code: str('检查项代码'),
    name: str('名称'),
    category: str('分类'),
    expected: str('期望'),
    actual: str('实际'),
    pass: bool('通过'),
    severity: str('error 不通过即失败，warning 仅警告', { enum: ['error', 'warning'] }),
  },
  ['code', 'name', 'category', 'expected', 'actual', 'pass', 'severity'],
);

const checkSummary = obj(
  { total: int(), passed: int(), failed: int(), errors: int('未通过的 error 项'), warnings: int('未通过的 warning 项') },
  ['total', 'passed', 'failed', 'errors', 'warnings'],
);

const checkRunRow = obj(
  {
    id: int(),
    gameId: int(),
    taskId: int(),
    outputId: int(),
    outputName: str(),
    channelId: int(),
    channelName: str(),
    basePackageId: int(),
    basePackageName: str(),
    version: str(),
    pass: bool('没有未通过的 error 项'),
    summary: checkSummary,
    created: time('自检时间'),
    createdBy: str('操作人（自动自检为「自动自检」）'),
    durationMs: int(),
  },
  ['id', 'taskId', 'channelId', 'pass', 'summary', 'created'],
);

const checkItemParam = obj(
  { key: str('参数键', { minLength: 1, maxLength: 64 }), name: str('名称', { maxLength: 64 }), value: str('值', { maxLength: 2000 }) },
  ['key', 'value'],
);

const checkItemRow = obj(
  {
    id: int(),
    code: str('代码'),
    kind: str('规则：内置项与代码相同；新增项为 PARAM_PRESENT（channel.json 含指定参数）或 ENTRY_PRESENT（包内含指定文件）'),
    name: str(),
    category: str(),
    rule: str('规则说明'),
    severity: str('', { enum: ['error', 'warning'] }),
    enabled: bool(),
    params: arr(checkItemParam),
    builtIn: bool('内置项不能删除'),
    created: time('创建时间'),
    updated: time('更新时间'),
  },
  ['id', 'code', 'name', 'category', 'severity', 'enabled', 'params', 'builtIn'],
);

const joinupRow = obj(
  {
    id: int(),
    gameId: int(),
    gameName: str(),
    channelId: int(),
    channelName: str(),
    autoCheck: bool('每次打包成功后自动自检'),
    remark: str(),
    created: time('接入时间'),
    createdBy: str(),
    checkCount: int('自检次数'),
    passRate: nullable({ type: 'number', description: '通过率 0–1' }),
    lastCheck: nullable(obj({ id: int(), pass: bool(), created: time('时间') }, ['id', 'pass', 'created'])),
  },
  ['id', 'gameId', 'channelId', 'autoCheck', 'checkCount'],
);

const SATOKEN_QUERY: HeaderParameter = {
  name: 'satoken',
  in: 'query',
  description: '会话令牌（浏览器直接下载时用；也可放在请求头 satoken）',
  schema: { type: 'string' },
};
const ID_QUERY: HeaderParameter = { name: 'id', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } };

/** A GET download: the same operation shape, served under `get`. */
function download(spec: Omit<OpSpec, 'headers'>) {
  const item = op({ ...spec, headers: [ID_QUERY, SATOKEN_QUERY] });
  const operation = item.post;
  if (!operation) throw new Error('contract: download without operation');
  operation.responses['200'] = {
    description: '文件（Content-Disposition 给出文件名）；失败时为 JSON 信封',
    content: { 'application/octet-stream': { schema: file('文件内容') } },
  };
  return { get: operation };
}

// ---------------------------------------------------------------------------------------------------------------------

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
    request: pageQuery({ channelId: int('渠道商；0 为通用', { minimum: 0 }), status: status(), version: str('版本包含') }),
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
        values: { type: 'object', description: '参数键 → 值（密钥类打码）' },
        enabled: int('本游戏启用：1 是，0 否', { enum: [0, 1] }),
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
        values: { type: 'object', description: '参数键 → 值' },
        enabled: int('本游戏启用', { enum: [0, 1] }),
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

  // ----- /check/joinup
  '/api/check/joinup/page': op({
    summary: '自检平台接入分页（游戏 × 渠道）',
    auth: 'grant',
    screen: S.joinup,
    module: 'checkJoinup',
    action: 'page',
    request: pageQuery({ filterGameId: id('按游戏筛选（请求体里不放 gameId，spec §5）'), channelId: id('渠道商') }),
    data: pageOf(joinupRow),
  }),
  '/api/check/joinup/add': op({
    summary: '接入自检平台：一个游戏的多个渠道（已接入的跳过；全部已接入时 A0403）',
    auth: 'grant',
    screen: S.joinup,
    module: 'checkJoinup',
    action: 'add',
    request: obj(
      {
        scopeGameId: id('要接入的游戏；缺省取 X-Game-Id（请求体里不放 gameId，spec §5）'),
        channelIds: arr(id('渠道商'), '渠道商（至少一个）'),
        autoCheck: bool('打包成功后自动自检'),
        remark: str('备注', { maxLength: 200 }),
      },
      ['channelIds'],
    ),
    data: obj({ ids: arr(int()) }, ['ids']),
  }),
  '/api/check/joinup/delete': op({
    summary: '取消接入',
    auth: 'grant',
    screen: S.joinup,
    module: 'checkJoinup',
    action: 'delete',
    request: idBody(),
  }),
  '/api/check/joinup/detail': op({
    summary: '接入详情与自检历史（最新 50 次）',
    auth: 'grant',
    screen: S.joinupDetail,
    module: 'checkJoinup',
    action: 'detail',
    request: idBody(),
    data: obj({ joinup: joinupRow, history: arr(checkRunRow) }, ['joinup', 'history']),
  }),

  // ----- /check/configuration
  '/api/check/configuration/page': op({
    summary: '自检项分页',
    auth: 'grant',
    screen: S.config,
    module: 'checkItem',
    action: 'page',
    request: pageQuery({
      keyword: str('代码或名称包含'),
      category: str('分类'),
      enabled: bool('启用'),
    }),
    data: pageOf(checkItemRow),
  }),
  '/api/check/configuration/get': op({
    summary: '一个自检项（含参数）；不存在时 A0402',
    auth: 'grant',
    screen: S.config,
    module: 'checkItem',
    action: 'get',
    request: idBody(),
    data: checkItemRow,
  }),
  '/api/check/configuration/add': op({
    summary: '新增自检项（规则 PARAM_PRESENT 或 ENTRY_PRESENT）',
    auth: 'grant',
    screen: S.config,
    module: 'checkItem',
    action: 'add',
    request: obj(
      {
        code: str('代码：大写字母开头', { minLength: 2, maxLength: 32, pattern: '^[A-Z][A-Z0-9_]*$' }),
        kind: str('规则', { enum: ['PARAM_PRESENT', 'ENTRY_PRESENT'] }),
        name: name('名称'),
        category: name('分类'),
        rule: str('规则说明', { maxLength: 200 }),
        severity: str('', { enum: ['error', 'warning'] }),
        enabled: bool('启用'),
        params: arr(checkItemParam, 'PARAM_PRESENT 用 keys，ENTRY_PRESENT 用 paths（逗号分隔）'),
      },
      ['code', 'kind', 'name', 'category', 'severity'],
    ),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/check/configuration/edit': op({
    summary: '编辑自检项（名称、分类、规则说明、级别、启用）',
    auth: 'grant',
    screen: S.config,
    module: 'checkItem',
    action: 'edit',
    request: obj(
      {
        id: id(),
        name: name('名称'),
        category: name('分类'),
        rule: str('规则说明', { maxLength: 200 }),
        severity: str('', { enum: ['error', 'warning'] }),
        enabled: bool('启用'),
      },
      ['id'],
    ),
  }),
  '/api/check/configuration/delete': op({
    summary: '删除自检项（内置项拒绝 A0403）',
    auth: 'grant',
    screen: S.config,
    module: 'checkItem',
    action: 'delete',
    request: idBody(),
  }),
  '/api/check/configuration/params/save': op({
    summary: '保存自检项的参数（整组替换）',
    auth: 'grant',
    screen: S.setConfig,
    module: 'checkItem',
    action: 'set',
    request: obj({ id: id(), params: arr(checkItemParam) }, ['id', 'params']),
  }),

  // ----- /onlinepack base packages
  '/onlinepack/basePackage/page': pack({
    summary: '基础包分页（最新在前）',
    auth: 'grant',
    screen: S.manager,
    module: 'basePackage',
    action: 'page',
    request: pageQuery({
      status: str('审核状态', { enum: ['pending', 'approved', 'rejected'] }),
      platform: str('平台', { enum: ['Android', 'iOS'] }),
      keyword: str('名称、版本或包名包含'),
    }),
    data: pageOf(basePackageRow),
  }),
  '/onlinepack/basePackage/upload': pack({
    summary: '上传基础包（签名表单）：file 安装包（zip 格式的 apk/ipa，必填），iconFile 图标 PNG，signFile keystore，plistFile iOS plist',
    description: '服务端同样校验签名（A0340/A0341 → code 400）、800 MB 上限与 zip 格式（code 400，msg 说明原因）。上传后为待审核。',
    auth: 'grant',
    screen: S.manager,
    module: 'basePackage',
    action: 'upload',
    signed: true,
    request: obj(
      {
        version: str('版本名', { minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z][0-9A-Za-z._-]*$' }),
        platform: str('平台', { enum: ['Android', 'iOS'] }),
        notes: str('说明', { maxLength: 500 }),
        name: str('名称（默认 <游戏> <平台>母包）', { maxLength: 64 }),
        signAlias: str('keystore 的别名（默认 <游戏别名>-<版本>）', { maxLength: 64 }),
        file: file('安装包'),
        iconFile: file('图标 PNG'),
        signFile: file('keystore'),
        plistFile: file('iOS plist'),
      },
      ['version', 'platform'],
    ),
    data: basePackageRow,
  }),
  '/onlinepack/basePackage/get': pack({
    summary: '基础包详情',
    auth: 'grant',
    screen: S.manager,
    module: 'basePackage',
    action: 'get',
    request: idBody(),
    data: basePackageRow,
  }),
  '/onlinepack/basePackage/approve': pack({
    summary: '审核通过（仅待审核）',
    auth: 'grant',
    screen: S.manager,
    module: 'basePackage',
    action: 'approve',
    request: obj({ id: id(), comment: str('审核意见', { maxLength: 200 }) }, ['id']),
    data: basePackageRow,
  }),
  '/onlinepack/basePackage/reject': pack({
    summary: '驳回（仅待审核，须填原因）',
    auth: 'grant',
    screen: S.manager,
    module: 'basePackage',
    action: 'reject',
    request: obj({ id: id(), comment: str('驳回原因', { minLength: 1, maxLength: 200 }) }, ['id', 'comment']),
    data: basePackageRow,
  }),
  '/onlinepack/basePackage/delete': pack({
    summary: '删除基础包（仍有排队或运行中的任务时拒绝，code 409）',
    auth: 'grant',
    screen: S.manager,
    module: 'basePackage',
    action: 'delete',
    request: idBody(),
  }),

  // ----- /onlinepack tasks
  '/onlinepack/task/options': pack({
    summary: '建批次表单的选项：已通过的基础包、渠道商（含缺失的必填参数）、SDK 版本、签名密钥',
    auth: 'grant',
    screen: S.task,
    module: 'packTask',
    action: 'options',
    data: obj(
      {
        basePackages: arr(obj({ id: int(), name: str(), version: str(), platform: str(), signKeyId: nullable(int()) }, ['id', 'name', 'version'])),
        channels: arr(
          obj(
            { id: int(), name: str(), code: str(), missingParams: arr(str()), vendorSdk: str('该渠道最新的厂商 SDK 版本（一起合并）') },
            ['id', 'name', 'code', 'missingParams'],
          ),
        ),
        sdkVersions: arr(sdkVersionRow),
        signKeys: arr(signKeyRow),
      },
      ['basePackages', 'channels', 'sdkVersions', 'signKeys'],
    ),
  }),
  '/onlinepack/task/createBatch': pack({
    summary: '创建批次：一个基础包 × 多个渠道，每个渠道一个任务，进入队列',
    description: '基础包须已通过审核（409）。渠道缺参数或密钥缺 keystore 也会建任务：任务在对应步骤失败并写明原因。',
    auth: 'grant',
    screen: S.task,
    module: 'packTask',
    action: 'createBatch',
    log: true,
    request: obj(
      {
        basePackageId: id('基础包'),
        channelIds: arr(id('渠道商'), '渠道商（至少一个，去重）'),
        sdkVersionId: id('SDK 版本'),
        signKeyId: id('签名密钥'),
      },
      ['basePackageId', 'channelIds', 'sdkVersionId', 'signKeyId'],
    ),
    data: obj({ batchId: int(), taskIds: arr(int()) }, ['batchId', 'taskIds']),
  }),
  '/onlinepack/task/page': pack({
    summary: '任务分页（最新在前；按状态、批次、渠道、机器筛选；一万条任务也是服务端分页）',
    auth: 'grant',
    screen: S.task,
    module: 'packTask',
    action: 'page',
    request: pageQuery({
      status: str('状态', { enum: TASK_STATUS }),
      batchId: id('批次'),
      channelId: id('渠道商'),
      machineId: id('机器'),
    }),
    data: obj(
      {
        list: arr(taskRow),
        total: int(),
        pageNum: int(),
        pageSize: int(),
        counts: obj(
          { queued: int(), running: int(), succeeded: int(), failed: int(), cancelled: int() },
          TASK_STATUS,
          '当前游戏（及所选批次、渠道）各状态的任务数',
        ),
      },
      ['list', 'total', 'pageNum', 'pageSize', 'counts'],
    ),
  }),
  '/onlinepack/task/get': pack({
    summary: '任务详情（含历次尝试与批次）',
    auth: 'grant',
    screen: S.task,
    module: 'packTask',
    action: 'get',
    request: idBody(),
    data: obj(
      {
        task: taskRow,
        attempts: arr(attemptRow),
        batch: obj({ id: int(), createdAt: time('创建时间'), createdBy: str(), taskIds: arr(int()) }, ['id', 'taskIds']),
      },
      ['task', 'attempts', 'batch'],
    ),
  }),
  '/onlinepack/task/log': pack({
    summary: '构建日志增量读取：afterSeq 之后的行（实时跟随时回传 lastSeq）；attempt 只看某次尝试',
    auth: 'grant',
    screen: S.task,
    module: 'packTask',
    action: 'log',
    request: obj(
      { id: id(), attempt: int('第几次尝试（缺省全部）', { minimum: 1 }), afterSeq: int('游标（缺省 0）', { minimum: 0 }) },
      ['id'],
    ),
    data: obj(
      {
        lines: arr(logLine),
        lastSeq: int('日志最大序号'),
        attempt: int('所读尝试（缺省为当前）'),
        attempts: arr(int(), '全部尝试'),
        status: str('', { enum: TASK_STATUS }),
        progress: int(),
        step: nullable(step()),
        done: bool('该尝试已结束，不会再有新行'),
      },
      ['lines', 'lastSeq', 'attempt', 'attempts', 'status', 'progress', 'done'],
    ),
  }),
  '/onlinepack/task/cancel': pack({
    summary: '取消任务（仅排队中或运行中；其他状态 code 409 并说明）',
    auth: 'grant',
    screen: S.task,
    module: 'packTask',
    action: 'cancel',
    request: idBody(),
    data: taskRow,
  }),
  '/onlinepack/task/retry': pack({
    summary: '重试（仅失败或已取消）：新的一次尝试，重新排队，保留旧日志',
    auth: 'grant',
    screen: S.task,
    module: 'packTask',
    action: 'retry',
    request: idBody(),
    data: taskRow,
  }),
  '/onlinepack/task/output': download({
    summary: '下载输出包（GET ?id=&satoken=），文件名 <游戏>_<渠道>_<版本>.apk',
    auth: 'grant',
    screen: S.task,
    module: 'packTask',
    action: 'download',
    log: false,
    envelope: 'onlinepack',
  }),
  '/onlinepack/signKey/list': pack({
    summary: '当前游戏的签名密钥',
    auth: 'grant',
    screen: S.task,
    module: 'signKey',
    action: 'list',
    data: arr(signKeyRow),
  }),

  // ----- /onlinepack machines
  '/onlinepack/machine/page': pack(
    {
      summary: '打包机分页',
      auth: 'grant',
      screen: S.machine,
      module: 'packMachine',
      action: 'page',
      request: pageQuery({ status: str('状态', { enum: ['idle', 'busy', 'offline'] }), keyword: str('名称或地址包含') }),
      data: obj(
        { list: arr(machineRow), total: int(), pageNum: int(), pageSize: int(), queued: int('排队中的任务数（全部游戏）') },
        ['list', 'total', 'pageNum', 'pageSize', 'queued'],
      ),
    },
    false,
  ),
  '/onlinepack/machine/enable': pack(
    { summary: '启用接单', auth: 'grant', screen: S.machine, module: 'packMachine', action: 'enable', request: idBody(), data: machineRow },
    false,
  ),
  '/onlinepack/machine/disable': pack(
    {
      summary: '停用接单：做完手上的任务，不再接新任务',
      auth: 'grant',
      screen: S.machine,
      module: 'packMachine',
      action: 'disable',
      request: idBody(),
      data: machineRow,
    },
    false,
  ),
  '/onlinepack/machine/setOffline': pack(
    {
      summary: '模拟断网（offline 缺省 true）：停止心跳，3 秒后判定离线，手上的任务退回队列；offline=false 恢复',
      auth: 'grant',
      screen: S.machine,
      module: 'packMachine',
      action: 'setOffline',
      log: true,
      request: obj({ id: id(), offline: bool('true 断开，false 恢复') }, ['id']),
      data: machineRow,
    },
    false,
  ),

  // ----- /onlinepack statistics
  '/onlinepack/statistics': pack({
    summary: '打包统计：每日各状态任务数、成功率、各渠道耗时、失败最多的步骤',
    auth: 'grant',
    screen: S.stats,
    module: 'packStatistics',
    action: 'statistics',
    request: obj(
      {
        startTime: time('起（含）'),
        endTime: time('止（含）'),
        tzOffset: int('操作员时区相对 UTC 的分钟数（缺省 480）', { minimum: -720, maximum: 840 }),
      },
      ['startTime', 'endTime'],
    ),
    data: obj(
      {
        startTime: time('起'),
        endTime: time('止'),
        totals: obj({ total: int(), queued: int(), running: int(), succeeded: int(), failed: int(), cancelled: int() }, ['total']),
        successRate: nullable({ type: 'number', description: '成功 /（成功 + 失败），0–1' }),
        perDay: arr(
          obj(
            { date: str('YYYY-MM-DD'), total: int(), queued: int(), running: int(), succeeded: int(), failed: int(), cancelled: int() },
            ['date', 'total'],
          ),
        ),
        durationByChannel: arr(
          obj(
            { channelId: int(), channelName: str(), count: int(), avgMs: int(), minMs: int(), maxMs: int(), p90Ms: int() },
            ['channelId', 'count', 'avgMs'],
          ),
        ),
        topFailureSteps: arr(
          obj({ step: step(), count: int(), reasons: arr(obj({ reason: str(), count: int() }, ['reason', 'count'])) }, ['step', 'count']),
        ),
      },
      ['startTime', 'endTime', 'totals', 'successRate', 'perDay', 'durationByChannel', 'topFailureSteps'],
    ),
  }),

  // ----- /onlinepack self-check
  '/onlinepack/checkTask/page': pack({
    summary: '自检记录分页（最新在前）',
    auth: 'grant',
    screen: S.check,
    module: 'checkTask',
    action: 'page',
    request: pageQuery({ channelId: id('渠道商'), taskId: id('打包任务'), pass: bool('是否通过') }),
    data: pageOf(checkRunRow),
  }),
  '/onlinepack/checkTask/run': pack({
    summary: '对打包成功的任务运行自检：打开输出包逐项检查',
    auth: 'grant',
    screen: S.check,
    module: 'checkTask',
    action: 'run',
    log: true,
    request: obj({ taskId: id('打包任务') }, ['taskId']),
    data: checkRunRow,
  }),
  '/onlinepack/checkTask/get': pack({
    summary: '自检详情：各项结果、包内信息与原始参数 JSON',
    auth: 'grant',
    screen: S.checkDetails,
    module: 'checkTask',
    action: 'get',
    request: idBody(),
    data: obj(
      {
        run: checkRunRow,
        results: arr(checkResult),
        params: nullable({ type: 'object', description: '包内 assets/channel.json 原文' }),
        facts: nullable({ type: 'object', description: '包名、版本、targetSdk、权限、架构、签名、大小等' }),
      },
      ['run', 'results', 'params', 'facts'],
    ),
  }),

  // ----- development helpers (not part of a real backend)
  '/onlinepack/__seedMany': pack({
    summary: '开发用：为当前游戏批量生成已结束的历史任务（大规模列表检查；仅管理员）',
    auth: 'grant',
    screen: S.task,
    module: 'mock',
    action: 'seedMany',
    log: false,
    request: obj({ count: int('条数', { minimum: 1, maximum: 20000 }) }, ['count']),
    data: obj({ first: int(), last: int(), total: int('任务总数'), ms: int('耗时') }, ['first', 'last', 'total']),
  }),
  '/onlinepack/__farm': pack(
    {
      summary: '开发用：暂停/恢复打包机时钟，或立即推进若干个时钟周期（仅管理员）',
      auth: 'grant',
      screen: S.machine,
      module: 'mock',
      action: 'farm',
      log: false,
      request: obj({ paused: bool('暂停'), ticks: int('立即推进的周期数', { minimum: 0, maximum: 2000 }) }),
      data: obj(
        { paused: bool(), tickMs: int(), ticks: int('已运行的周期数'), queued: int(), running: int() },
        ['paused', 'tickMs', 'ticks', 'queued', 'running'],
      ),
    },
    false,
  ),
} satisfies Paths;
