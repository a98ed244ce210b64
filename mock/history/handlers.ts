import Type from 'typebox';
import { operationOf } from '../../src/contract';
import type { HistoryKind } from '../../src/contract/history';
import { canUseGame, hasGrant } from '../core/access';
import { ApiError, defineApi, handlerOf, staleSave, type ApiContext, type AuditInfo } from '../core/defineApi';
import { validationTips, MESSAGES } from '../core/i18n';
import { paginate } from '../core/paging';
import { validate } from '../core/validate';
import { diffSnapshots, type Change } from './diff';
import { kindDef } from './kinds';
import { ht, HISTORY_MESSAGES } from './messages';
import { deletedRecords, rollbackMarks, versionsOf, withSecrets, type VersionRow } from './record';
import { unseal } from './secrets';
import { fail } from '../core/messageBook';
import { EMERGENCY_KEY } from '../../src/contract/approvalValues';
import { approvalQueue, needsApproval } from '../core/approval';

/**
 * /api/mng/history/*: a configuration record's versions, the difference of two, and a rollback (docs/rules.md
 * "Configuration history"). Reading needs the grant of the kind's read call, rolling back also that of the record's
 * own save call; a rollback runs that save's handler with the chosen version as its payload (after the save call's
 * schema), so the record's own checks decide, in its own words.
 */
type Ctx = ApiContext<unknown>;

function allow(ctx: Ctx, kind: HistoryKind, need: 'read' | 'edit'): void {
  const def = kindDef(kind);
  const paths = need === 'read' ? [def.read] : [def.read, def.edit];
  paths.forEach((path) => {
    if (!hasGrant(ctx.me, path)) fail(ctx.lang, 'A0301', MESSAGES.forbidden, { path });
  });
  if (!def.gameScoped) return;
  if (!ctx.gameId) fail(ctx.lang, 'A0400', HISTORY_MESSAGES.gameRequired);
  if (!canUseGame(ctx.me, ctx.gameId)) fail(ctx.lang, 'A0301', MESSAGES.gameForbidden);
}

const versionView = (v: VersionRow) => ({
  version: v.version,
  action: v.action,
  operatorName: v.operatorName,
  time: v.time,
  reason: v.reason,
  ...(v.fromVersion !== undefined ? { fromVersion: v.fromVersion } : {}),
  ...(v.changeRequestId !== undefined ? { changeRequestId: v.changeRequestId } : {}),
  baseline: v.baseline,
  gameId: v.gameId,
});

function versionOf(ctx: Ctx, rows: VersionRow[], version: number): VersionRow {
  const row = rows.find((v) => v.version === version);
  if (!row) return fail(ctx.lang, 'A0402', HISTORY_MESSAGES.versionMissing, { version });
  return row;
}

/** The changes from `a` to `b` of one kind: bookkeeping left out, secrets of either version compared, never shown. */
export function changesBetween(kind: HistoryKind, a: VersionRow, b: VersionRow): Change[] {
  const def = kindDef(kind);
  return diffSnapshots(a.snapshot, b.snapshot, {
    ignore: def.ignore,
    secrets: [...new Set([...a.secrets, ...b.secrets])],
  });
}

const isEqual = (changes: Change[]) => changes.every((c) => c.secret && !c.changed);

