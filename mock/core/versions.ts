import { HISTORY_KINDS, type HistoryKind } from '../../src/contract/history';
import type { RecordStamp } from '../../src/contract/operation';
import { defineArea } from './store';
import { isPlainObject } from './validate';

/**
 * Record versions (docs/rules.md "Request ids and versions"): every versioned record (x-record in the contract) has a
 * version from 1, who saved it last and when. A record with a configuration history takes them from its history (the
 * drawer's version numbers; a seeded record never saved is version 1, its baseline); any other record from a table
 * kept here, moved by each change of the record that defineApi lets through (saves, and enable, disable, sort …). An
 * edit carries the version it was loaded at (`baseVersion`); defineApi refuses it (A0409) when that is no longer the
 * latest.
 */
interface Revision {
  recordVersion: number;
  savedBy: string;
  savedAt: number;
}

const revisions = defineArea<Map<string, Revision>>('recordRevisions', () => new Map());

/** A version of a record with a configuration history, as the history keeps it. */
export interface HistoryVersion {
  version: number;
  operatorName: string;
  time: number;
}
type HistoryVersions = (kind: HistoryKind, id: number, gameId: number) => HistoryVersion[];
let historyVersions: HistoryVersions = () => [];

/**
 * Where a record with a configuration history takes its versions from: the history (mock/history) registers it from
 * its setup() (mock/backend runs every domain's set-up at start). The framework knows no domain.
 */
export function takeVersionsFrom(read: HistoryVersions): void {
  historyVersions = read;
}

const HISTORY: ReadonlySet<string> = new Set(HISTORY_KINDS);
export const hasHistory = (kind: string): kind is HistoryKind => HISTORY.has(kind);

const keyOf = (kind: string, id: number) => `${kind}:${id}`;

/** Who and when a row itself says it was last saved (its `updatedBy`/`updated`, else `created`). */
function rowStamp(row: unknown): { savedBy: string; savedAt: number } {
  const r = isPlainObject(row) ? row : {};
  const by = [r.updatedBy, r.operator, r.creator].find((v) => typeof v === 'string');
  const at = [r.updated, r.updatedAt, r.created, r.createdAt].find((v) => typeof v === 'number');
  return { savedBy: (by as string | undefined) ?? '', savedAt: (at as number | undefined) ?? 0 };
}

/**
 * The latest version of a record: `gameId` is the current game (X-Game-Id) for records kept per game; `row` (the
 * record as read) gives who and when for a record never saved since the backend started.
 */
export function stampOf(kind: string, id: number, gameId: number, row?: unknown): RecordStamp {
  if (hasHistory(kind)) {
    const last = historyVersions(kind, id, gameId).at(-1);
    if (last) return { recordVersion: last.version, savedBy: last.operatorName, savedAt: last.time };
    return { recordVersion: 1, ...rowStamp(row) };
  }
  const kept = revisions().get(keyOf(kind, id));
  return kept ? { ...kept } : { recordVersion: 1, ...rowStamp(row) };
}

/**
 * A change of a record went through: its version moves on (records with a history move by their history's own
 * version, written by the save).
 */
export function moveVersion(kind: string, id: number, gameId: number, by: string, at: number): void {
  // Stryker disable next-line ConditionalExpression: a record with a history never reads this table (stampOf)
  if (hasHistory(kind)) return;
  const { recordVersion } = stampOf(kind, id, gameId);
  revisions().set(keyOf(kind, id), { recordVersion: recordVersion + 1, savedBy: by, savedAt: at });
}

/** A row with its stamp added (a copy: stored rows are never changed). */
export function stamped(kind: string, row: unknown, id: number | undefined, gameId: number): unknown {
  if (!isPlainObject(row) || id === undefined) return row;
  return { ...row, ...stampOf(kind, id, gameId, row) };
}

/**
 * An answer's rows stamped: a page's `list`, a list (and the `children` of a tree), or one record. `idOf` names a
 * row's record id (default: its numeric `id`).
 */
export function stampRows(
  kind: string,
  data: unknown,
  gameId: number,
  idOf: (row: Record<string, unknown>) => number | undefined = (row) =>
    typeof row.id === 'number' ? row.id : undefined,
): unknown {
  const one = (row: unknown): unknown => {
    if (!isPlainObject(row)) return row;
    const withChildren = Array.isArray(row.children) ? { ...row, children: row.children.map(one) } : row;
    return stamped(kind, withChildren, idOf(row), gameId);
  };
  if (Array.isArray(data)) return data.map(one);
  if (isPlainObject(data) && Array.isArray(data.list)) return { ...data, list: data.list.map(one) };
  return one(data);
}
