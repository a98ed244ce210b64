import type { MenuEntry } from '@/services/types';
import { GENERAL_GAME_ID, ROOT_MENU_ID } from '@/utils/menu';

/** Pure helpers of the menu-entry editor: which entries a scope shows, sibling order, drops and moves. */
export type Scope = 'all' | number;

/** 'all': every entry; a game: the entries that game's menu is built from (its own and the general ones). */
export function entriesForScope(entries: MenuEntry[], scope: Scope): MenuEntry[] {
  if (scope === 'all') return entries;
  return entries.filter((e) => e.gameId === GENERAL_GAME_ID || e.gameId === scope);
}

/** The direct children of `parentId` (across every game), in menu order. */
export function siblingsOf(entries: MenuEntry[], parentId: number): MenuEntry[] {
  return entries
    .filter((e) => e.parentId === parentId && e.id !== ROOT_MENU_ID)
    .sort((a, b) => a.sortNumber - b.sortNumber || a.id - b.id);
}

/** The entry and all entries below it. */
export function subtreeIds(entries: MenuEntry[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    entries.forEach((e) => {
      if (out.has(e.parentId) && !out.has(e.id) && e.id !== ROOT_MENU_ID) {
        out.add(e.id);
        grew = true;
      }
    });
  }
  return out;
}

export interface DropTarget {
  parentId: number;
  /** place right before this sibling … */
  beforeId?: number;
  /** … or right after it; neither: last */
  afterId?: number;
}

/** The new child order of `target.parentId` once `dragId` is placed there. */
export function orderAfterDrop(entries: MenuEntry[], dragId: number, target: DropTarget): number[] {
  const ids = siblingsOf(entries, target.parentId)
    .map((e) => e.id)
    .filter((id) => id !== dragId);
  let at = ids.length;
  if (target.beforeId !== undefined && ids.includes(target.beforeId)) at = ids.indexOf(target.beforeId);
  else if (target.afterId !== undefined && ids.includes(target.afterId)) at = ids.indexOf(target.afterId) + 1;
  ids.splice(at, 0, dragId);
  return ids;
}

/** The child order after moving `id` one place up (-1) or down (+1) among its siblings; null at either end. */
export function orderAfterStep(entries: MenuEntry[], id: number, delta: -1 | 1): number[] | null {
  const entry = entries.find((e) => e.id === id);
  if (!entry) return null;
  const ids = siblingsOf(entries, entry.parentId).map((e) => e.id);
  const i = ids.indexOf(id);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= ids.length) return null;
  [ids[i], ids[j]] = [ids[j], ids[i]];
  return ids;
}
