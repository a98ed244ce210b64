import Type from 'typebox';
import { GAME_HEADER, op, type Paths } from './operation';
import { PLAYER_STATUSES } from './players';
import { int, pageOf, pageQuery, str, time, type TSchema } from './schema';
import { ROLE_ID, REASON } from './field';
import { TRANSFER_FIELDS as F } from './roleTransferFields';

/**
 * Role transfers between two SDK accounts of the current game (src/pages/operate/README.md
 * "Account migration and role rebind"): /operate/userAccountMigration moves every role of account A to account B,
 * /special/rebind-user moves the selected roles. One flow for both: preview (exactly what moves, each role with its
 * server, level, points and balance, both accounts' balances before and after; conflicts listed), a reason, then
 * execute bound to the preview by its token (a hash of what moves: refused when the accounts changed since), and a
 * record. Refused: A = B, an unknown account, an account that is not normal (locked), nothing to move (a migration
 * already done), B holding a role on a server a moved role is on (the message names both).
 */
export const TRANSFER_KINDS = ['migration', 'rebind'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
export const TRANSFER_SCREENS = {
  migration: '/operate/userAccountMigration',
  rebind: '/special/rebind-user',
} as const satisfies Record<TransferKind, string>;
/** Operation-log module codes (one per screen); actions: migrate, rebind. */
export const TRANSFER_MODULES = { migration: 'userAccountMigration', rebind: 'rebindUser' } as const;
export const TRANSFER_ACTIONS = { migration: 'migrate', rebind: 'rebind' } as const;
/** The most roles one rebind names. */
export const REBIND_MAX_ROLES = 20;

const account = (d: string) => str(d, F.account);
const reason = str('原因（必填）', REASON);
const roleIds = Type.Array(str('角色 id', { minLength: 1, ...ROLE_ID }), {
  minItems: 1,
  description: `要换绑的角色 id（1 至 ${REBIND_MAX_ROLES} 个）`,
});

export const transferRole = Type.Object({
  roleId: str('角色 id'),
  name: str('角色名'),
  server: str('区服'),
  level: int('等级'),
  created: time('创建时间'),
  points: int('角色积分（随角色迁移）'),
  balance: int('元宝余额（整数，随角色迁移）'),
});

const balanceChange = Type.Object({ before: int('迁移前'), after: int('迁移后') });
/** Both accounts' balances (the sum of their roles') before and after the transfer. */
const balances = Type.Object({ from: balanceChange, to: balanceChange });

const accountSide = Type.Object({
  uid: int('uid'),
  account: str('账号'),
  contact: str('手机号或邮箱（脱敏）'),
  status: Type.Enum(PLAYER_STATUSES, { description: '账号状态' }),
  roles: Type.Array(transferRole, { description: '该账号现有的角色' }),
  balance: int('元宝余额合计（各角色之和）'),
});

const conflict = Type.Object({
  server: str('区服'),
  roleId: str('要迁移的角色 id'),
  roleName: str('要迁移的角色名'),
  targetRoleId: str('目标账号在该区服已有的角色 id'),
  targetRoleName: str('目标账号在该区服已有的角色名'),
  message: str('说明（按 Accept-Language）'),
});

const preview = Type.Object({
  from: accountSide,
  to: accountSide,
  moves: Type.Array(transferRole, { description: '将要迁移的角色（正是执行时迁移的）' }),
  totalPoints: int('迁移的积分合计'),
  totalBalance: int('迁移的元宝合计'),
  balances,
  conflicts: Type.Array(conflict, { description: '冲突：目标账号在同一区服已有角色（有冲突不可执行）' }),
  token: str('预览令牌：所迁移内容（含余额）的哈希，执行时须原样带回；有冲突时为空'),
});

const record = Type.Object({
  id: int(),
  kind: Type.Enum(TRANSFER_KINDS, { description: 'migration 账号迁移，rebind 角色换绑' }),
  fromAccount: str('源账号 A'),
  toAccount: str('目标账号 B'),
  roles: Type.Array(transferRole, { description: '迁移的角色（执行时的等级、积分与元宝）' }),
  totalPoints: int('迁移的积分合计'),
  totalBalance: int('迁移的元宝合计'),
  balances,
  reason: str('原因'),
  operator: str('操作人'),
  at: time('执行时间'),
});

const pairOf = {
  migration: { from: account('源账号 A（当前游戏）'), to: account('目标账号 B（同一游戏）') },
  rebind: { from: account('源账号 A（当前游戏）'), to: account('目标账号 B（同一游戏）'), roleIds },
};
const migrationPair = Type.Object(pairOf.migration);
const rebindPair = Type.Object(pairOf.rebind);
const token = str('预览令牌', { minLength: 1, maxLength: 128 });

/** The preview and the records of one kind; its execute's common part (the request is added per kind below). */
function kindOps<Req extends TSchema>(kind: TransferKind, pair: Req) {
  const common = {
    auth: 'grant' as const,
    screen: TRANSFER_SCREENS[kind],
    module: TRANSFER_MODULES[kind],
    headers: [GAME_HEADER],
  };
  const what = kind === 'migration' ? '账号 A 的全部角色' : '账号 A 的所选角色';
  return {
    preview: op({
      ...common,
      summary: `预览：${what}迁往账号 B（列出每个角色、区服、等级、积分与冲突；不改变任何数据）`,
      action: 'preview',
      request: pair,
      data: preview,
    }),
    execute: {
      ...common,
      summary: `执行：按预览令牌迁移${what}（状态自预览后有变化 A0403，须重新预览；写操作日志）`,
      action: TRANSFER_ACTIONS[kind],
      creates: true,
      logged: true,
      // docs/rules.md "Change requests"
      approval: { area: 'operate' as const, reason: '角色与余额在两个账号间移动，玩家无法自行撤回' },
      data: record,
    },
    page: op({
      ...common,
      summary: '迁移记录分页（当前游戏，新的在前）',
      action: 'page',
      request: pageQuery({
        account: Type.Optional(str('账号（A 或 B，包含）', { maxLength: 64 })),
        roleId: Type.Optional(str('迁移过的角色 id（精确）', ROLE_ID)),
        operator: Type.Optional(str('操作人（包含）', { maxLength: 32 })),
        from: Type.Optional(time('执行时间起')),
        to: Type.Optional(time('执行时间止')),
      }),
      data: pageOf(record),
    }),
  };
}

const migration = kindOps('migration', migrationPair);
const rebind = kindOps('rebind', rebindPair);
const migrationExecute = Type.Object({ ...pairOf.migration, reason, token });
const rebindExecute = Type.Object({ ...pairOf.rebind, reason, token });

export const paths = {
  '/api/operate/userAccountMigration/preview': migration.preview,
  '/api/operate/userAccountMigration/execute': op({ ...migration.execute, request: migrationExecute }),
  '/api/operate/userAccountMigration/page': migration.page,
  '/api/special/rebindUser/roles': op({
    auth: 'grant',
    screen: TRANSFER_SCREENS.rebind,
    module: TRANSFER_MODULES.rebind,
    headers: [GAME_HEADER],
    summary: '一个账号及其角色（含积分；联系方式脱敏），供选择要换绑的角色',
    action: 'roles',
    request: Type.Object({ account: account('账号') }),
    data: accountSide,
  }),
  '/api/special/rebindUser/preview': rebind.preview,
  '/api/special/rebindUser/execute': op({ ...rebind.execute, request: rebindExecute }),
  '/api/special/rebindUser/page': rebind.page,
} satisfies Paths;
