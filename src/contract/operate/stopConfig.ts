import { GAME_HEADER, op, type Paths } from '../operation';
import { PLAYER_TARGET_TYPES, playerBrief } from '../players';
import { arr, bool, id, idBody, int, nullable, obj, pageOf, pageQuery, record, str, time } from '../schema';

/**
 * Bans (/operate/stopConfig): per game (X-Game-Id), a target (account / role / device / IP) is refused some scopes
 * (login, register, pay, chat) from a start until an end or for ever. The status follows the backend's clock at read
 * time: scheduled before the start, active from the start, expired from the end, lifted once lifted (docs/rules.md
 * "Bans"). Targets must be known players of the game (IPs: valid IPv4/IPv6). A new ban that overlaps in time a
 * scheduled or active ban of the same target sharing a scope is a duplicate and refused (A0403, naming it).
 */
const STOP = '/operate/stopConfig';

export const BAN_SCOPES = ['login', 'register', 'pay', 'chat'] as const;
export type BanScope = (typeof BAN_SCOPES)[number];
export const BAN_STATUSES = ['scheduled', 'active', 'expired', 'lifted'] as const;
export type BanStatus = (typeof BAN_STATUSES)[number];
export { PLAYER_TARGET_TYPES as BAN_TARGET_TYPES };
/** The most rows one CSV import takes. */
export const BAN_IMPORT_MAX_ROWS = 2000;

const targetType = str('目标类型：account 账号，role 角色 id，device 设备 id，ip', { enum: PLAYER_TARGET_TYPES });
const target = str('目标值', { minLength: 1, maxLength: 64 });
const scopes = arr(str('范围', { enum: BAN_SCOPES }), '封禁范围（一项或多项，不可为空）');

const banWrite = {
  targetType,
  target,
  scopes,
  startAt: time('开始时间，空为现在'),
  endAt: time('结束时间，空为永久'),
  reason: str('原因', { minLength: 1, maxLength: 200 }),
};

const banRow = obj(
  {
    id: int(),
    gameId: int('所属游戏'),
    targetType,
    target: str('目标值'),
    scopes: arr(str('范围', { enum: BAN_SCOPES })),
    startAt: time('开始时间'),
    endAt: nullable(time('结束时间，null 为永久')),
    reason: str('原因'),
    status: str('状态（按后端时钟计算）', { enum: BAN_STATUSES }),
    source: str('来源：manual 手工，import 导入', { enum: ['manual', 'import'] }),
    liftedAt: nullable(time('解除时间')),
    liftedBy: str('解除人'),
    liftReason: str('解除原因'),
    created: time('创建时间'),
    createdBy: str('创建人'),
    updated: time('更新时间'),
    updatedBy: str('最后修改人'),
    blocked: int('拦截次数：模拟玩家活动中被它挡下的登录或支付'),
    lastBlockedAt: nullable(time('最近一次拦截时间')),
  },
  [
    'id',
    'gameId',
    'targetType',
    'target',
    'scopes',
    'startAt',
    'endAt',
    'reason',
    'status',
    'source',
    'liftedAt',
    'liftedBy',
    'liftReason',
    'created',
    'createdBy',
    'updated',
    'updatedBy',
    'blocked',
    'lastBlockedAt',
  ],
);

const importError = obj(
  { column: str('列名，文件级问题为空'), code: str('问题代码'), message: str('说明（按 Accept-Language）') },
  ['column', 'code', 'message'],
);
const importRow = obj(
  {
    row: int('文件中的行号（表头为第 1 行）'),
    values: record(str(), '该行各列的原文（列名 → 值）'),
    kind: str('valid 可导入，duplicate 与生效中的封禁重复，unknownTarget 目标不存在，invalid 值错误', {
      enum: ['valid', 'duplicate', 'unknownTarget', 'invalid'],
    }),
    errors: arr(importError),
  },
  ['row', 'values', 'kind', 'errors'],
);
const importPreview = obj(
  {
    columns: arr(str()),
    rows: arr(importRow),
    fileErrors: arr(importError),
    validCount: int('可导入的行数'),
    invalidCount: int('有问题的行数'),
    token: str('预览令牌：所示各行及其检查所依据的封禁状态的哈希，导入时须原样带回'),
  },
  ['columns', 'rows', 'fileErrors', 'validCount', 'invalidCount', 'token'],
);
const csv = str('CSV 文本（UTF-8）', { minLength: 1, maxLength: 2_000_000 });
const csvBody = obj({ csv }, ['csv']);
const importBody = obj({ csv, token: str('导入预览的令牌', { minLength: 1, maxLength: 128 }) }, ['csv', 'token']);

