import Type from 'typebox';
import { GAME_HEADER, op, type Paths } from '../operation';
import { PLAYER_TARGET_TYPES, playerBrief } from '../players';
import { bool, id, idBody, int, nullable, pageOf, pageQuery, str, time } from '../schema';
import { BAN_SCOPES, BAN_STATUSES, OPERATE_FIELDS } from './values';
import { NOTE } from '../field';
import { banImportNeedsApproval, banNeedsApproval } from './banRules';

/** IP and device bans and large imports need a second person (docs/rules.md "Change requests"). */
const BAN_APPROVAL = {
  area: 'operate' as const,
  reason: '一个 IP 或设备可能对应许多玩家',
  when: banNeedsApproval,
  whenText: 'targetType 为 ip 或 device 时',
};

export { BAN_SCOPES, BAN_STATUSES };

/**
 * Bans (/operate/stopConfig): per game (X-Game-Id), a target (account / role / device / IP) is refused some scopes
 * (login, register, pay, chat) from a start until an end or for ever. The status follows the backend's clock at read
 * time: scheduled before the start, active from the start, expired from the end, lifted once lifted
 * (src/pages/operate/README.md "Bans"). Targets must be known players of the game (IPs: valid IPv4/IPv6). A new ban
 * that overlaps in time a scheduled or active ban of the same target sharing a scope is a duplicate and refused (A0403,
 * naming it).
 */
const STOP = '/operate/stopConfig';
export type BanScope = (typeof BAN_SCOPES)[number];
export type BanStatus = (typeof BAN_STATUSES)[number];
export { PLAYER_TARGET_TYPES as BAN_TARGET_TYPES };
/** The most rows one CSV import takes. */
export const BAN_IMPORT_MAX_ROWS = 2000;

const targetType = Type.Enum(PLAYER_TARGET_TYPES, {
  description: '目标类型：account 账号，role 角色 id，device 设备 id，ip',
});
const target = str('目标值', OPERATE_FIELDS.banTarget);
const scopes = Type.Array(Type.Enum(BAN_SCOPES, { description: '范围' }), {
  description: '封禁范围（一项或多项，不可为空）',
});

const banWrite = Type.Object({
  targetType,
  target,
  scopes,
  startAt: Type.Optional(time('开始时间，空为现在')),
  endAt: Type.Optional(time('结束时间，空为永久')),
  reason: str('原因', NOTE),
});

