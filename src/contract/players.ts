import { arr, int, obj, str } from './schema';

/**
 * Players (SDK accounts) as answers show them: the embedded backend keeps them in mock/shared/players (docs/rules.md
 * "Players"); phone and e-mail are always masked here (`138****1234`, `a***@example.com`).
 */
export const PLAYER_TARGET_TYPES = ['account', 'role', 'device', 'ip'] as const;
export type PlayerTargetType = (typeof PLAYER_TARGET_TYPES)[number];

export const REAL_NAME_STATUSES = ['verified', 'unverified', 'minor'] as const;
export const PLAYER_STATUSES = ['normal', 'locked'] as const;

export const playerRole = obj(
  {
    roleId: str('角色 id'),
    name: str('角色名'),
    server: str('区服'),
    level: int('等级'),
    created: int('创建时间', { format: 'epoch-ms' }),
    balance: int('元宝余额（整数，随角色迁移）'),
  },
  ['roleId', 'name', 'server', 'level', 'created', 'balance'],
);

/** One account in brief (a ban target's owner, say): contact masked. */
export const playerBrief = obj(
  {
    uid: int('用户 uid'),
    account: str('账号'),
    contact: str('手机号或邮箱（脱敏）'),
    channel: str('注册渠道编码'),
    registeredAt: int('注册时间', { format: 'epoch-ms' }),
    lastLoginAt: int('最后登录', { format: 'epoch-ms' }),
    realName: str('实名状态', { enum: REAL_NAME_STATUSES }),
    status: str('账号状态', { enum: PLAYER_STATUSES }),
    roles: arr(playerRole, '角色'),
  },
  ['uid', 'account', 'contact', 'channel', 'registeredAt', 'lastLoginAt', 'realName', 'status', 'roles'],
);