const common = { auth: 'grant' as const, screen: STOP, module: 'stopConfig', headers: [GAME_HEADER] };

export const paths = {
  '/api/operate/stopConfig/page': op({
    record: 'stopConfig',
    ...common,
    summary: '封禁分页（当前游戏，按 id 倒序）',
    action: 'page',
    request: pageQuery({
      targetType: str('目标类型', { enum: PLAYER_TARGET_TYPES }),
      target: str('目标值（包含）', { maxLength: 64 }),
      scope: str('含此范围', { enum: BAN_SCOPES }),
      status: str('状态（按后端时钟）', { enum: BAN_STATUSES }),
      from: time('时段开始：与封禁期有交集'),
      to: time('时段结束：与封禁期有交集'),
    }),
    data: pageOf(banRow),
  }),
  '/api/operate/stopConfig/get': op({
    ...common,
    record: 'stopConfig',
    summary: '一条封禁',
    action: 'get',
    request: idBody(),
    data: banRow,
  }),
  '/api/operate/stopConfig/add': op({
    ...common,
    summary: '新增封禁（目标不存在 A0400；与生效中或待生效的同目标同范围封禁重叠 A0403）',
    action: 'add',
    request: obj(banWrite, ['targetType', 'target', 'scopes', 'reason']),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/operate/stopConfig/edit': op({
    record: 'stopConfig',
    ...common,
    summary: '编辑封禁（已解除的不可编辑）',
    action: 'edit',
    request: obj({ id: id(), ...banWrite }, ['id', 'targetType', 'target', 'scopes', 'reason']),
  }),
  '/api/operate/stopConfig/lift': op({
    record: 'stopConfig',
    ...common,
    summary: '解除封禁（需原因；已过期或已解除的不可解除）',
    action: 'lift',
    log: true,
    request: obj({ id: id(), reason: str('解除原因', { minLength: 1, maxLength: 200 }) }, ['id', 'reason']),
  }),
  '/api/operate/stopConfig/check': op({
    ...common,
    summary: '此目标现在（或指定时间）是否在此范围内被封禁，以及生效的封禁',
    action: 'check',
    request: obj({ targetType, target, scope: str('范围', { enum: BAN_SCOPES }), at: time('时间，空为现在') }, [
      'targetType',
      'target',
      'scope',
    ]),
    data: obj(
      {
        at: time('判断所用的时间'),
        banned: bool('是否被封禁'),
        bans: arr(banRow, '生效的封禁'),
        known: bool('目标是否为本游戏已知玩家（IP：有玩家近期从此 IP 登录）'),
        players: arr(playerBrief, '目标对应的玩家（最多 20 个，联系方式脱敏）'),
      },
      ['at', 'banned', 'bans', 'known', 'players'],
    ),
  }),
  '/api/operate/stopConfig/importPreview': op({
    ...common,
    summary: 'CSV 批量导入预览：逐行检查，不保存',
    action: 'preview',
    request: csvBody,
    data: importPreview,
  }),
  '/api/operate/stopConfig/import': op({
    ...common,
    summary:
      'CSV 批量导入：按预览令牌只保存预览中的有效行（预览后所依据的封禁或文件有变化 A0403，须重新预览），每条封禁写一条操作日志',
    action: 'import',
    // one entry per created ban, written by the handler (not one for the call)
    log: false,
    request: importBody,
    data: obj({ created: int('新建的封禁数'), skipped: int('跳过的问题行数'), ids: arr(int()) }, [
      'created',
      'skipped',
      'ids',
    ]),
  }),
} satisfies Paths;
