import { local, STORAGE_KEYS } from './storage';

/**
 * Drafts in local storage (docs/rules.md "Drafts"): an editor's unsaved input, one value per person, form and record
 * under `draft:<person>:<form>:<record>`, `{savedAt, values}`. A draft older than 7 days, or a value that is not a
 * draft, is ignored and removed when read. The hook that keeps and offers them: src/hooks/useDraft.tsx.
 */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredDraft {
  /** when it was last saved (epoch ms) */
  savedAt: number;
  /** the form's values, secrets left out */
  values: Record<string, unknown>;
}

/** Which draft: the editor's form id and the record it edits (its id, or `new`). */
export interface DraftKey {
  form: string;
  record: number | string;
}

export const draftStorageKey = (person: number, key: DraftKey) =>
  `${STORAGE_KEYS.draftPrefix}${person}:${key.form}:${key.record}`;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parse(raw: string): StoredDraft | undefined {
  try {
    const v: unknown = JSON.parse(raw);
    if (!isPlainObject(v) || !Number.isFinite(v.savedAt) || !isPlainObject(v.values)) return undefined;
    return { savedAt: v.savedAt as number, values: v.values };
  } catch {
    return undefined;
  }
}

/** The draft under `storageKey`, unless there is none, it expired or it is not a draft (both removed). */
export function readDraft(storageKey: string, now: number): StoredDraft | undefined {
  const raw = local.get(storageKey);
  if (raw === null) return undefined;
  const draft = parse(raw);
  if (draft && now - draft.savedAt < DRAFT_TTL_MS) return draft;
  local.remove(storageKey);
  return undefined;
}

/** Keeps `values` without the fields named in `omit` (secrets never enter a draft). */
export function writeDraft(storageKey: string, values: Record<string, unknown>, omit: readonly string[], now: number) {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name)));
  local.set(storageKey, JSON.stringify({ savedAt: now, values: kept } satisfies StoredDraft));
}

/** Removes every expired or unreadable draft, whoever's. */
export function sweepDrafts(now: number) {
  local
    .keys()
    .filter((k) => k.startsWith(STORAGE_KEYS.draftPrefix))
    .forEach((k) => readDraft(k, now));
}
