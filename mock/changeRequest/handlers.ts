import { approvalKey, type ChangeRequestStatus } from '../../src/contract/approvalValues';
import { applyQueued, currentRecord } from '../core/approval';
import { type ApiContext, defineApi, found } from '../core/defineApi';
import { MESSAGES } from '../core/i18n';
import { fail, say } from '../core/messageBook';
import { now } from '../core/clock';
import { contains, paginate } from '../core/paging';
import { getStore } from '../core/store';
import { CHANGE_REQUEST_MESSAGES as M } from './messages';
import { hasGrant } from '../core/access';
import { isPlainObject } from '../core/validate';
import { stampOf } from '../core/versions';
import { ask, diffOf, expireDue, mayAcknowledge, mayDecide, rebase, requestView, visibleTo } from './requests';
import { type ChangeRequest, changeRequestState } from './state';

/**
 * Change requests (/approvals; docs/rules.md "Change requests"): list, read, count, and decide. Approving runs the
 * queued call's own handler against the record's version it was asked on (mock/core/approval.ts).
 */

/** The request `id` as the signed-in person may see it (A0402 otherwise, so ids of others' areas tell nothing). */
function requestOf(ctx: ApiContext<unknown>, id: number): ChangeRequest {
  expireDue();
  const row = changeRequestState().requests.find((r) => r.id === id && visibleTo(ctx.me, r));
  return found(ctx, row, '变更申请', id);
}

/** Only a pending request is decided (A0403 naming its status). */
function pendingOnly(ctx: ApiContext<unknown>, r: ChangeRequest): void {
  if (r.status !== 'pending') fail(ctx.lang, 'A0403', M.notPending, { id: r.id, status: say(ctx.lang, M[r.status]) });
}

/** The decider must hold the area's approval grant (A0301) and not be the requester (A0403). */
function deciderOnly(ctx: ApiContext<unknown>, r: ChangeRequest): void {
  if (!mayDecide(ctx.me, r.area)) fail(ctx.lang, 'A0301', MESSAGES.forbidden, { path: approvalKey(r.area) });
  if (r.requesterId === ctx.me.id) fail(ctx.lang, 'A0403', M.ownApproval, { id: r.id });
}

function decided(ctx: ApiContext<unknown>, r: ChangeRequest, status: ChangeRequestStatus, comment: string): void {
  const was = r.status;
  r.status = status;
  r.deciderId = ctx.me.id;
  r.decidedAt = now();
  r.comment = comment.trim();
  ctx.audit({
    target: say(ctx.lang, M.target, { id: r.id, what: r.target }),
    before: { status: was },
    after: { status, comment: r.comment },
    changeRequestId: r.id,
  });
}

const person = (id: number) => getStore().people.find((p) => p.id === id);

/** The record an outdated request changes, as it is now, or null when it has none or it is gone. */
async function recordNow(ctx: ApiContext<unknown>, r: ChangeRequest): Promise<Record<string, unknown> | null> {
  const current = await currentRecord(ctx, r.change);
  return isPlainObject(current) ? current : null;
}

/** Whether the signed-in person may ask `r` again now: its requester, outdated, not asked again yet. */
const mayResubmit = (ctx: ApiContext<unknown>, r: ChangeRequest) =>
  r.status === 'outdated' && r.requesterId === ctx.me.id && r.resubmittedAs === null;

