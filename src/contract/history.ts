import { op, type HeaderParameter, type Paths } from './operation';
import { arr, bool, int, json, obj, pageOf, pageQuery, str, time } from './schema';

/**
 * Why a configuration record is saved (optional, up to 200 characters): kept as the new version's reason in its history
 * (docs/rules.md "Configuration history"); part of every hooked save's payload, never of the record itself.
 */
export const CHANGE_REASON = { changeReason: str('修改说明（可选，记入配置历史的原因）', { maxLength: 200 }) };

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
  schema: { type: 'integer', minimum: 1 },
};

const recordRef = {
  kind: str('记录种类', { enum: HISTORY_KINDS }),
  recordId: int('记录 id（游戏防沉迷为游戏 id，平台防沉迷为 1，插件参数为插件 id）', { minimum: 1 }),
};

export const historyVersion = obj(
  {
    version: int('版本号，从 1 起'),
    action: str('create 新建 / update 修改 / delete 删除 / rollback 回滚', { enum: HISTORY_ACTIONS }),
    operatorName: str('保存人；空为启用历史前的初始状态'),
    time: time('保存时间'),
    reason: str('原因（回滚必填）'),
    fromVersion: int('回滚自哪个版本（仅 rollback）'),
    baseline: bool('第一次保存前记录的初始状态'),
    gameId: int('记录所属游戏（0 为通用）'),
  },
  ['version', 'action', 'operatorName', 'time', 'reason', 'baseline', 'gameId'],
);

export const historyChange = obj(
  {
    path: str('字段路径：a.b、list[2].x'),
    op: str('added 新增 / removed 删除 / changed 修改 / reordered 顺序变化', { enum: CHANGE_OPS }),
    before: json('旧值（密钥字段从不返回）'),
    after: json('新值（密钥字段从不返回）'),
    secret: bool('密钥字段：只说明是否变化'),
    changed: bool('密钥字段是否变化'),
  },
  ['path', 'op'],
);

export const deletedRecord = obj(
  {
    recordId: int('记录 id'),
    title: str('记录删除前的名称'),
    version: int('删除版本号'),
    time: time('删除时间'),
    operatorName: str('删除人'),
    gameId: int('记录所属游戏（0 为通用）'),
    restorable: bool('可经记录自己的新增保存按某个版本重新建立（沿用原 id）'),
    readOnlyReason: str('不能恢复时的原因（操作人的语言）'),
  },
  ['recordId', 'title', 'version', 'time', 'operatorName', 'gameId', 'restorable', 'readOnlyReason'],
);

export const paths = {
  '/api/mng/history/page': op({
    summary: '一条配置记录的版本（最新在前）',
    auth: 'session',
    module: 'history',
    action: 'page',
    headers: [GAME_OPTIONAL],
    request: pageQuery(recordRef, ['kind', 'recordId']),
    data: pageOf(historyVersion),
  }),
  '/api/mng/history/deleted': op({
    summary: '某类记录中最新版本为删除的记录（最近删除在前）：其历史仍可查看，能恢复的可回滚重建',
    auth: 'session',
    module: 'history',
    action: 'deleted',
    headers: [GAME_OPTIONAL],
    request: pageQuery({ kind: recordRef.kind }, ['kind']),
    data: pageOf(deletedRecord),
  }),
  '/api/mng/history/diff': op({
    summary: '两个版本逐字段对比（嵌套对象与列表；密钥只说明是否变化）',
    auth: 'session',
    module: 'history',
    action: 'diff',
    headers: [GAME_OPTIONAL],
    request: obj({ ...recordRef, from: int('旧版本', { minimum: 1 }), to: int('新版本', { minimum: 1 }) }, [
      'kind',
      'recordId',
      'from',
      'to',
    ]),
    data: obj(
      { from: int(), to: int(), equal: bool('两个版本内容相同（不计修改时间、修改人）'), changes: arr(historyChange) },
      ['from', 'to', 'equal', 'changes'],
    ),
  }),
  '/api/mng/history/rollback': op({
    summary:
      '回滚到某个版本：经记录自己的保存与校验写入一个与之相同的新版本（原因必填，记日志）；已删除的记录经其新增保存按原 id 重建（不能恢复的种类 A0403）',
    auth: 'session',
    module: 'history',
    action: 'rollback',
    log: true,
    headers: [GAME_OPTIONAL],
    request: obj(
      {
        ...recordRef,
        version: int('回滚到的版本', { minimum: 1 }),
        reason: str('回滚原因', { minLength: 2, maxLength: 200 }),
        baseVersion: int('抽屉读取时的最新版本号；其间有人保存过这条记录时拒绝 A0409，不回滚', { minimum: 1 }),
      },
      ['kind', 'recordId', 'version', 'reason', 'baseVersion'],
    ),
    data: obj(
      {
        version: int('新写入的版本号'),
        unrestored: arr(str(), '保存路径不接受、因而未能恢复的字段（如只能轮换的密钥）'),
      },
      ['version', 'unrestored'],
    ),
  }),
} satisfies Paths;
