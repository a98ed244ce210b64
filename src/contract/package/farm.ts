import Type from 'typebox';
import { checkRunRow } from '../entities';
import type { Paths } from '../operation';
import { bool, id, idBody, int, jsonValue, nullable, num, pageOf, pageQuery, str, time } from '../schema';
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
        status: Type.Optional(Type.Enum(['idle', 'busy', 'offline'], { description: '状态' })),
        keyword: Type.Optional(str('名称或地址包含')),
      }),
      data: Type.Object({
        list: Type.Array(machineRow),
        total: int(),
        pageNum: int(),
        pageSize: int(),
        queued: int('排队中的任务数（全部游戏）'),
      }),
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
      logged: true,
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
      logged: true,
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
      logged: true,
      request: Type.Object({ id: id(), offline: Type.Optional(bool('true 断开，false 恢复')) }),
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
    request: Type.Object({
      startTime: time('起（含）'),
      endTime: time('止（含）'),
    }),
    data: Type.Object({
      startTime: time('起'),
      endTime: time('止'),
      totals: Type.Object({
        total: int(),
        queued: int(),
        running: int(),
        succeeded: int(),
        failed: int(),
        cancelled: int(),
      }),
      successRate: nullable(num('成功 /（成功 + 失败），0–1')),
      perDay: Type.Array(
        Type.Object({
          date: str('YYYY-MM-DD'),
          total: int(),
          queued: int(),
          running: int(),
          succeeded: int(),
          failed: int(),
          cancelled: int(),
        }),
      ),
      durationByChannel: Type.Array(
        Type.Object({
          channelId: int(),
          channelName: str(),
          count: int(),
          avgMs: int(),
          minMs: int(),
          maxMs: int(),
          p90Ms: int(),
        }),
      ),
      topFailureSteps: Type.Array(
        Type.Object({
          step: step(),
          count: int(),
          reasons: Type.Array(Type.Object({ reason: str(), count: int() })),
        }),
      ),
    }),
  }),

  // ----- /onlinepack self-check
  '/onlinepack/checkTask/page': pack({
    summary: '自检记录分页（最新在前）',
    auth: 'grant',
    screen: S.check,
    module: 'checkTask',
    action: 'page',
    request: pageQuery({
      channelId: Type.Optional(id('渠道商')),
      taskId: Type.Optional(id('打包任务')),
      pass: Type.Optional(bool('是否通过')),
    }),
    data: pageOf(checkRunRow),
  }),
  '/onlinepack/checkTask/run': pack({
    creates: true,
    summary: '对打包成功的任务运行自检：打开输出包逐项检查',
    auth: 'grant',
    screen: S.check,
    module: 'checkTask',
    action: 'run',
    logged: true,
    request: Type.Object({ taskId: id('打包任务') }),
    data: checkRunRow,
  }),
  '/onlinepack/checkTask/get': pack({
    summary: '自检详情：各项结果、包内信息与原始参数 JSON',
    auth: 'grant',
    screen: S.checkDetails,
    module: 'checkTask',
    action: 'get',
    request: idBody(),
    data: Type.Object({
      run: checkRunRow,
      results: Type.Array(checkResult),
      params: nullable(
        Type.Object(
          {
            channelId: Type.Optional(int('渠道 id（打包时写入）')),
            channelCode: Type.Optional(str('渠道代码（打包时写入）')),
            sdkVersion: Type.Optional(str('SDK 版本（打包时写入）')),
            packedAt: Type.Optional(time('打包时间（打包时写入）')),
          },
          {
            additionalProperties: jsonValue('渠道参数的值（客户端与打包参数，服务端密钥从不写入）'),
            description:
              '包内 assets/channel.json 原文（无此文件或不是 JSON 对象时为 null）；下列键是打包时写入的，别处打的包可能没有',
          },
        ),
      ),
      facts: nullable(
        Type.Object(
          {
            packageName: nullable(str('包名')),
            versionCode: nullable(int('版本号')),
            versionName: nullable(str('版本名')),
            targetSdk: nullable(int('targetSdk')),
            minSdk: nullable(int('minSdk')),
            permissions: Type.Array(str(), { description: '权限' }),
            architectures: Type.Array(str(), { description: '架构' }),
            channelCode: nullable(str('包内渠道代码')),
            signatureAlias: nullable(str('签名别名')),
            fingerprint: nullable(str('签名指纹')),
            size: int('大小（字节）'),
            entryCount: int('包内文件数'),
          },
          { description: '包名、版本、targetSdk、权限、架构、签名、大小等' },
        ),
      ),
    }),
  }),

  // ----- development helpers (not part of a real backend)
  '/onlinepack/__seedMany': pack({
    summary: '开发用：为当前游戏批量生成已结束的历史任务（大规模列表检查；仅管理员）',
    auth: 'grant',
    screen: S.task,
    module: 'mock',
    action: 'seedMany',
    logged: false,
    writes: true,
    request: Type.Object({ count: int('条数', { minimum: 1, maximum: 20000 }) }),
    data: Type.Object({ first: int(), last: int(), total: int('任务总数'), ms: int('耗时') }),
  }),
  '/onlinepack/__farm': pack(
    {
      summary: '开发用：暂停/恢复打包机时钟，或立即推进若干个时钟周期（仅管理员）',
      auth: 'grant',
      screen: S.machine,
      module: 'mock',
      action: 'farm',
      logged: false,
      writes: true,
      request: Type.Object({
        paused: Type.Optional(bool('暂停')),
        ticks: Type.Optional(int('立即推进的周期数', { minimum: 0, maximum: 2000 })),
      }),
      data: Type.Object({ paused: bool(), tickMs: int(), ticks: int('已运行的周期数'), queued: int(), running: int() }),
    },
    false,
  ),
} satisfies Paths;
