import Type from 'typebox';
import { GAME_HEADER, op, type Paths } from '../operation';
import { id, int, str } from '../schema';
import { cancellationRow } from './accountLogout';
import { ticketDetail } from './events';
import { NOTE, ROLE_ID } from '../field';

/**
 * Development helpers (x-dev) standing in for the players' side of tickets and cancellations, so tests and demos can
 * see routing, a player's answer and a withdrawal: they exist only with MOCK_DEV_ENDPOINTS=1, answer only
 * application/json, and (paths under /api/__mock) are granted to the admin role only, never to ops or cs.
 */
const HOME = '/welcome';
const dev = { auth: 'grant' as const, screen: HOME, dev: true, module: 'mock', logged: false, headers: [GAME_HEADER] };

export const paths = {
  '/api/__mock/events/submit': op({
    ...dev,
    summary: '模拟玩家提交工单（按类型分配处理人并记日志）',
    action: 'submitTicket',
    request: Type.Object({
      account: str('玩家账号', { minLength: 1, maxLength: 64 }),
      typeId: id('工单类型'),
      title: str('标题', { minLength: 1, maxLength: 64 }),
      text: str('内容', { minLength: 1, maxLength: 2000 }),
      roleId: Type.Optional(str('角色 id，空为该账号的第一个角色', ROLE_ID)),
    }),
    data: ticketDetail,
  }),
  '/api/__mock/events/playerMessage': op({
    ...dev,
    summary: '模拟玩家在工单里留言（状态回到待处理）',
    action: 'playerMessage',
    request: Type.Object({ id: id('工单'), text: str('内容', { minLength: 1, maxLength: 2000 }) }),
    data: ticketDetail,
  }),
  '/api/__mock/accountLogout/request': op({
    ...dev,
    summary: '模拟玩家申请注销账号',
    action: 'requestCancellation',
    request: Type.Object({
      account: str('玩家账号', { minLength: 1, maxLength: 64 }),
      reason: str('原因', NOTE),
    }),
    data: cancellationRow,
  }),
  '/api/__mock/accountLogout/signIn': op({
    ...dev,
    summary: '模拟玩家登录（最后登录时间设为后端时钟的现在）',
    action: 'playerSignIn',
    request: Type.Object({ account: str('玩家账号', { minLength: 1, maxLength: 64 }) }),
    data: Type.Object({ account: str(), lastLoginAt: int() }),
  }),
} satisfies Paths;
