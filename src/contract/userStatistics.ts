import Type from 'typebox';
import { GAME_HEADER, op, type Paths } from './operation';
import { int, pageOf, pageQuery, str, time } from './schema';
import { POINTS_FIELDS as F } from './userStatisticsFields';

/**
 * Role points (/userStatistics/integral): the current game's roles (X-Game-Id) with their points; an operator adjusts
 * one role's points by a signed delta with a reason (points never below 0), and every adjustment is kept as history.
 */
const SCREEN = '/userStatistics/integral';

const pointsRow = Type.Object({
  roleId: str('角色 ID'),
  roleName: str('角色名'),
  account: str('账号'),
  server: str('区服'),
  level: int('角色等级'),
  points: int('当前积分（≥ 0）'),
});

const adjustment = Type.Object({
  id: int(),
  roleId: str('角色 ID'),
  delta: int('变动（有符号）'),
  before: int('调整前积分'),
  after: int('调整后积分'),
  reason: str('原因'),
  operator: str('操作人'),
  at: time('时间'),
});

const common = { auth: 'grant' as const, screen: SCREEN, module: 'rolePoints', headers: [GAME_HEADER] };
const roleIdField = str('角色 ID', { minLength: 1, ...F.roleId });

export const paths = {
  '/api/userStatistics/points/page': op({
    ...common,
    summary: '角色积分分页（当前游戏）',
    action: 'page',
    request: pageQuery({
      account: Type.Optional(str('账号（精确）')),
      roleId: Type.Optional(str('角色 ID（精确）', F.roleId)),
      server: Type.Optional(str('区服')),
    }),
    data: pageOf(pointsRow),
  }),
  '/api/userStatistics/points/adjust': op({
    creates: true,
    ...common,
    summary: '调整一个角色的积分：delta 非 0 且绝对值不超过 1,000,000，原因必填；结果低于 0 时 A0400',
    action: 'adjust',
    logged: true,
    request: Type.Object({
      roleId: roleIdField,
      delta: int('变动（有符号，非 0）', F.delta),
      reason: str('原因', F.reason),
    }),
    data: pointsRow,
  }),
  '/api/userStatistics/points/history': op({
    ...common,
    summary: '一个角色的积分调整记录（新的在前）',
    action: 'history',
    request: Type.Object({ roleId: roleIdField }),
    data: Type.Object({ list: Type.Array(adjustment) }),
  }),
} satisfies Paths;
