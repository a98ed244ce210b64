import { operationOf } from '../../src/contract';
import { CALL_FIELDS } from '../../src/contract/fieldLabels';
import {
  type ApprovalArea,
  approvalKey,
  CHANGE_REQUEST_TTL_MS,
  EMERGENCY_KEY,
} from '../../src/contract/approvalValues';
import { hasGrant } from '../core/access';
import type { ApiContext, AuditInfo } from '../core/apiTypes';
import { currentRecord, type Queued, type QueuedChange } from '../core/approval';
import { businessSecondText, now } from '../core/clock';
import { isPlainObject } from '../core/validate';
import { isSecretKey, redact, writeOpLog } from '../core/oplogWriter';
import { say } from '../core/messageBook';
import { getStore } from '../core/store';
import type { Person } from '../core/types';
import type { Lang } from '../core/i18n';
import { fieldLabel } from './labels';
import { CHANGE_REQUEST_MESSAGES as M } from './messages';
import { type ChangeRequest, changeRequestState, type DiffEntry } from './state';

/** Change requests kept, listed and shown (docs/rules.md "Change requests"). */

/** Body fields that are the call's, not the record's: never part of a difference (the contract's list). */
const NOT_RECORD = CALL_FIELDS;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The difference of a change against the record as read now: each field the change sets to another value; a secret
 * only that it changes (sent non-empty); a change that sets nothing (a delete) lists the record's fields as removed.
 */
export function diffOf(body: Record<string, unknown>, current: unknown): DiffEntry[] {
  const record = isPlainObject(current) ? current : {};
  const fields = Object.entries(body).filter(([k]) => !NOT_RECORD.has(k));
  if (fields.length === 0) {
    return Object.entries(record)
      .filter(([k]) => !NOT_RECORD.has(k))
      .map(([path, before]) => (isSecretKey(path) ? { path, secret: true } : { path, before, secret: false }));
  }
  return fields.flatMap(([path, after]): DiffEntry[] => {
    if (isSecretKey(path)) return typeof after === 'string' && after.trim() ? [{ path, secret: true }] : [];
    const before = record[path];
    return same(before, after) ? [] : [{ path, before: before ?? null, after, secret: false }];
  });
}

/** One field of an outdated change asked again: `theirs` when someone else changed it too since it was asked. */
export type RebasedEntry = DiffEntry & { theirs: boolean };

/**
 * An outdated change asked again on the record as it is now (the stale-save merge, docs/rules.md "Request ids and
 * versions"): the fields the requester changed keep the requester's values, every other field takes the latest
 * value; a secret is sent as it was (empty keeps the stored one). Answers that body and its difference against the
 * record now, each field saying whether someone else changed it since (the requester's value wins there too).
 */
export function rebase(
  r: Pick<ChangeRequest, 'change' | 'base'>,
  current: Record<string, unknown>,
): { body: Record<string, unknown>; diff: RebasedEntry[] } {
  const mine = new Set(diffOf(r.change.body, r.base).map((d) => d.path));
  const body = Object.fromEntries(
    Object.entries(r.change.body).map(([k, v]) =>
      NOT_RECORD.has(k) || isSecretKey(k) || mine.has(k) || !(k in current) ? [k, v] : [k, current[k]],
    ),
  );
  const diff = diffOf(body, current).map((d) => ({
    ...d,
    theirs: !d.secret && mine.has(d.path) && !same(r.base[d.path], current[d.path]),
  }));
  return { body, diff };
}

/** A pending request past its expiry is expired (nothing applied); done before any read or decision. */
export function expireDue(): void {
  const t = now();
  changeRequestState().requests.forEach((r) => {
    if (r.status === 'pending' && r.expiresAt <= t) r.status = 'expired';
  });
}

export const areaOf = (path: string): ApprovalArea => (operationOf(path)?.['x-approval-area'] ?? 'pay') as ApprovalArea;

/** Whether `me` may decide (approve, reject) requests of `area`. */
export const mayDecide = (me: Person, area: ApprovalArea): boolean => hasGrant(me, approvalKey(area));

/** Whether `me` may acknowledge an emergency change of `area`: its approvers and the emergency grant's holders. */
export const mayAcknowledge = (me: Person, area: ApprovalArea): boolean =>
  mayDecide(me, area) || hasGrant(me, EMERGENCY_KEY);

/** Who sees a request: its requester and whoever may decide or acknowledge its area. */
export const visibleTo = (me: Person, r: ChangeRequest): boolean =>
  r.requesterId === me.id || mayAcknowledge(me, r.area);

const nameOf = (id: number | null): string =>
  id === null ? '' : (getStore().people.find((p) => p.id === id)?.name ?? '');

/**
 * A request as its reads answer it, in `lang`: the payload's secrets as `***`, each field of its difference by the
 * contract's name (./labels.ts), its log entries by id; `rebased`, for its
 * requester, what asking an outdated one again on the latest version would change (null otherwise).
 */
