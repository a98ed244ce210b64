import type { HistoryAction, HistoryKind } from '../../src/contract/history';
import { now } from '../core/clock';
import type { ApiContext } from '../core/defineApi';
import { defineArea } from '../core/store';
import { takeVersionsFrom } from '../core/versions';
import { provideApplyHook } from '../core/approval';
import { isPlainObject } from '../core/validate';
import { kindDef, type Snapshot } from './kinds';
import { fingerprint, seal } from './secrets';

/**
 * The versions of configuration records (docs/rules.md "Configuration history"). A record's save calls
 * `recordVersion(ctx, kind, id, before, after)` once it has saved (before null: created; after null: deleted). The
 * first save of a record that has no version yet (a seeded record) first keeps `before` as version 1, the baseline.
 * Secret fields are kept as keyed fingerprints in the snapshot and sealed beside it (./secrets.ts).
 */
export interface VersionRow {
  id: number;
  kind: HistoryKind;
  recordId: number;
  /** the record's game: the current game for game-scoped kinds, else the record's own gameId (0 general) */
  gameId: number;
  version: number;
  action: HistoryAction;
  /** null for a delete */
  snapshot: Snapshot | null;
  /** dotted paths of the snapshot's secret fields */
  secrets: string[];
  /** sealed secret values by path (never answered) */
  sealed: Record<string, string>;
  operatorId: number;
  operatorName: string;
  time: number;
  reason: string;
  fromVersion?: number;
  baseline: boolean;
  /** the change request whose approval saved this version (docs/rules.md "Change requests"); absent otherwise */
  changeRequestId?: number;
  /** what the record is called when its snapshot does not say (a plugin's name for its parameters) */
  title?: string;
}

interface HistoryArea {
  versions: VersionRow[];
  seq: number;
}

export const historyArea = defineArea<HistoryArea>('history', () => ({ versions: [], seq: 0 }));

export interface RollbackMark {
  reason: string;
  fromVersion: number;
  /** a deleted record re-created by its add call keeps its id (ids are never handed out twice) */
  restoreId?: number;
}

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_ROLLBACKS__: WeakMap<object, RollbackMark> | undefined;
}

/** Contexts of saves that a rollback drives: their version is a rollback, with its reason. */
export function rollbackMarks(): WeakMap<object, RollbackMark> {
  if (!globalThis.__GAME_OPS_ROLLBACKS__) globalThis.__GAME_OPS_ROLLBACKS__ = new WeakMap();
  return globalThis.__GAME_OPS_ROLLBACKS__;
}

/**
 * The id an add call gives the record it creates when a rollback re-creates a deleted record through it (docs/rules.md
 * "Configuration history"): the deleted record's own, so its history goes on; else undefined (a new id).
 */
export function restoringId(ctx: ApiContext<unknown>): number | undefined {
  return rollbackMarks().get(ctx)?.restoreId;
}

/** A deep copy to pass as `before` (taken before the save changes the record). */
export const snapshotOf = <T>(value: T): T => structuredClone(value);

/** The versions of one record, oldest first. */
export function versionsOf(kind: HistoryKind, recordId: number, gameId: number): VersionRow[] {
  const scoped = kindDef(kind).gameScoped;
  return historyArea().versions.filter(
    (v) => v.kind === kind && v.recordId === recordId && (!scoped || v.gameId === gameId),
  );
}

/** The framework's version checks (x-versioned) take a configuration record's versions from here (set-up). */
export function provideVersions(): void {
  takeVersionsFrom(versionsOf);
  // a rollback queued for approval is still a rollback when it is applied: its version says so, a restore keeps its id
  provideApplyHook('history', (ctx, change) => {
    if (!change.rollback) return;
    const body = ctx.body as { changeReason?: unknown };
    rollbackMarks().set(ctx, {
      reason: typeof body.changeReason === 'string' ? body.changeReason : '',
      ...change.rollback,
    });
  });
}

/**
 * The records of a kind whose newest version is a delete (for game-scoped kinds, of game `gameId`), the latest
 * deletion first: that delete version and the version before it (what the record last was).
 */
export function deletedRecords(kind: HistoryKind, gameId: number): Array<{ latest: VersionRow; last?: VersionRow }> {
  const scoped = kindDef(kind).gameScoped;
  const byRecord = new Map<number, VersionRow[]>();
  historyArea()
    .versions.filter((v) => v.kind === kind && (!scoped || v.gameId === gameId))
    .forEach((v) => byRecord.set(v.recordId, [...(byRecord.get(v.recordId) ?? []), v]));
  return [...byRecord.values()]
    .map((rows) => ({ latest: rows[rows.length - 1], last: rows.filter((v) => v.snapshot !== null).at(-1) }))
    .filter(({ latest }) => latest.action === 'delete')
    .sort((a, b) => b.latest.time - a.latest.time || b.latest.id - a.latest.id);
}

