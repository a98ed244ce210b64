import Type from 'typebox';
import { op, type HeaderParameter, type Paths } from './operation';
import { bool, int, jsonValue, pageOf, pageQuery, str, time } from './schema';
import { REMARK, REASON } from './field';
import { pendingChangeSchema } from './approval';

/**
 * Why a configuration record is saved (optional, up to 200 characters): kept as the new version's reason in its history
 * (docs/rules.md "Configuration history"); part of every hooked save's payload, never of the record itself.
 */
export const CHANGE_REASON = {
  changeReason: Type.Optional(str('修改说明（可选，记入配置历史的原因）', REMARK)),
};

/**
 * Configuration history (docs/rules.md "Configuration history"): every save of a configuration record keeps a
 * version; these calls list a record's versions, compare two of them field by field and roll back to one. They are
 * x-auth `session`: the grant depends on the record's kind, so the handler asks for the read grant of the kind's
 * screen (its list or get call) to read, and the grant of the record's own save call to roll back (A0301 otherwise).
 * Secrets never travel: a diff marks a secret field `secret: true, changed: true|false`, without values.
 */
export const HISTORY_KINDS = [
  'commonConfig',
  'appKey',
  'payConfig',
  'payList',
  'cutPay',
  'updateConfig',
  'antiAddictionPlatform',
  'antiAddictionGame',
  'pluginConfig',
  'protocol',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'rollback'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const CHANGE_OPS = ['added', 'removed', 'changed', 'reordered'] as const;
export type ChangeOp = (typeof CHANGE_OPS)[number];

const GAME_OPTIONAL: HeaderParameter = {
  name: 'X-Game-Id',
  in: 'header',
  required: false,
  description: '当前父游戏 id：按游戏保存的记录（支付配置、支付列表、切换支付、强更、游戏防沉迷、插件参数）必填',
  schema: Type.Integer({ minimum: 1 }),
};

const recordRef = {
  kind: Type.Enum(HISTORY_KINDS, { description: '记录种类' }),
  recordId: int('记录 id（游戏防沉迷为游戏 id，平台防沉迷为 1，插件参数为插件 id）', { minimum: 1 }),
};

export const historyVersion = Type.Object({
  version: int('版本号，从 1 起'),
  action: Type.Enum(HISTORY_ACTIONS, { description: 'create 新建 / update 修改 / delete 删除 / rollback 回滚' }),
  operatorName: str('保存人；空为启用历史前的初始状态'),
  time: time('保存时间'),
  reason: str('原因（回滚必填）'),
  fromVersion: Type.Optional(int('回滚自哪个版本（仅 rollback）')),
  changeRequestId: Type.Optional(int('经审批应用此版本的变更申请 id（仅经变更申请批准保存的版本）')),
  baseline: bool('第一次保存前记录的初始状态'),
  gameId: int('记录所属游戏（0 为通用）'),
});

export const historyChange = Type.Object({
  path: str('字段路径：a.b、list[2].x'),
  op: Type.Enum(CHANGE_OPS, { description: 'added 新增 / removed 删除 / changed 修改 / reordered 顺序变化' }),
  before: Type.Optional(jsonValue('旧值（密钥字段从不返回）')),
  after: Type.Optional(jsonValue('新值（密钥字段从不返回）')),
  secret: Type.Optional(bool('密钥字段：只说明是否变化')),
  changed: Type.Optional(bool('密钥字段是否变化')),
});

export const deletedRecord = Type.Object({
  recordId: int('记录 id'),
  title: str('记录删除前的名称'),
  version: int('删除版本号'),
  time: time('删除时间'),
  operatorName: str('删除人'),
  gameId: int('记录所属游戏（0 为通用）'),
  restorable: bool('可经记录自己的新增保存按某个版本重新建立（沿用原 id）'),
  readOnlyReason: str('不能恢复时的原因（操作人的语言）'),
});

export const paths = {
  '/api/mng/history/page': op({
    summary: '一条配置记录的版本（最新在前）',
    auth: 'session',
    module: 'history',
    action: 'page',
    // the grant of the record kind's own read call (and its game), which the history handler checks itself
    refusals: ['A0301'],
    headers: [GAME_OPTIONAL],
    request: pageQuery(recordRef),
    data: pageOf(historyVersion),
  }),
  '/api/mng/history/deleted': op({
    summary: '某类记录中最新版本为删除的记录（最近删除在前）：其历史仍可查看，能恢复的可回滚重建',
    auth: 'session',
    module: 'history',
    action: 'deleted',
    // the grant of the record kind's own read call (and its game), which the history handler checks itself
    refusals: ['A0301'],
    headers: [GAME_OPTIONAL],
    request: pageQuery({ kind: recordRef.kind }),
    data: pageOf(deletedRecord),
  }),
  '/api/mng/history/diff': op({
    summary: '两个版本逐字段对比（嵌套对象与列表；密钥只说明是否变化）',
    auth: 'session',
    module: 'history',
    action: 'diff',
    // the grant of the record kind's own read call (and its game), which the history handler checks itself
    refusals: ['A0301'],
    headers: [GAME_OPTIONAL],
    request: Type.Object({ ...recordRef, from: int('旧版本', { minimum: 1 }), to: int('新版本', { minimum: 1 }) }),
    data: Type.Object({
      from: int(),
      to: int(),
      equal: bool('两个版本内容相同（不计修改时间、修改人）'),
      changes: Type.Array(historyChange),
    }),
  }),
  '/api/mng/history/rollback': op({
    summary:
      '回滚到某个版本：经记录自己的保存与校验写入一个与之相同的新版本（原因必填，记日志）；已删除的记录经其新增保存按原 id 重建（不能恢复的种类 A0403）',
    auth: 'session',
    module: 'history',
    action: 'rollback',
    logged: true,
    // the grants of the record kind's read and save calls (and its game); a stale base
    refusals: ['A0301', 'A0409'],
    headers: [GAME_OPTIONAL],
    request: Type.Object({
      ...recordRef,
      version: int('回滚到的版本', { minimum: 1 }),
      reason: str('回滚原因', REASON),
      baseVersion: int('抽屉读取时的最新版本号；其间有人保存过这条记录时拒绝 A0409，不回滚', { minimum: 1 }),
      emergency: Type.Optional(
        bool('记录的保存须审批（x-approval）时：紧急变更，立即回滚（须有 /approvals:emergency，否则 A0301）'),
      ),
    }),
    // a record whose save needs approval (x-approval) is rolled back through a change request: the pending answer
    data: Type.Union([
      Type.Object({
        version: int('新写入的版本号'),
        unrestored: Type.Array(str(), { description: '保存路径不接受、因而未能恢复的字段（如只能轮换的密钥）' }),
      }),
      pendingChangeSchema,
    ]),
  }),
} satisfies Paths;
