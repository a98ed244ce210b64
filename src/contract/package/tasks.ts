import { sdkVersionRow } from '../entities';
import { download, type Paths } from '../operation';
import { arr, bool, file, id, idBody, int, nullable, obj, pageOf, pageQuery, str, time } from '../schema';
import { attemptRow, basePackageRow, logLine, pack, S, signKeyRow, step, TASK_STATUS, taskRow } from './records';

/** Base packages (/package/manager), packaging tasks and their sign keys (/package/task). */
export const paths = {
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
    summary:
      '上传基础包（签名表单）：file 安装包（zip 格式的 apk/ipa，必填），iconFile 图标 PNG，signFile keystore，plistFile iOS plist',
    description:
      '服务端同样校验签名（A0340/A0341 → code 400）、800 MB 上限与 zip 格式（code 400，msg 说明原因）。上传后为待审核。',
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
        basePackages: arr(
          obj({ id: int(), name: str(), version: str(), platform: str(), signKeyId: nullable(int()) }, [
            'id',
            'name',
            'version',
          ]),
        ),
        channels: arr(
          obj(
            {
              id: int(),
              name: str(),
              code: str(),
              missingParams: arr(str()),
              vendorSdk: str('该渠道最新的厂商 SDK 版本（一起合并）'),
            },
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
    summary: '任务分页（最新在前；按状态、批次、渠道、机器、结束时间筛选；一万条任务也是服务端分页）',
    auth: 'grant',
    screen: S.task,
    module: 'packTask',
    action: 'page',
    request: pageQuery({
      status: str('状态', { enum: TASK_STATUS }),
      batchId: id('批次'),
      channelId: id('渠道商'),
      machineId: id('机器'),
      endedFrom: time('结束时间起（epoch ms，含）：最近一次尝试在此之后结束的任务；未结束的任务不在其中'),
      endedTo: time('结束时间止（epoch ms，不含）'),
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
        batch: obj({ id: int(), createdAt: time('创建时间'), createdBy: str(), taskIds: arr(int()) }, [
          'id',
          'taskIds',
        ]),
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
      {
        id: id(),
        attempt: int('第几次尝试（缺省全部）', { minimum: 1 }),
        afterSeq: int('游标（缺省 0）', { minimum: 0 }),
      },
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
} satisfies Paths;
