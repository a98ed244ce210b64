import { operationOf } from '../../src/contract';
import type { RecordStamp } from '../../src/contract/operation';
import type { ApiContext, AuditInfo } from './apiTypes';
import { now } from './clock';
import { ApiError } from './errors';
import { handlerOf } from './handlerRegistry';
import { writeOpLog } from './oplogWriter';
import { readCallOf } from './staleSave';
import type { Lang } from './i18n';
import type { Person } from './types';
import { moveVersion, stampOf } from './versions';

/**
 * Change requests, the framework's part (docs/rules.md "Change requests"): a risky call (x-approval) is queued instead
 * of run, and run later, once approved, by the same handler against the record's version it was asked on. What a
 * request is, who decides and what is said is the change-request domain's (mock/changeRequest), which gives its queue
 * from its setup(); the framework knows no domain.
 */

/** A risky call as submitted: its path and validated body, its game, and the record version it was asked on. */
export interface QueuedChange {
  path: string;
  /** the validated body, without an edit's `baseVersion` and the `emergency` flag */
  body: Record<string, unknown>;
  gameId: number;
  childGameId: number;
  /** the versioned record it changes (x-record) at the version it was submitted on; null when none */
  record: { kind: string; id: number; baseVersion: number } | null;
  /**
   * a change asked through a configuration history rollback (docs/rules.md "Configuration history"): the version it
   * goes back to, and a deleted record's id its add call gives it again; applied, it is still that rollback
   */
  rollback?: { fromVersion: number; restoreId?: number };
}

/** What a domain does to the context an approved change runs in, before its handler (the history: a rollback mark). */
export type ApplyHook = (ctx: ApiContext<unknown>, change: QueuedChange) => void;

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_APPLY_HOOKS__: Map<string, ApplyHook> | undefined;
}

/** A domain's hook on applied changes, by name (its setup() gives it; kept across module re-evaluation). */
export function provideApplyHook(name: string, hook: ApplyHook): void {
  if (!globalThis.__GAME_OPS_APPLY_HOOKS__) globalThis.__GAME_OPS_APPLY_HOOKS__ = new Map();
  globalThis.__GAME_OPS_APPLY_HOOKS__.set(name, hook);
}

/** What the queue answers for a queued change: the request's id and its expiry. */
export interface Queued {
  id: number;
  expiresAt: number;
}

export interface ApprovalQueue {
  /** keeps a submitted change as a pending request (and writes its log entry) */
  submit(ctx: ApiContext<unknown>, change: QueuedChange): Promise<Queued>;
  /** the message of the answer that a change was queued as `queued`, in the operator's language */
  message(lang: Lang, queued: Queued): string;
  /**
   * an id for the request of a change about to be applied on the emergency path, so what its handler keeps (the
   * record's version) names it; unused when the handler refuses (ids are never handed out twice)
   */
  reserve(): number;
  /** keeps a change applied at once on the emergency path under its reserved id, to be acknowledged; answers the id */
  emergency(ctx: ApiContext<unknown>, change: QueuedChange, audit: AuditInfo, id: number): number;
}

let queue: ApprovalQueue | undefined;

/** The change-request domain gives its queue from its setup() (mock/backend runs every set-up at start). */
export function provideApprovalQueue(q: ApprovalQueue): void {
  queue = q;
}

export function approvalQueue(): ApprovalQueue {
  if (!queue) throw new Error('approval: no change-request queue was given (mock/changeRequest setup)');
  return queue;
}

/**
 * The record a change names, as its own read answers it (secrets masked), or null when it has none or it is gone:
 * what a change request's difference is taken against.
 */
export async function currentRecord(
  ctx: ApiContext<unknown>,
  change: Pick<QueuedChange, 'record' | 'gameId'>,
): Promise<unknown> {
  const call = change.record ? readCallOf(change.record.kind) : undefined;
  const read = call ? handlerOf(call) : undefined;
  if (!call || !read || !change.record) return null;
  try {
    return await read({ ...ctx, path: call, body: { id: change.record.id }, gameId: change.gameId });
  } catch (e) {
    if (e instanceof ApiError && e.code === 'A0402') return null;
    throw e;
  }
}

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_APPROVAL_FACTS__: Map<string, (ctx: ApiContext<unknown>) => unknown> | undefined;
}

