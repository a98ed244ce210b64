import Type from 'typebox';
import { REASON } from './field';
import { bool, int, str, time } from './schema';
import type { ApprovalArea } from './approvalValues';

/**
 * Change requests (docs/rules.md "Change requests"): a risky operation (declared `approval` on the operation, published
 * as `x-approval`) saves nothing when submitted: it becomes a change request another person holding the approval grant
 * of its area approves, and only then is it applied, against the record's version it was asked on.
 */

/**
 * What an operation declares when it is risky: its area (whose grant approves it) and why, in one line; where the
 * risk depends on the payload (or on the record it changes), the rule (`when`, a pure function of the contract beside the area's rules, so the form,
 * the backend and the docs read the same) and its text (`whenText`, published as `x-approval-when`).
 */
export interface ApprovalSpec {
  area: ApprovalArea;
  reason: string;
  /** the validated body, the record it changes as its read answers it (null for a creation), the domain's facts */
  when?(body: Record<string, unknown>, current: Record<string, unknown> | null, facts: unknown): boolean;
  whenText?: string;
}

/** The fields a risky call adds to its body: the required reason, and the emergency path. */
export const APPROVAL_FIELDS = {
  changeReason: str('变更原因（必填，记入变更申请、操作日志与配置历史）', REASON),
  emergency: Type.Optional(
    bool('紧急变更：立即生效（须有紧急变更授权 /approvals:emergency，否则 A0301），记入操作日志并待第二人确认'),
  ),
};

/** The same fields where only some payloads are risky: the reason is required of those (the backend checks it). */
export const APPROVAL_FIELDS_WHEN = {
  changeReason: Type.Optional(str('变更原因（需审批的内容必填：见 x-approval-when）', REASON)),
  emergency: APPROVAL_FIELDS.emergency,
};

/** The answer of a risky call that was queued instead of applied. */
export const pendingChangeSchema = Type.Object(
  {
    changeRequest: Type.Object({
      id: int('变更申请 id'),
      status: Type.Literal('pending', { description: '待审批' }),
      expiresAt: time('过期时间（未审批则作废）'),
    }),
  },
  { description: '已提交变更申请，等待审批：什么都没有保存' },
);
