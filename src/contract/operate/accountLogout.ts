import Type from 'typebox';
import { GAME_HEADER, op, type Paths } from '../operation';
import { id, int, nullable, pageOf, pageQuery, str, time } from '../schema';
import { CANCELLATION_STATUSES } from './values';
import { NOTE } from '../field';

export { CANCELLATION_STATUSES };

/**
 * Account cancellation requests (/operate/accountLogout), per game (X-Game-Id). The cooling-off ends 15 days after
 * the request. An approved request completes by itself when the cooling-off ends (the backend's clock, settled when
 * read) and the SDK account is locked; a player who signs in after the request and before the cooling-off ends
 * withdraws it (src/pages/operate/README.md "Tickets and cancellations").
 */
export const ACCOUNT_LOGOUT = '/operate/accountLogout';
export const COOLING_OFF_DAYS = 15;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

export const cancellationRow = Type.Object({
  id: int(),
  gameId: int('所属游戏'),
  account: str('玩家账号'),
  uid: int('玩家 uid'),
  contact: str('手机号或邮箱（脱敏）'),
  reason: str('玩家填写的注销原因'),
  requestedAt: time('申请时间'),
  coolingOffEndAt: time('冷静期结束 = 申请时间 + 15 天'),
  status: Type.Enum(CANCELLATION_STATUSES, { description: '状态（读取时按后端时钟与玩家最后登录结算）' }),
  handledBy: str('审核人'),
  handledAt: nullable(time('审核时间')),
  rejectReason: str('驳回原因'),
  closedAt: nullable(time('撤回（玩家登录）或完成的时间')),
  accountStatus: Type.Enum(['normal', 'locked'], { description: 'SDK 账号状态' }),
});

const common = {
  auth: 'grant' as const,
  screen: ACCOUNT_LOGOUT,
  module: 'accountLogout',
  headers: [GAME_HEADER],
};

export const paths = {
  '/api/operate/accountLogout/page': op({
    ...common,
    summary: '注销申请分页（当前游戏，按申请时间倒序）',
    action: 'page',
    request: pageQuery({
      account: Type.Optional(str('玩家账号包含', { maxLength: 64 })),
      uid: Type.Optional(id('玩家 uid')),
      status: Type.Optional(Type.Enum(CANCELLATION_STATUSES, { description: '状态' })),
      from: Type.Optional(time('申请时间起（含）')),
      to: Type.Optional(time('申请时间止（不含）')),
    }),
    data: pageOf(cancellationRow),
  }),
  '/api/operate/accountLogout/approve': op({
    creates: true,
    logged: true,
    ...common,
    summary: '通过注销申请（仅待审核的；冷静期结束后自动完成）',
    action: 'approve',
    request: Type.Object({ id: id() }),
    data: cancellationRow,
  }),
  '/api/operate/accountLogout/reject': op({
    logged: true,
    ...common,
    summary: '驳回注销申请（须填原因；仅待审核的）',
    action: 'reject',
    request: Type.Object({ id: id(), reason: str('驳回原因', NOTE) }),
    data: cancellationRow,
  }),
} satisfies Paths;