const getPath = (o: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (isPlainObject(v) ? v[k] : undefined), o);

function setPath(o: Snapshot, path: string, value: unknown): void {
  const keys = path.split('.');
  let at: unknown = o;
  keys.slice(0, -1).forEach((k) => {
    at = isPlainObject(at) ? at[k] : undefined;
  });
  if (isPlainObject(at)) at[keys[keys.length - 1]] = value;
}

/** The snapshot to keep: a JSON copy with each present secret replaced by its fingerprint, and the sealed values. */
function keep(value: object | null, secrets: string[]) {
  if (value === null) return { snapshot: null, sealed: {} };
  const snapshot = JSON.parse(JSON.stringify(value)) as Snapshot;
  const sealed: Record<string, string> = {};
  secrets.forEach((path) => {
    const v = getPath(snapshot, path);
    if (typeof v !== 'string') return;
    sealed[path] = seal(v);
    setPath(snapshot, path, fingerprint(v));
  });
  return { snapshot, sealed };
}

/** The snapshot with its secrets unsealed: what a rollback hands to the record's own save. Server-side only. */
export function withSecrets(row: VersionRow, open: (sealed: string) => string): Snapshot | null {
  if (!row.snapshot) return null;
  const out = JSON.parse(JSON.stringify(row.snapshot)) as Snapshot;
  Object.entries(row.sealed).forEach(([path, sealed]) => setPath(out, path, open(sealed)));
  return out;
}

/** The save's own `changeReason` (src/contract/history.ts CHANGE_REASON), trimmed; '' when it gave none. */
function changeReasonOf(ctx: ApiContext<unknown>): string {
  const body = ctx.body;
  const reason = body && typeof body === 'object' ? (body as { changeReason?: unknown }).changeReason : undefined;
  return typeof reason === 'string' ? reason.trim() : '';
}

export interface VersionMeta {
  /** secret paths beyond the kind's own (e.g. a plugin's secret parameters) */
  secrets?: string[];
  /** the game of a game-scoped record saved outside that game (a plugin deleted for every game at once) */
  gameId?: number;
  /** what the record is called when its snapshot does not say (a plugin's name for its parameters) */
  title?: string;
}

/**
 * Keeps a version of a saved record. Call it in the record's save path after the save succeeded:
 * `recordVersion(ctx, 'payConfig', row.id, before, row)` (`before` copied before the change, null on create;
 * `after` null on delete).
 */
export function recordVersion(
  ctx: ApiContext<unknown>,
  kind: HistoryKind,
  recordId: number,
  before: object | null,
  after: object | null,
  meta: VersionMeta = {},
): VersionRow {
  const def = kindDef(kind);
  const area = historyArea();
  const secrets = [...new Set([...def.secrets, ...(meta.secrets ?? [])])];
  const scopeOf = (s: object | null) => {
    if (def.gameScoped) return meta.gameId ?? ctx.gameId;
    const g = s && (s as Snapshot).gameId;
    return typeof g === 'number' ? g : 0;
  };
  const gameId = scopeOf(after ?? before);
  const existing = versionsOf(kind, recordId, gameId);
  const push = (row: Omit<VersionRow, 'id' | 'version' | 'kind' | 'recordId'>) => {
    area.seq += 1;
    const version = versionsOf(kind, recordId, gameId).length + 1;
    const full: VersionRow = {
      id: area.seq,
      kind,
      recordId,
      version,
      ...row,
      ...(meta.title ? { title: meta.title } : {}),
    };
    area.versions.push(full);
    return full;
  };
  if (existing.length === 0 && before !== null) {
    const stamp = before as Snapshot;
    const time = [stamp.updated, stamp.created].find((t) => typeof t === 'number') as number | undefined;
    push({
      gameId,
      action: 'create',
      ...keep(before, secrets),
      secrets,
      operatorId: 0,
      operatorName: '',
      time: time ?? now(),
      reason: '',
      baseline: true,
    });
  }
  const mark = rollbackMarks().get(ctx);
  const action: HistoryAction = mark ? 'rollback' : before === null ? 'create' : after === null ? 'delete' : 'update';
  return push({
    gameId,
    action,
    ...keep(after, secrets),
    secrets,
    operatorId: ctx.me.id,
    operatorName: ctx.me.name,
    time: now(),
    reason: mark?.reason ?? changeReasonOf(ctx),
    ...(mark ? { fromVersion: mark.fromVersion } : {}),
    ...(ctx.changeRequestId !== undefined ? { changeRequestId: ctx.changeRequestId } : {}),
    baseline: false,
  });
}
