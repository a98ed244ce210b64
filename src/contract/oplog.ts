import Type from 'typebox';
import { opLogSchema } from './entities';
import { op, type Paths } from './operation';
import { int, pageOf, pageQuery, str } from './schema';

export const paths = {
  '/api/mng/oplog/page': op({
    summary: '操作日志分页（最新在前）',
    auth: 'grant',
    screen: '/oplog',
    module: 'oplog',
    action: 'page',
    request: pageQuery({
      operator: Type.Optional(str('操作人姓名或账号包含')),
      module: Type.Optional(str('模块代码')),
      action: Type.Optional(str('动作代码')),
      result: Type.Optional(Type.Enum(['success', 'failure'], { description: '结果' })),
      filterGameId: Type.Optional(
        int('按游戏筛选（0 为通用）；请求体里不放 gameId（见 docs/rules.md "Body filter"）', {
          minimum: 0,
        }),
      ),
      startTime: Type.Optional(int('起（epoch ms，含）')),
      endTime: Type.Optional(int('止（epoch ms，含）')),
    }),
    data: pageOf(opLogSchema),
  }),
  '/api/mng/oplog/options': op({
    summary: '操作日志筛选项：记录日志的模块及其动作',
    auth: 'grant',
    screen: '/oplog',
    module: 'oplog',
    action: 'options',
    data: Type.Array(Type.Object({ module: str(), actions: Type.Array(str()) })),
  }),
} satisfies Paths;