const banRow = Type.Object({
  id: int(),
  gameId: int('所属游戏'),
  targetType,
  target: str('目标值'),
  scopes: Type.Array(Type.Enum(BAN_SCOPES, { description: '范围' })),
  startAt: time('开始时间'),
  endAt: nullable(time('结束时间，null 为永久')),
  reason: str('原因'),
  status: Type.Enum(BAN_STATUSES, { description: '状态（按后端时钟计算）' }),
  source: Type.Enum(['manual', 'import'], { description: '来源：manual 手工，import 导入' }),
  liftedAt: nullable(time('解除时间')),
  liftedBy: str('解除人'),
  liftReason: str('解除原因'),
  created: time('创建时间'),
  createdBy: str('创建人'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
  blocked: int('拦截次数：模拟玩家活动中被它挡下的登录或支付'),
  lastBlockedAt: nullable(time('最近一次拦截时间')),
});

const importError = Type.Object({
  column: str('列名，文件级问题为空'),
  code: str('问题代码'),
  message: str('说明（按 Accept-Language）'),
});
const importRow = Type.Object({
  row: int('文件中的行号（表头为第 1 行）'),
  values: Type.Record(Type.String(), str(), { description: '该行各列的原文（列名 → 值）' }),
  kind: Type.Enum(['valid', 'duplicate', 'unknownTarget', 'invalid'], {
    description: 'valid 可导入，duplicate 与生效中的封禁重复，unknownTarget 目标不存在，invalid 值错误',
  }),
  errors: Type.Array(importError),
});
const importPreview = Type.Object({
  columns: Type.Array(str()),
  rows: Type.Array(importRow),
  fileErrors: Type.Array(importError),
  validCount: int('可导入的行数'),
  invalidCount: int('有问题的行数'),
  token: str('预览令牌：所示各行及其检查所依据的封禁状态的哈希，导入时须原样带回'),
});
const csv = str('CSV 文本（UTF-8）', { minLength: 1, maxLength: 2_000_000 });
const csvBody = Type.Object({ csv });
const importBody = Type.Object({ csv, token: str('导入预览的令牌', { minLength: 1, maxLength: 128 }) });

const common = { auth: 'grant' as const, screen: STOP, module: 'stopConfig', headers: [GAME_HEADER] };

export const paths = {
  '/api/operate/stopConfig/page': op({
    record: 'stopConfig',
    ...common,
    summary: '封禁分页（当前游戏，按 id 倒序）',
    action: 'page',
    request: pageQuery({
      targetType: Type.Optional(Type.Enum(PLAYER_TARGET_TYPES, { description: '目标类型' })),
      target: Type.Optional(str('目标值（包含）', { maxLength: 64 })),
      scope: Type.Optional(Type.Enum(BAN_SCOPES, { description: '含此范围' })),
      status: Type.Optional(Type.Enum(BAN_STATUSES, { description: '状态（按后端时钟）' })),
      from: Type.Optional(time('时段开始：与封禁期有交集')),
      to: Type.Optional(time('时段结束：与封禁期有交集')),
    }),
    data: pageOf(banRow),
  }),
  '/api/operate/stopConfig/get': op({
    ...common,
    record: 'stopConfig',
    summary: '一条封禁',
    action: 'get',
    readsRecord: true,
    request: idBody(),
    data: banRow,
  }),
  '/api/operate/stopConfig/add': op({
    creates: true,
    logged: true,
    ...common,
    summary: '新增封禁（目标不存在 A0400；与生效中或待生效的同目标同范围封禁重叠 A0403）',
    action: 'add',
    approval: BAN_APPROVAL,
    request: banWrite,
    data: Type.Object({ id: int() }),
  }),
  '/api/operate/stopConfig/edit': op({
    versioned: true,
    logged: true,
    record: 'stopConfig',
    ...common,
    summary: '编辑封禁（已解除的不可编辑）',
    action: 'edit',
    approval: BAN_APPROVAL,
    request: Type.Object({ id: id(), ...banWrite.properties }),
  }),
  '/api/operate/stopConfig/lift': op({
    record: 'stopConfig',
    ...common,
    summary: '解除封禁（需原因；已过期或已解除的不可解除）',
    action: 'lift',
    logged: true,
    request: Type.Object({ id: id(), reason: str('解除原因', NOTE) }),
  }),
  '/api/operate/stopConfig/check': op({
    ...common,
    summary: '此目标现在（或指定时间）是否在此范围内被封禁，以及生效的封禁',
    action: 'check',
    request: Type.Object({
      targetType,
      target,
      scope: Type.Enum(BAN_SCOPES, { description: '范围' }),
      at: Type.Optional(time('时间，空为现在')),
    }),
    data: Type.Object({
      at: time('判断所用的时间'),
      banned: bool('是否被封禁'),
      bans: Type.Array(banRow, { description: '生效的封禁' }),
      known: bool('目标是否为本游戏已知玩家（IP：有玩家近期从此 IP 登录）'),
      players: Type.Array(playerBrief, { description: '目标对应的玩家（最多 20 个，联系方式脱敏）' }),
    }),
  }),
  '/api/operate/stopConfig/importPreview': op({
    ...common,
    summary: 'CSV 批量导入预览：逐行检查，不保存',
    action: 'preview',
    request: csvBody,
    data: importPreview,
  }),
  '/api/operate/stopConfig/import': op({
    creates: true,
    ...common,
    summary:
      'CSV 批量导入：按预览令牌只保存预览中的有效行（预览后所依据的封禁或文件有变化 A0403，须重新预览），每条封禁写一条操作日志',
    action: 'import',
    // one entry per created ban, written by the handler (not one for the call)
    logged: false,
    approval: {
      area: 'operate',
      reason: '一次封禁大量目标会影响大量玩家',
      when: banImportNeedsApproval,
      whenText: 'CSV 表头后超过 100 行（目标）时',
    },
    request: importBody,
    data: Type.Object({ created: int('新建的封禁数'), skipped: int('跳过的问题行数'), ids: Type.Array(int()) }),
  }),
} satisfies Paths;
