import { GAME_HEADER, op, type Paths } from './operation';
import { PLAYER_STATUSES } from './players';
import { arr, int, obj, pageOf, pageQuery, str, time, type Schema } from './schema';

/**
 * Role transfers between two SDK accounts of the current game (docs/rules.md "Account migration and role rebind"):
 * /operate/userAccountMigration moves every role of account A to account B, /special/rebind-user moves the selected
 * roles. One flow for both: preview (exactly what moves, each role with its server, level, points and balance, both
 * accounts' balances before and after; conflicts listed), a reason, then execute bound to the preview by its token (a hash of what moves: refused when the accounts
 * changed since), and a record. Refused: A = B, an unknown account, an account that is not normal (locked), nothing to
 * move (a migration already done), B holding a role on a server a moved role is on (the message names both).
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

const account = (d: string) => str(d, { minLength: 1, maxLength: 64 });
const reason = str('原因（必填）', { minLength: 2, maxLength: 200 });
const roleIds = arr(str('角色 id', { minLength: 1, maxLength: 32 }), `要换绑的角色 id（1 至 ${REBIND_MAX_ROLES} 个）`);

export const transferRole = obj(
  {
    roleId: str('角色 id'),
    name: str('角色名'),
    server: str('区服'),
    level: int('等级'),
    created: time('创建时间'),
    points: int('角色积分（随角色迁移）'),
    balance: int('元宝余额（整数，随角色迁移）'),
  },
  ['roleId', 'name', 'server', 'level', 'created', 'points', 'balance'],
);

const balanceChange = obj({ before: int('迁移前'), after: int('迁移后') }, ['before', 'after']);
/** Both accounts' balances (the sum of their roles') before and after the transfer. */
const balances = obj({ from: balanceChange, to: balanceChange }, ['from', 'to']);

const accountSide = obj(
  {
    uid: int('uid'),
    account: str('账号'),
    contact: str('手机号或邮箱（脱敏）'),
    status: str('账号状态', { enum: PLAYER_STATUSES }),
    roles: arr(transferRole, '该账号现有的角色'),
    balance: int('元宝余额合计（各角色之和）'),
  },
  ['uid', 'account', 'contact', 'status', 'roles', 'balance'],
);

const conflict = obj(
  {
    server: str('区服'),
    roleId: str('要迁移的角色 id'),
    roleName: str('要迁移的角色名'),
    targetRoleId: str('目标账号在该区服已有的角色 id'),
    targetRoleName: str('目标账号在该区服已有的角色名'),
    message: str('说明（按 Accept-Language）'),
  },
  ['server', 'roleId', 'roleName', 'targetRoleId', 'targetRoleName', 'message'],
);

const preview = obj(
  {
    from: accountSide,
    to: accountSide,
    moves: arr(transferRole, '将要迁移的角色（正是执行时迁移的）'),
    totalPoints: int('迁移的积分合计'),
    totalBalance: int('迁移的元宝合计'),
    balances,
    conflicts: arr(conflict, '冲突：目标账号在同一区服已有角色（有冲突不可执行）'),
    token: str('预览令牌：所迁移内容（含余额）的哈希，执行时须原样带回；有冲突时为空'),
  },
  ['from', 'to', 'moves', 'totalPoints', 'totalBalance', 'balances', 'conflicts', 'token'],
);

const record = obj(
  {
    id: int(),
    kind: str('migration 账号迁移，rebind 角色换绑', { enum: TRANSFER_KINDS }),
    fromAccount: str('源账号 A'),
    toAccount: str('目标账号 B'),
    roles: arr(transferRole, '迁移的角色（执行时的等级、积分与元宝）'),
    totalPoints: int('迁移的积分合计'),
    totalBalance: int('迁移的元宝合计'),
    balances,
    reason: str('原因'),
    operator: str('操作人'),
    at: time('执行时间'),
  },
  [
    'id',
    'kind',
    'fromAccount',
    'toAccount',
    'roles',
    'totalPoints',
    'totalBalance',
    'balances',
    'reason',
    'operator',
    'at',
  ],
);

const pairOf = {
  migration: { from: account('源账号 A（当前游戏）'), to: account('目标账号 B（同一游戏）') },
  rebind: { from: account('源账号 A（当前游戏）'), to: account('目标账号 B（同一游戏）'), roleIds },
};
const migrationPair = obj(pairOf.migration, ['from', 'to']);
const rebindPair = obj(pairOf.rebind, ['from', 'to', 'roleIds']);
const token = str('预览令牌', { minLength: 1, maxLength: 128 });

/** The preview and the records of one kind; its execute's common part (the request is added per kind below). */
function kindOps<Req extends Schema>(kind: TransferKind, pair: Req) {
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
      log: true,
      data: record,
    },
    page: op({
      ...common,
      summary: '迁移记录分页（当前游戏，新的在前）',
      action: 'page',
      request: pageQuery({
        account: str('账号（A 或 B，包含）', { maxLength: 64 }),
        roleId: str('迁移过的角色 id（精确）', { maxLength: 32 }),
        operator: str('操作人（包含）', { maxLength: 32 }),
        from: time('执行时间起'),
        to: time('执行时间止'),
      }),
      data: pageOf(record),
    }),
  };
}

const migration = kindOps('migration', migrationPair);
const rebind = kindOps('rebind', rebindPair);
const migrationExecute = obj({ ...pairOf.migration, reason, token }, ['from', 'to', 'reason', 'token']);
const rebindExecute = obj({ ...pairOf.rebind, reason, token }, ['from', 'to', 'roleIds', 'reason', 'token']);

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
    request: obj({ account: account('账号') }, ['account']),
    data: accountSide,
  }),
  '/api/special/rebindUser/preview': rebind.preview,
  '/api/special/rebindUser/execute': op({ ...rebind.execute, request: rebindExecute }),
  '/api/special/rebindUser/page': rebind.page,
} satisfies Paths;
