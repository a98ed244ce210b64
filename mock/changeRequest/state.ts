import { type ApprovalArea, CHANGE_REQUEST_TTL_MS, type ChangeRequestStatus } from '../../src/contract/approvalValues';
import type { QueuedChange } from '../core/approval';
import { BASE_EPOCH, HOUR, MINUTE } from '../core/clock';
import { defineArea, getStore } from '../core/store';
import { payConfigIdOf } from '../pay/index';

/** One difference of a change against its record: a secret says only that it changes. */
export interface DiffEntry {
  path: string;
  before?: unknown;
  after?: unknown;
  secret: boolean;
}

/**
 * A change request (docs/rules.md "Change requests"): the queued call (path, validated body with its secrets as the
 * backend stores them, game, record and base version), who asked and why, and its decision.
 */
export interface ChangeRequest {
  id: number;
  area: ApprovalArea;
  change: QueuedChange;
  target: string;
  reason: string;
  status: ChangeRequestStatus;
  emergency: boolean;
  requesterId: number;
  created: number;
  expiresAt: number;
  diff: DiffEntry[];
  deciderId: number | null;
  decidedAt: number | null;
  comment: string;
  acknowledgedById: number | null;
  acknowledgedAt: number | null;
  outdatedBy: { recordVersion: number; savedBy: string; savedAt: number } | null;
  /**
   * the record as its read answered it when the change was asked (secrets masked; {} when none): what the requester
   * changed is the change's difference against it, what others changed since is the record's
   */
  base: Record<string, unknown>;
  /** an outdated request asked again on the latest version: the new request's id */
  resubmittedAs: number | null;
  /** the outdated request this one asks again */
  resubmitOf: number | null;
}

interface State {
  seq: number;
  requests: ChangeRequest[];
}

/**
 * The seed: a few open requests by people other than admin, so the screen is not empty and admin has some waiting;
 * one expires at the end of the seed's day. Deterministic: dated from the seed's day, not the clock.
 */
function seed(): State {
  const personId = (account: string) => getStore().people.find((p) => p.account === account)?.id ?? 0;
  const requests: ChangeRequest[] = [];
  const add = (
    account: string,
    area: ApprovalArea,
    change: QueuedChange,
    target: string,
    reason: string,
    created: number,
    diff: DiffEntry[],
    expiresAt = created + CHANGE_REQUEST_TTL_MS,
  ) => {
    requests.push({
      id: requests.length + 1,
      area,
      change,
      target,
      reason,
      status: 'pending',
      emergency: false,
      requesterId: personId(account),
      created,
      expiresAt,
      diff,
      deciderId: null,
      decidedAt: null,
      comment: '',
      acknowledgedById: null,
      acknowledgedAt: null,
      outdatedBy: null,
      base: Object.fromEntries(diff.map((d) => [d.path, d.before])),
      resubmittedAs: null,
      resubmitOf: null,
    });
  };
  const payEdit = (gameId: number, id: number | undefined, body: Record<string, unknown>) => ({
    path: '/api/mng/payConfig/edit',
    body: { id, ...body },
    gameId,
    childGameId: 0,
    record: id === undefined ? null : { kind: 'payConfig', id, baseVersion: 1 },
  });
  const unionpay = payConfigIdOf(1, 'unionpay');
  add(
    'hefeng',
    'pay',
    payEdit(1, unionpay, { status: 1, changeReason: '银联通道恢复，重新启用' }),
    `支付配置 unionpay #${unionpay}`,
    '银联通道恢复，重新启用',
    BASE_EPOCH - 2 * HOUR,
    [{ path: 'status', before: 0, after: 1, secret: false }],
  );
  const alipay = payConfigIdOf(1, 'alipay');
  add(
    'linna',
    'pay',
    payEdit(1, alipay, { feeRateBp: 55, changeReason: '与支付宝续签，费率下调至 0.55%' }),
    `支付配置 alipay #${alipay}`,
    '与支付宝续签，费率下调至 0.55%',
    BASE_EPOCH - 48 * HOUR - 30 * MINUTE,
    [{ path: 'feeRateBp', before: 60, after: 55, secret: false }],
    // expires at the end of the seed's day
    BASE_EPOCH + 24 * HOUR - MINUTE,
  );
  return { seq: requests.length, requests };
}

export const changeRequestState = defineArea('changeRequest', seed);