/**
 * What a domain looks up for an operation's approval rule (`approvalFacts` of defineApi's options), by contract path
 * (kept across module re-evaluation, like the handlers): a rollback asks the same question of the record's save.
 */
export function approvalFactsRegistry(): Map<string, (ctx: ApiContext<unknown>) => unknown> {
  if (!globalThis.__GAME_OPS_APPROVAL_FACTS__) globalThis.__GAME_OPS_APPROVAL_FACTS__ = new Map();
  return globalThis.__GAME_OPS_APPROVAL_FACTS__;
}

/**
 * Whether a call of `path` with this (validated) body needs approval (docs/rules.md "Change requests"): every call of
 * a risky operation, or, where the contract gives its rule (`x-approval-when`), the calls the rule names. The rule
 * reads the body, the record it changes as its read answers it (null for a creation), and the domain's facts.
 */
export async function needsApproval(
  ctx: ApiContext<unknown>,
  path: string,
  body: Record<string, unknown>,
  record: QueuedChange['record'],
): Promise<boolean> {
  const operation = operationOf(path);
  if (!operation?.['x-approval']) return false;
  const when = operation['~approvalWhen'];
  if (!when) return true;
  const current = record ? await currentRecord(ctx, { record, gameId: ctx.gameId }) : null;
  const facts = await approvalFactsRegistry().get(path)?.(ctx);
  return when(body, isObject(current) ? current : null, facts);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export type Application = { applied: true } | { applied: false; latest: RecordStamp };

/**
 * Runs an approved change: the operation's own handler with the stored body, as the requester (who made the change;
 * the approval is the decider's own entry), in the request's game. A record saved since the request was made is not
 * touched (`applied: false` with its latest version). A refusal of the handler (a rule that no longer holds) is
 * thrown as it is, nothing saved. Writes the operation's log entry, linked to the request.
 */
export async function applyQueued(
  ctx: ApiContext<unknown>,
  change: QueuedChange,
  requester: Person,
  link: { changeRequestId: number; historyReason: string },
): Promise<Application> {
  const operation = operationOf(change.path);
  const handler = handlerOf(change.path);
  if (!operation || !handler) throw new Error(`approval: ${change.path} has no handler`);
  if (change.record) {
    const latest = stampOf(change.record.kind, change.record.id, change.gameId);
    if (latest.recordVersion !== change.record.baseVersion) return { applied: false, latest };
  }
  const audit: AuditInfo = {};
  const started = now();
  let result: 'success' | 'failure' = 'success';
  let message = '';
  const body = { ...structuredClone(change.body), changeReason: link.historyReason };
  try {
    // the change's own handler runs in a context naming the request: the version it keeps links to it
    const run: ApiContext<unknown> = {
      ...ctx,
      changeRequestId: link.changeRequestId,
      path: change.path,
      operation,
      body,
      person: requester,
      me: requester,
      gameId: change.gameId,
      childGameId: change.childGameId,
      audit: (info) => Object.assign(audit, info),
      raw: () => undefined,
    };
    for (const hook of globalThis.__GAME_OPS_APPLY_HOOKS__?.values() ?? []) hook(run, change);
    await handler(run);
    if (change.record) moveVersion(change.record.kind, change.record.id, change.gameId, requester.name, now());
    return { applied: true };
  } catch (e) {
    result = 'failure';
    if (e instanceof ApiError) message = `${e.code} ${e.tips}`;
    throw e;
  } finally {
    writeOpLog({
      time: started,
      operatorId: requester.id,
      operatorName: requester.name,
      gameId: change.gameId,
      module: operation['x-module'],
      action: operation['x-action'],
      target: audit.target ?? (change.record ? `#${change.record.id}` : ''),
      before: audit.before ?? null,
      after: audit.after ?? null,
      result,
      message,
      ip: ctx.ip,
      durationMs: Math.max(0, now() - started),
      changeRequestId: link.changeRequestId,
    });
  }
}