export default {
  'POST /api/mng/changeRequest/page': defineApi('/api/mng/changeRequest/page', {}, (ctx) => {
    expireDue();
    const {
      view,
      area,
      status,
      person: who,
      emergency,
      unacknowledged,
      startTime,
      endTime,
      pageNum,
      pageSize,
    } = ctx.body;
    const me = ctx.me;
    const named = (id: number | null) => {
      const p = id === null ? undefined : person(id);
      return Boolean(p && (contains(p.name, who) || contains(p.account, who)));
    };
    const rows = changeRequestState()
      .requests.filter((r) => visibleTo(me, r))
      .filter((r) => {
        if (view === 'mine' && r.requesterId !== me.id) return false;
        if (view === 'waiting' && !(r.status === 'pending' && r.requesterId !== me.id && mayDecide(me, r.area)))
          return false;
        if (area !== undefined && r.area !== area) return false;
        if (status !== undefined && r.status !== status) return false;
        if (who && !named(r.requesterId) && !named(r.deciderId)) return false;
        if (emergency !== undefined && r.emergency !== emergency) return false;
        if (unacknowledged && !(r.emergency && r.acknowledgedById === null)) return false;
        if (startTime !== undefined && r.created < startTime) return false;
        if (endTime !== undefined && r.created > endTime) return false;
        return true;
      })
      .sort((a, b) => b.created - a.created || b.id - a.id);
    return paginate(
      rows.map((r) => requestView(r, ctx.lang)),
      pageNum,
      pageSize,
    );
  }),

  'POST /api/mng/changeRequest/get': defineApi('/api/mng/changeRequest/get', {}, async (ctx) => {
    const r = requestOf(ctx, ctx.body.id);
    // a pending request shows its difference against the record as it is now
    if (r.status === 'pending') r.diff = diffOf(r.change.body, await currentRecord(ctx, r.change));
    // its requester sees what asking an outdated one again would change on the latest version
    const now = mayResubmit(ctx, r) ? await recordNow(ctx, r) : null;
    return requestView(r, ctx.lang, now ? rebase(r, now).diff : null);
  }),

  'POST /api/mng/changeRequest/count': defineApi('/api/mng/changeRequest/count', {}, (ctx) => {
    expireDue();
    const me = ctx.me;
    const others = changeRequestState().requests.filter((r) => r.requesterId !== me.id);
    return {
      waiting: others.filter((r) => r.status === 'pending' && mayDecide(me, r.area)).length,
      unacknowledged: others.filter((r) => r.emergency && r.acknowledgedById === null && mayAcknowledge(me, r.area))
        .length,
    };
  }),

  'POST /api/mng/changeRequest/approve': defineApi('/api/mng/changeRequest/approve', {}, async (ctx) => {
    const r = requestOf(ctx, ctx.body.id);
    pendingOnly(ctx, r);
    deciderOnly(ctx, r);
    const requester = person(r.requesterId);
    if (!requester) return fail(ctx.lang, 'A0403', M.notPending, { id: r.id, status: say(ctx.lang, M.pending) });
    const historyReason = say(ctx.lang, M.historyReason, { reason: r.reason, id: r.id, decider: ctx.me.name });
    // a refusal of the change's own rules is thrown as it is: the request stays pending
    const applied = await applyQueued(ctx, r.change, requester, { changeRequestId: r.id, historyReason });
    if (applied.applied) decided(ctx, r, 'approved', ctx.body.comment ?? '');
    else {
      decided(ctx, r, 'outdated', ctx.body.comment ?? '');
      r.outdatedBy = applied.latest;
    }
    return requestView(r, ctx.lang);
  }),

  'POST /api/mng/changeRequest/reject': defineApi('/api/mng/changeRequest/reject', {}, (ctx) => {
    const r = requestOf(ctx, ctx.body.id);
    pendingOnly(ctx, r);
    deciderOnly(ctx, r);
    decided(ctx, r, 'rejected', ctx.body.comment);
    return requestView(r, ctx.lang);
  }),

  'POST /api/mng/changeRequest/withdraw': defineApi('/api/mng/changeRequest/withdraw', {}, (ctx) => {
    const r = requestOf(ctx, ctx.body.id);
    pendingOnly(ctx, r);
    if (r.requesterId !== ctx.me.id) fail(ctx.lang, 'A0403', M.notRequester, { id: r.id });
    decided(ctx, r, 'withdrawn', ctx.body.comment ?? '');
    return requestView(r, ctx.lang);
  }),

  'POST /api/mng/changeRequest/resubmit': defineApi('/api/mng/changeRequest/resubmit', {}, async (ctx) => {
    const r = requestOf(ctx, ctx.body.id);
    if (r.status !== 'outdated')
      fail(ctx.lang, 'A0403', M.notOutdated, { id: r.id, status: say(ctx.lang, M[r.status]) });
    if (r.requesterId !== ctx.me.id) fail(ctx.lang, 'A0403', M.notOwnResubmit, { id: r.id });
    if (r.resubmittedAs !== null) fail(ctx.lang, 'A0403', M.alreadyResubmitted, { id: r.id, next: r.resubmittedAs });
    // the change's own grant still holds (a role taken away since asks nothing)
    if (!hasGrant(ctx.me, r.change.path)) fail(ctx.lang, 'A0301', MESSAGES.forbidden, { path: r.change.path });
    const current = await recordNow(ctx, r);
    const record = r.change.record;
    if (!current || !record) return fail(ctx.lang, 'A0402', M.recordGone, { id: r.id });
    const { body } = rebase(r, current);
    const latest = stampOf(record.kind, record.id, r.change.gameId).recordVersion;
    const next = await ask(
      ctx,
      {
        ...structuredClone(r.change),
        body: { ...body, changeReason: ctx.body.changeReason.trim() },
        record: { ...record, baseVersion: latest },
      },
      { resubmitOf: r.id },
      current,
    );
    r.resubmittedAs = next.id;
    ctx.audit({
      target: say(ctx.lang, M.target, { id: r.id, what: r.target }),
      before: { status: r.status, resubmittedAs: null },
      after: { resubmittedAs: next.id, baseVersion: latest },
      changeRequestId: r.id,
    });
    return requestView(next, ctx.lang);
  }),

  'POST /api/mng/changeRequest/acknowledge': defineApi('/api/mng/changeRequest/acknowledge', {}, (ctx) => {
    const r = requestOf(ctx, ctx.body.id);
    if (!r.emergency || r.acknowledgedById !== null) fail(ctx.lang, 'A0403', M.notEmergency, { id: r.id });
    if (!mayAcknowledge(ctx.me, r.area)) fail(ctx.lang, 'A0301', MESSAGES.forbidden, { path: approvalKey(r.area) });
    if (r.requesterId === ctx.me.id) fail(ctx.lang, 'A0403', M.ownAcknowledge, { id: r.id });
    r.acknowledgedById = ctx.me.id;
    r.acknowledgedAt = now();
    const comment = (ctx.body.comment ?? '').trim();
    ctx.audit({
      target: say(ctx.lang, M.target, { id: r.id, what: r.target }),
      after: { acknowledged: true, comment },
      changeRequestId: r.id,
    });
    return requestView(r, ctx.lang);
  }),
};
