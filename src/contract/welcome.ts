import Type from 'typebox';
import { opLogSchema } from './entities';
import { GAME_HEADER, op, type Paths } from './operation';
import { bool, int, nullable, str, time } from './schema';

/** The welcome page's summary of the current game (src/pages/welcome/README.md "Welcome"). */
const figure = Type.Object({
  key: str(
    '指标代码：oplogToday, failuresToday, childGames, peopleWithAccess, configs, openAlerts, packRunning, packFailedToday',
  ),
  value: int('数值'),
  total: nullable(int('总数（如子游戏总数），无则 null')),
  link: str('指标对应的列表路由，带与指标相同的筛选（游戏、业务日、状态）：打开即见同一个数'),
  allowed: bool('本人是否有该列表的权限'),
});

export const paths = {
  '/api/mng/welcome/summary': op({
    summary: '当前游戏今天的概况（按存储实时计算）',
    auth: 'session',
    module: 'welcome',
    action: 'summary',
    headers: [GAME_HEADER],
    data: Type.Object({
      gameId: int(),
      gameName: str(),
      dayStart: time('今天 00:00（业务时区，见 /api/mng/user/current 的 businessTimeZone）'),
      dayEnd: time('明天 00:00（业务时区）'),
      figures: Type.Array(figure),
      recent: Type.Array(opLogSchema, { description: '本游戏最近的变更（本人有 /oplog 权限时）' }),
    }),
  }),
} satisfies Paths;