export function requestView(r: ChangeRequest, lang: Lang, rebased: RebasedEntry[] | null = null) {
  const operation = operationOf(r.change.path);
  return {
    id: r.id,
    area: r.area,
    path: r.change.path,
    module: operation?.['x-module'] ?? '',
    action: operation?.['x-action'] ?? '',
    summary: operation?.summary ?? '',
    riskReason: operation?.['x-approval-reason'] ?? '',
    gameId: r.change.gameId,
    target: r.target,
    recordKind: r.change.record?.kind ?? '',
    recordId: r.change.record?.id ?? null,
    recordBaseVersion: r.change.record?.baseVersion ?? null,
    payload: redact(r.change.body),
    // each field named as the contract names it (./labels.ts)
    diff: r.diff.map((d) => ({ ...d, label: fieldLabel(r.change, d.path, lang) })),
    reason: r.reason,
    status: r.status,
    emergency: r.emergency,
    requesterId: r.requesterId,
    requesterName: nameOf(r.requesterId),
    created: r.created,
    expiresAt: r.expiresAt,
    deciderName: nameOf(r.deciderId),
    decidedAt: r.decidedAt,
    comment: r.comment,
    acknowledgedBy: nameOf(r.acknowledgedById),
    acknowledgedAt: r.acknowledgedAt,
    outdatedBy: r.outdatedBy,
    resubmittedAs: r.resubmittedAs,
    resubmitOf: r.resubmitOf,
    rebased: rebased?.map((d) => ({ ...d, label: fieldLabel(r.change, d.path, lang) })) ?? null,
    logIds: getStore()
      .oplog.filter((e) => e.changeRequestId === r.id)
      .map((e) => e.id),
  };
}

function nextId(): number {
  const state = changeRequestState();
  state.seq += 1;
  return state.seq;
}

const targetOf = (change: QueuedChange): string => {
  const summary = operationOf(change.path)?.summary ?? change.path;
  return change.record ? `${summary} #${change.record.id}` : summary;
};

const reasonOf = (change: QueuedChange): string =>
  typeof change.body.changeReason === 'string' ? change.body.changeReason.trim() : '';

function keep(ctx: ApiContext<unknown>, change: QueuedChange, fields: Partial<ChangeRequest>): ChangeRequest {
  const t = now();
  const request: ChangeRequest = {
    id: nextId(),
    area: areaOf(change.path),
    change: structuredClone(change),
    target: targetOf(change),
    reason: reasonOf(change),
    status: 'pending',
    emergency: false,
    requesterId: ctx.me.id,
    created: t,
    expiresAt: t + CHANGE_REQUEST_TTL_MS,
    diff: [],
    deciderId: null,
    decidedAt: null,
    comment: '',
    acknowledgedById: null,
    acknowledgedAt: null,
    outdatedBy: null,
    base: {},
    resubmittedAs: null,
    resubmitOf: null,
    ...fields,
  };
  changeRequestState().requests.push(request);
  return request;
}

/**
 * Keeps a change as a pending request, its difference taken against the record as it is now (kept as the request's
 * base; `read`: the record as the caller has just read it, else read here), and writes its log entry.
 */
export async function ask(
  ctx: ApiContext<unknown>,
  change: QueuedChange,
  fields: Partial<ChangeRequest>,
  read?: Record<string, unknown>,
): Promise<ChangeRequest> {
  const current = read ?? (await currentRecord(ctx, change));
  const base = isPlainObject(current) ? structuredClone(current) : {};
  const request = keep(ctx, change, { diff: diffOf(change.body, base), base, ...fields });
  writeOpLog({
    time: request.created,
    operatorId: ctx.me.id,
    operatorName: ctx.me.name,
    gameId: change.gameId,
    module: 'changeRequest',
    action: 'submit',
    target: say(ctx.lang, M.target, { id: request.id, what: request.target }),
    before: null,
    after: { path: change.path, payload: change.body, reason: request.reason },
    result: 'success',
    message: '',
    ip: ctx.ip,
    durationMs: 0,
    changeRequestId: request.id,
  });
  return request;
}

/** The framework's queue (mock/core/approval.ts): a risky call kept as a request, an emergency change recorded. */
export const queue = {
  async submit(ctx: ApiContext<unknown>, change: QueuedChange): Promise<Queued> {
    const request = await ask(ctx, change, {});
    return { id: request.id, expiresAt: request.expiresAt };
  },
  message(lang: Lang, queued: Queued): string {
    return say(lang, M.queued, { id: queued.id, expires: businessSecondText(queued.expiresAt) });
  },
  reserve: () => nextId(),

  emergency(ctx: ApiContext<unknown>, change: QueuedChange, audit: AuditInfo, id: number): number {
    const t = now();
    const request = keep(ctx, change, {
      id,
      status: 'approved',
      emergency: true,
      diff: diffOf(change.body, audit.before),
      base: isPlainObject(audit.before) ? structuredClone(audit.before) : {},
      deciderId: ctx.me.id,
      decidedAt: t,
      ...(audit.target ? { target: audit.target } : {}),
    });
    return request.id;
  },
};
