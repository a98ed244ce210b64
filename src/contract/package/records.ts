import Type from 'typebox';
import { GAME_HEADER, op, type OpSpec } from '../operation';
import { bool, int, nullable, str, time, type TSchema } from '../schema';
import { PACKAGE_PLATFORMS } from './fields';

/** The packaging service's screens, records and its operation builder (pack). */
export const S = {
  manager: '/package/manager',
  task: '/package/task',
  machine: '/package/machine',
  stats: '/package/packingStatistics',
  check: '/package/checkTask',
  checkDetails: '/package/checkTask/details',
};

export const TASK_STATUS = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
const STEP_KEYS = ['unpack', 'mergeResources', 'writeParams', 'replaceIcon', 'repack', 'sign', 'verify'] as const;
export const step = (
  d = '步骤：unpack 解包，mergeResources 合并渠道资源，writeParams 写入参数，replaceIcon 替换图标，repack 重新打包，sign 签名，verify 校验',
) => Type.Enum(STEP_KEYS, { description: d });

/** An /onlinepack operation of the current game. */
export function pack<
  Req extends TSchema | undefined = undefined,
  Data extends TSchema | undefined = undefined,
  const A extends string = string,
  const C extends boolean | undefined = undefined,
  const L extends boolean | undefined = undefined,
>(spec: Omit<OpSpec<Req, Data, A, C, undefined, undefined, L, undefined>, 'envelope'>, game = true) {
  return op<Req, Data, A, C, undefined, undefined, L, undefined>({
    ...spec,
    envelope: 'onlinepack',
    headers: game ? [GAME_HEADER, ...(spec.headers || [])] : spec.headers,
  });
}

export const basePackageRow = Type.Object({
  id: int(),
  gameId: int(),
  name: str('名称'),
  platform: Type.Enum(PACKAGE_PLATFORMS, { description: '平台' }),
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
  status: Type.Enum(['pending', 'approved', 'rejected'], {
    description: '审核：pending 待审核，approved 通过，rejected 驳回',
  }),
  reviewComment: str('审核意见'),
  reviewer: str(),
  reviewedAt: nullable(time('审核时间')),
  uploader: str(),
  created: time('上传时间'),
  taskCount: int('用它打包的任务数'),
});

export const taskRow = Type.Object({
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
  status: Type.Enum(TASK_STATUS, {
    description: 'queued 排队中，running 运行中，succeeded 成功，failed 失败，cancelled 已取消',
  }),
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
  lastCheck: nullable(Type.Object({ id: int(), pass: bool() }, { description: '最近一次自检' })),
});

export const attemptRow = Type.Object({
  attempt: int(),
  status: Type.Enum(['succeeded', 'failed', 'cancelled'], { description: '' }),
  machineId: nullable(int()),
  machineName: str(),
  startedAt: nullable(time('开始')),
  endedAt: time('结束'),
  step: nullable(step()),
  failReason: nullable(str()),
});

export const logLine = Type.Object({
  seq: int('序号（跨尝试递增，增量读取的游标）'),
  attempt: int('第几次尝试'),
  time: time('时间'),
  level: Type.Enum(['info', 'warn', 'error'], { description: '' }),
  step: nullable(step()),
  text: str('日志内容'),
});

export const machineRow = Type.Object({
  id: int(),
  name: str(),
  address: str('IP 地址'),
  os: str('系统与工具链'),
  status: Type.Enum(['idle', 'busy', 'offline'], { description: 'idle 空闲，busy 忙碌，offline 离线' }),
  enabled: bool('接单（停用后做完手上的任务不再接新任务）'),
  connected: bool('仍在发送心跳；false 且超过 3 秒后判定离线'),
  lastHeartbeat: nullable(time('最后心跳')),
  currentTaskId: nullable(int()),
  currentTask: nullable(
    Type.Object(
      { id: int(), channelName: str(), progress: int(), step: nullable(step()) },
      { description: '当前任务' },
    ),
  ),
  tasksDone: int('完成（含失败、取消）的任务数'),
});

export const signKeyRow = Type.Object({
  id: int(),
  alias: str('别名'),
  fingerprint: nullable(str('SHA-256 指纹（AB:CD:…）；keystore 缺失为 null')),
  fileName: str('keystore 文件名'),
  hasKeystore: bool('keystore 文件在；缺失时签名步骤失败'),
  source: Type.Enum(['upload', 'seed'], { description: 'upload 随基础包上传，seed 预置' }),
  created: time('创建时间'),
});

export const checkResult = Type.Object({
  code: str('检查项代码'),
  name: str('名称'),
  category: str('分类'),
  expected: str('期望'),
  actual: str('实际'),
  pass: bool('通过'),
  severity: Type.Enum(['error', 'warning'], { description: 'error 不通过即失败，warning 仅警告' }),
});
