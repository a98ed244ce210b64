import Type from 'typebox';
import { APPROVAL_AREAS, APPROVALS_SCREEN, CHANGE_REQUEST_STATUSES } from './approvalValues';
import { NOTE, REASON, REMARK } from './field';
import { op, type Paths } from './operation';
import { bool, id, int, jsonValue, nullable, pageOf, pageQuery, str, time } from './schema';

/**
 * Change requests (/approvals; docs/rules.md "Change requests"): the risky changes waiting for, or past, a second
 * person's decision, and the emergency changes applied at once until someone acknowledges them. A request is a
 * versioned record: each decision carries the `baseVersion` it was read at; deciding carries a request id.
 */
const area = Type.Enum(APPROVAL_AREAS, { description: '审批范围（授权 /approvals:<area>）' });
const status = Type.Enum(CHANGE_REQUEST_STATUSES, {
  description:
    'pending 待审批 / approved 已批准并生效 / rejected 已驳回 / withdrawn 已撤回 / expired 已过期（未生效）/ ' +
    'outdated 已过时（记录在申请后被改过，未生效，可在最新版本上重新提交）',
});

const diffEntry = Type.Object({
  path: str('字段'),
  label: str('字段的名称（契约中该请求字段说明的开头，操作人界面显示用；无说明为空串）'),
  before: Type.Optional(jsonValue('当前值（密钥字段不给出）')),
  after: Type.Optional(jsonValue('申请的值（密钥字段不给出）')),
  secret: bool('密钥字段：只说明已变化'),
});

export const changeRequestRow = Type.Object({
  id: int(),
  area,
  path: str('申请执行的接口'),
  module: str('操作日志模块'),
  action: str('操作日志动作'),
  summary: str('接口说明'),
  riskReason: str('为什么需要审批（契约的 x-approval-reason）'),
  gameId: int('X-Game-Id（0 为通用）'),
  target: str('对象（如 支付配置 wechat #3）'),
  recordKind: str('记录种类（无则为空串）'),
  recordId: nullable(int('记录 id')),
  recordBaseVersion: nullable(int('申请时记录的版本：批准时记录已不是这一版则变为 outdated')),
  payload: jsonValue('申请的请求体（密钥显示为 ***）'),
  diff: Type.Array(diffEntry, { description: '与当前记录的差异（待审批时按当前记录计算）' }),
  reason: str('申请原因'),
  status,
  emergency: bool('紧急变更：已立即生效'),
  requesterId: int(),
  requesterName: str('申请人'),
  created: time('申请时间'),
  expiresAt: time('过期时间'),
  deciderName: str('审批人（撤回为申请人；未决为空串）'),
  decidedAt: nullable(time('决定时间')),
  comment: str('审批意见'),
  acknowledgedBy: str('紧急变更的确认人（未确认或非紧急为空串）'),
  acknowledgedAt: nullable(time('确认时间')),
  outdatedBy: nullable(
    Type.Object(
      { recordVersion: int('记录的最新版本'), savedBy: str('最新版本的保存人'), savedAt: time('保存时间') },
      { description: '过时时记录的最新版本' },
    ),
  ),
  resubmittedAs: nullable(int('已在最新版本上重新提交：新申请的 id')),
  resubmitOf: nullable(int('由哪条已过时的申请重新提交而来')),
  rebased: nullable(
    Type.Array(
      Type.Object({
        ...diffEntry.properties,
        theirs: bool('申请后他人也改过该字段：重新提交以申请的值为准'),
      }),
      {
        description:
          '已过时且未重新提交的申请，对申请人：在最新版本上重新提交会做的修改（申请改过的字段用申请的值，其余字段用最新值；' +
          '只在读取一条时给出，其余为 null）',
      },
    ),
  ),
  logIds: Type.Array(int(), { description: '相关的操作日志 id（申请、决定、生效），按时间' }),
});

const common = { auth: 'grant' as const, screen: APPROVALS_SCREEN, module: 'changeRequest' };
/** A decision on one request: its id, the version it was read at, and a comment (required to reject). */
const decide = (action: string, summary: string, required: boolean) =>
  op({
    ...common,
    record: 'changeRequest',
    versioned: true,
    creates: true,
    logged: true,
    action,
    summary,
    request: Type.Object({
      id: id('变更申请 id'),
      comment: required ? str('意见（必填）', NOTE) : Type.Optional(str('意见', REMARK)),
    }),
    data: changeRequestRow,
  });

export const paths = {
  '/api/mng/changeRequest/page': op({
    ...common,
    record: 'changeRequest',
    action: 'page',
    summary: '变更申请分页（最新在前）：自己提交的与有审批权的范围内的',
    request: pageQuery({
      view: Type.Optional(
        Type.Enum(['waiting', 'mine', 'all'], {
          description: 'waiting 待我审批（他人提交、待审批、我有该范围授权）/ mine 我提交的 / all 全部可见的[all]',
        }),
      ),
      area: Type.Optional(area),
      status: Type.Optional(status),
      person: Type.Optional(str('申请人或审批人姓名、账号包含')),
      emergency: Type.Optional(bool('只看紧急变更')),
      unacknowledged: Type.Optional(bool('只看未确认的紧急变更')),
      startTime: Type.Optional(time('申请时间起（含）')),
      endTime: Type.Optional(time('申请时间止（含）')),
    }),
    data: pageOf(changeRequestRow),
  }),
  '/api/mng/changeRequest/get': op({
    ...common,
    record: 'changeRequest',
    readsRecord: true,
    action: 'get',
    summary: '一条变更申请（待审批时差异按当前记录计算）',
    request: Type.Object({ id: id('变更申请 id') }),
    data: changeRequestRow,
  }),
  '/api/mng/changeRequest/count': op({
    ...common,
    action: 'count',
    summary: '角标数字：待我审批的申请数、待确认的紧急变更数',
    data: Type.Object({
      waiting: int('他人提交、待我审批的'),
      unacknowledged: int('我可确认的未确认紧急变更'),
    }),
  }),
  '/api/mng/changeRequest/approve': decide(
    'approve',
    '批准并执行（不能批准自己的申请；记录已改过则变为 outdated，不执行）',
    false,
  ),
  '/api/mng/changeRequest/reject': decide('reject', '驳回（须填写意见）', true),
  '/api/mng/changeRequest/withdraw': decide('withdraw', '撤回自己的申请', false),
  '/api/mng/changeRequest/resubmit': op({
    ...common,
    record: 'changeRequest',
    versioned: true,
    creates: true,
    logged: true,
    action: 'resubmit',
    summary:
      '申请人在最新版本上重新提交已过时的申请：申请改过的字段用申请的值，其余用最新值，成为一条新的待审批申请（原申请记下新申请的 id；只能重新提交一次）',
    request: Type.Object({
      id: id('已过时的变更申请 id'),
      changeReason: str('新申请的变更原因（必填）', REASON),
    }),
    data: changeRequestRow,
  }),
  '/api/mng/changeRequest/acknowledge': decide('acknowledge', '确认他人的紧急变更（不能确认自己的）', false),
} satisfies Paths;
