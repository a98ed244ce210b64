import Type from 'typebox';
import { CURRENCIES } from './currencies';
import { GAME_HEADER, op, type Paths } from './operation';
import { int, str, time } from './schema';
import { ROLE_ID } from './field';

/**
 * A development helper of the embedded backend (tests, demos; not part of a real backend): applies one simulated
 * activity event now (docs/rules.md "Simulated activity"), e.g. a payment of an amount by an account, so a monitor rule meets it
 * at once. Like the other helpers it exists only with MOCK_DEV_ENDPOINTS=1, answers only application/json and is
 * granted to the admin role only.
 */
const HOME = '/welcome';

export const paths = {
  '/api/__mock/activity': op({
    summary: '立即注入一条模拟活动（登录或支付；开发与测试用）',
    auth: 'grant',
    screen: HOME,
    dev: true,
    module: 'mock',
    action: 'activity',
    logged: false,
    headers: [GAME_HEADER],
    request: Type.Object({
      kind: Type.Enum(['signIn', 'payment'], { description: 'signIn 登录，payment 支付' }),
      account: str('本游戏的账号', { minLength: 1, maxLength: 64 }),
      device: Type.Optional(str('登录设备（空：一台新设备）', { maxLength: 64 })),
      ip: Type.Optional(str('登录 IP（空：账号最近用过的第一个）', { maxLength: 64 })),
      amount: Type.Optional(int('支付金额（分，整数；payment 必填）', { minimum: 1 })),
      currency: Type.Optional(Type.Enum(CURRENCIES, { description: '支付币种（默认 CNY）' })),
      roleId: Type.Optional(str('支付的角色（空：账号的第一个角色）', ROLE_ID)),
    }),
    data: Type.Object({
      id: str('事件 id（inj-n）'),
      kind: str('signIn 或 payment'),
      at: time('发生时间（内置后端的当前时间）'),
      account: str(),
    }),
  }),
} satisfies Paths;
