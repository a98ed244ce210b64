import Type from 'typebox';
import { int, str } from './schema';
import { PLAYER_TARGET_TYPES, REAL_NAME_STATUSES, PLAYER_STATUSES } from './values';

/**
 * Players (SDK accounts) as answers show them: the embedded backend keeps them in mock/players (docs/rules.md
 * "Players"); phone and e-mail are always masked here (`138****1234`, `a***@example.com`).
 */
export { PLAYER_TARGET_TYPES, REAL_NAME_STATUSES, PLAYER_STATUSES };
export type PlayerTargetType = (typeof PLAYER_TARGET_TYPES)[number];

export const playerRole = Type.Object({
  roleId: str('角色 id'),
  name: str('角色名'),
  server: str('区服'),
  level: int('等级'),
  created: int('创建时间', { format: 'epoch-ms' }),
  balance: int('元宝余额（整数，随角色迁移）'),
});

/** One account in brief (a ban target's owner, say): contact masked. */
export const playerBrief = Type.Object({
  uid: int('用户 uid'),
  account: str('账号'),
  contact: str('手机号或邮箱（脱敏）'),
  channel: str('注册渠道编码'),
  registeredAt: int('注册时间', { format: 'epoch-ms' }),
  lastLoginAt: int('最后登录', { format: 'epoch-ms' }),
  realName: Type.Enum(REAL_NAME_STATUSES, { description: '实名状态' }),
  status: Type.Enum(PLAYER_STATUSES, { description: '账号状态' }),
  roles: Type.Array(playerRole, { description: '角色' }),
});
