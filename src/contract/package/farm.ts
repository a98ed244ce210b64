import Type from 'typebox';
import { checkRunRow } from '../entities';
import type { Paths } from '../operation';
import { arr, bool, id, idBody, int, nullable, num, obj, pageOf, pageQuery, str, time } from '../schema';
import { checkResult, machineRow, pack, S, step } from './records';

/** The packaging machines, statistics, self-check runs and the farm's development helpers. */
export const paths = {
  // ----- /onlinepack machines
  '/onlinepack/machine/page': pack(
    {
      summary: '打包机分页',
      auth: 'grant',
      screen: S.machine,
      module: 'packMachine',
      action: 'page',
      request: pageQuery({
        status: str('状态', { enum: ['idle', 'busy', 'offline'] }),
        keyword: str('名称或地址包含'),
      }),
      data: obj(
        {
          list: arr(machineRow),
          total: int(),
          pageNum: int(),
          pageSize: int(),
          queued: int('排队中的任务数（全部游戏）'),
        },
        ['list', 'total', 'pageNum', 'pageSize', 'queued'],
      ),
    },
    false,
  ),
  '/onlinepack/machine/enable': pack(
    {
      summary: '启用接单',
      auth: 'grant',
      screen: S.machine,
      module: 'packMachine',
      action: 'enable',
      request: idBody(),
      data: machineRow,
    },
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
    summary: '打包统计：每日各状态任务数（按业务时区的日，见 businessTimeZone）、成功率、各渠道耗时、失败最多的步骤',
    auth: 'grant',
    screen: S.stats,
    module: 'packStatistics',
    action: 'statistics',
    request: obj(
      {
        startTime: time('起（含）'),
        endTime: time('止（含）'),
      },
      ['startTime', 'endTime'],
    ),
    data: obj(
      {
        startTime: time('起'),
        endTime: time('止'),
        totals: obj(
          { total: int(), queued: int(), running: int(), succeeded: int(), failed: int(), cancelled: int() },
          ['total'],
        ),
        successRate: nullable(num('成功 /（成功 + 失败），0–1')),
        perDay: arr(
          obj(
            {
              date: str('YYYY-MM-DD'),
              total: int(),
              queued: int(),
              running: int(),
              succeeded: int(),
              failed: int(),
              cancelled: int(),
            },
            ['date', 'total'],
          ),
        ),
        durationByChannel: arr(
          obj(
            {
              channelId: int(),
              channelName: str(),
              count: int(),
              avgMs: int(),
              minMs: int(),
              maxMs: int(),
              p90Ms: int(),
            },
            ['channelId', 'count', 'avgMs'],
          ),
        ),
        topFailureSteps: arr(
          obj({ step: step(), count: int(), reasons: arr(obj({ reason: str(), count: int() }, ['reason', 'count'])) }, [
            'step',
            'count',
          ]),
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
        params: nullable(Type.Record(Type.String(), Type.Unknown(), { description: '包内 assets/channel.json 原文' })),
        facts: nullable(
          obj(
            {
              packageName: nullable(str('包名')),
              versionCode: nullable(int('版本号')),
              versionName: nullable(str('版本名')),
              targetSdk: nullable(int('targetSdk')),
              minSdk: nullable(int('minSdk')),
              permissions: arr(str(), '权限'),
              architectures: arr(str(), '架构'),
              channelCode: nullable(str('包内渠道代码')),
              signatureAlias: nullable(str('签名别名')),
              fingerprint: nullable(str('签名指纹')),
              size: int('大小（字节）'),
              entryCount: int('包内文件数'),
            },
            [],
            '包名、版本、targetSdk、权限、架构、签名、大小等',
          ),
        ),
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
      data: obj({ paused: bool(), tickMs: int(), ticks: int('已运行的周期数'), queued: int(), running: int() }, [
        'paused',
        'tickMs',
        'ticks',
        'queued',
        'running',
      ]),
    },
    false,
  ),
} satisfies Paths;