export const historyApi = {
  'POST /api/mng/history/page': defineApi('/api/mng/history/page', (ctx) => {
    const { kind, recordId, pageNum, pageSize } = ctx.body;
    allow(ctx, kind, 'read');
    const rows = [...versionsOf(kind, recordId, ctx.gameId)].reverse();
    return paginate(rows.map(versionView), pageNum, pageSize);
  }),

  'POST /api/mng/history/deleted': defineApi('/api/mng/history/deleted', (ctx) => {
    const { kind, pageNum, pageSize } = ctx.body;
    allow(ctx, kind, 'read');
    const def = kindDef(kind);
    const rows = deletedRecords(kind, ctx.gameId).map(({ latest, last }) => ({
      recordId: latest.recordId,
      title: (last && def.titleOf(last.snapshot ?? {})) || last?.title || latest.title || `#${latest.recordId}`,
      version: latest.version,
      time: latest.time,
      operatorName: latest.operatorName,
      gameId: latest.gameId,
      restorable: Boolean(def.restore),
      readOnlyReason: def.restore ? '' : ht(ctx.lang, def.noRestore ?? 'recordDeleted'),
    }));
    return paginate(rows, pageNum, pageSize);
  }),

  'POST /api/mng/history/diff': defineApi('/api/mng/history/diff', (ctx) => {
    const { kind, recordId, from, to } = ctx.body;
    allow(ctx, kind, 'read');
    const rows = versionsOf(kind, recordId, ctx.gameId);
    const changes = changesBetween(kind, versionOf(ctx, rows, from), versionOf(ctx, rows, to));
    return { from, to, equal: isEqual(changes), changes };
  }),

  'POST /api/mng/history/rollback': defineApi('/api/mng/history/rollback', async (ctx) => {
    const { kind, recordId, version, reason, baseVersion } = ctx.body;
    ctx.audit({ target: `${kind} #${recordId} → v${version}` });
    allow(ctx, kind, 'edit');
    const def = kindDef(kind);
    const rows = versionsOf(kind, recordId, ctx.gameId);
    const chosen = versionOf(ctx, rows, version);
    const latest = rows[rows.length - 1];
    // docs/rules.md "Request ids and versions": a rollback is an edit, based on the newest version the drawer read
    if (latest && baseVersion !== latest.version) {
      throw staleSave(ctx, baseVersion, {
        recordVersion: latest.version,
        savedBy: latest.operatorName,
        savedAt: latest.time,
        record: null,
      });
    }
    // a deleted record comes back through its add call (under its old id), when its kind has one
    const deleted = latest.action === 'delete';
    if (deleted && !def.restore) fail(ctx.lang, 'A0403', HISTORY_MESSAGES[def.noRestore ?? 'recordDeleted']);
    if (chosen.action === 'delete') fail(ctx.lang, 'A0403', HISTORY_MESSAGES.rollbackDeleted, { version });
    if (chosen.version === latest.version) fail(ctx.lang, 'A0403', HISTORY_MESSAGES.rollbackCurrent, { version });
    const call = deleted && def.restore ? def.restore.call : def.edit;
    if (!hasGrant(ctx.me, call)) fail(ctx.lang, 'A0301', MESSAGES.forbidden, { path: call });
    const handler = handlerOf(call);
    const schema = operationOf(call)?.requestBody?.content['application/json']?.schema;
    if (!handler || !schema) return fail(ctx.lang, 'A0403', HISTORY_MESSAGES.rollbackUnavailable, { kind });

    const snapshot = withSecrets(chosen, unseal) ?? {};
    // a save that may need approval (docs/rules.md "Change requests") carries the rollback's reason as its own
    const risky = Boolean(operationOf(call)?.['x-approval']);
    const trimmed = reason.trim();
    const own = deleted && def.restore ? def.restore.toBody(snapshot) : def.toBody(snapshot, recordId);
    const saved = risky ? { ...own, changeReason: trimmed } : own;
    // the save's base is the version just checked (a versioned save's base is the framework's: dropped once checked)
    const body =
      Type.IsObject(schema) && schema.properties.baseVersion ? { ...saved, baseVersion: latest.version } : saved;
    const checked = validate(schema, body);
    if (!checked.ok) throw new ApiError('A0400', validationTips(ctx.lang, checked.error));
    if (operationOf(call)?.['x-versioned'] && checked.value && typeof checked.value === 'object') {
      delete (checked.value as { baseVersion?: unknown }).baseVersion;
    }
    // queued when the save itself would be: its rule reads the version rolled back to, as a save of it would send it
    const record = { kind, id: recordId, baseVersion: latest.version };
    // what makes the save a rollback: the version it goes back to, and the id a restored record keeps
    const rollback = { fromVersion: version, ...(deleted ? { restoreId: recordId } : {}) };
    const value = checked.value as Record<string, unknown>;
    const change =
      risky && (await needsApproval(ctx, call, value, deleted ? null : record))
        ? {
            path: call,
            body: value,
            gameId: ctx.gameId,
            childGameId: ctx.childGameId,
            record,
            rollback,
          }
        : undefined;
    if (change) {
      if (ctx.body.emergency !== true) {
        // queued like the save itself: nothing is rolled back until another person approves it
        const queued = await approvalQueue().submit(ctx, change);
        ctx.audit({ after: { version, changeRequestId: queued.id }, changeRequestId: queued.id });
        return { changeRequest: { id: queued.id, status: 'pending' as const, expiresAt: queued.expiresAt } };
      }
      if (!hasGrant(ctx.me, EMERGENCY_KEY)) fail(ctx.lang, 'A0301', MESSAGES.forbidden, { path: EMERGENCY_KEY });
    }
    // the record's own save, with the chosen version as its payload; what it logs becomes the rollback's entry
    const logged: AuditInfo = {};
    const save: Ctx = {
      ...ctx,
      path: call,
      body: checked.value,
      audit: (info) => {
        Object.assign(logged, info);
        ctx.audit(info);
      },
    };
    // an emergency rollback's request id is known before it is applied: the version it keeps names it
    const emergencyId = change ? approvalQueue().reserve() : undefined;
    save.changeRequestId = emergencyId;
    rollbackMarks().set(save, { reason: trimmed, ...rollback });
    await handler(save);
    const written = versionsOf(kind, recordId, ctx.gameId).at(-1);
    if (!written || written.id === latest.id)
      return fail(ctx.lang, 'A0403', HISTORY_MESSAGES.rollbackUnavailable, { kind });
    const unrestored = [
      ...new Set(
        changesBetween(kind, chosen, written)
          .filter((c) => !(c.secret && !c.changed))
          .map((c) => c.path),
      ),
    ];
    ctx.audit({
      target: `${logged.target ?? `${kind} #${recordId}`} v${version} → v${written.version}：${trimmed}`,
    });
    // an emergency rollback of a risky record: flagged and listed until someone else acknowledges it
    if (change && emergencyId !== undefined) {
      ctx.audit({ emergency: true, changeRequestId: approvalQueue().emergency(ctx, change, logged, emergencyId) });
    }
    return { version: written.version, unrestored };
  }),
};
