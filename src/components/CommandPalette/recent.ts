import { local, STORAGE_KEYS } from '@/utils/storage';

/**
 * Recently opened records for the command palette (docs/rules.md "Command palette"): a record's page is a hidden
 * screen opened with a query (an edit page `?id=`, a details page), remembered per person in local storage
 * (`palette-recent`: the person's id and the last few addresses, newest first). Another person's list is ignored.
 */
export const RECENT_MAX = 8;

export interface RecentRecord {
  /** the path and query, as opened */
  address: string;
  at: number;
}

interface Stored {
  person: number;
  items: RecentRecord[];
}

function read(): Stored | undefined {
  try {
    const v = JSON.parse(local.get(STORAGE_KEYS.paletteRecent) || 'null') as Stored | null;
    return v && typeof v.person === 'number' && Array.isArray(v.items) ? v : undefined;
  } catch {
    return undefined;
  }
}

export function recentRecords(person: number | undefined): RecentRecord[] {
  const stored = read();
  return person !== undefined && stored?.person === person ? stored.items : [];
}

/** Remembers `address` as the person's newest recent record (once: opened again, it moves to the top). */
export function rememberRecord(person: number, address: string, at: number): void {
  const items = [{ address, at }, ...recentRecords(person).filter((r) => r.address !== address)].slice(0, RECENT_MAX);
  local.set(STORAGE_KEYS.paletteRecent, JSON.stringify({ person, items } satisfies Stored));
}
