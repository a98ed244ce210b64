import type { MenuEntry } from '@/services/types';
import { isHiddenInMenu } from './routeTable';

/**
 * Building the menu from the server's menu entries (docs/rules.md "Menu entries").
 * - An entry is shown when its gameId is the current game or 0 (general).
 * - Entries of the excluded types (2 button, 3 endpoint), entries whose uri is in the excluded list and entries
 *   without a uri are dropped, and so are entries hidden in /unity/menu (`hidden`), with everything below them.
 * - uri is the route path and the key; children are sorted by sortNumber.
 * - The side menu never shows a route the route table marks hidden (`hideInMenu`), whatever the server's entries say.
 */
export const ROOT_MENU_ID = 0;
export const GENERAL_GAME_ID = 0;
export const MENU_TYPE = 1;
export const EXCLUDED_MENU_TYPES = [2, 3];

export interface MenuNode extends MenuEntry {
  title: string;
  label: string;
  value: number;
  key: string;
  children?: MenuNode[];
}

export interface MenuBuildOptions {
  gameId: number | string | null;
  excludedUris?: string[];
  /** uris never shown (the side menu: routes marked hidden in the route table) */
  hidden?: (uri: string) => boolean;
}

export function rootMenuEntry(rootName: string): MenuEntry {
  return {
    id: ROOT_MENU_ID,
    parentId: ROOT_MENU_ID,
    name: rootName,
    type: MENU_TYPE,
    uri: '',
    gameId: GENERAL_GAME_ID,
    sortNumber: 0,
    icon: '',
    hidden: false,
  };
}

export function keepEntry(entry: MenuEntry, opts: MenuBuildOptions): boolean {
  const game = opts.gameId === null || opts.gameId === undefined || opts.gameId === '' ? null : Number(opts.gameId);
  if (!(entry.gameId === GENERAL_GAME_ID || (game !== null && entry.gameId === game))) return false;
  if (EXCLUDED_MENU_TYPES.includes(entry.type)) return false;
  if (!entry.uri) return false;
  if (entry.hidden) return false;
  if (opts.excludedUris?.includes(entry.uri)) return false;
  if (opts.hidden?.(entry.uri)) return false;
  return true;
}

function toNode(entry: MenuEntry): MenuNode {
  return { ...entry, title: entry.name, label: entry.name, value: entry.id, key: entry.uri || String(entry.id) };
}

function bySort(a: MenuNode, b: MenuNode) {
  return a.sortNumber - b.sortNumber || a.id - b.id;
}

/** Nests entries by parentId under the root (0); an entry whose parent was dropped is dropped with it. */
export function nestEntries(entries: MenuEntry[], parentId = ROOT_MENU_ID): MenuNode[] {
  const byParent = new Map<number, MenuEntry[]>();
  entries.forEach((e) => {
    if (e.id === ROOT_MENU_ID) return;
    const list = byParent.get(e.parentId) || [];
    list.push(e);
    byParent.set(e.parentId, list);
  });
  const build = (pid: number, seen: Set<number>): MenuNode[] =>
    (byParent.get(pid) || [])
      .filter((e) => !seen.has(e.id))
      .map((e) => {
        const node = toNode(e);
        const kids = build(e.id, new Set([...seen, e.id]));
        if (kids.length) node.children = kids;
        return node;
      })
      .sort(bySort);
  return build(parentId, new Set());
}

/** The side menu's tree for the current game, before grants. */
export function buildMenuTree(entries: MenuEntry[], opts: MenuBuildOptions): MenuNode[] {
  return nestEntries(entries.filter((e) => keepEntry(e, opts)));
}

/** Whether the person holds an authority key (src/access.ts `can`). */
export type Can = (key: string) => boolean;

/**
 * Keeps only what the person is granted: a leaf when they hold its uri; a group when they hold it and at least one
 * child survives.
 */
export function filterByAuthority(nodes: MenuNode[], can: Can, groupIds?: Set<number>): MenuNode[] {
  const out: MenuNode[] = [];
  nodes.forEach((node) => {
    if (!can(node.uri || '')) return;
    if (node.children?.length || groupIds?.has(node.id)) {
      const kids = filterByAuthority(node.children || [], can, groupIds);
      if (!kids.length) return;
      out.push({ ...node, children: kids });
    } else {
      out.push({ ...node, children: undefined });
    }
  });
  return out;
}

/** Ids of entries that have children in the raw list: a group left without children is not shown as a page. */
export function groupIds(entries: MenuEntry[]): Set<number> {
  return new Set(
    entries
      .filter((e) => e.id !== ROOT_MENU_ID && entries.some((c) => c.parentId === e.id && c.id !== e.id))
      .map((e) => e.id),
  );
}

/** The side menu: the current game's entries without hidden routes, filtered by the person's grants. */
export function sideMenu(entries: MenuEntry[], opts: MenuBuildOptions & { can: Can }): MenuNode[] {
  const tree = buildMenuTree(entries, { ...opts, hidden: opts.hidden ?? isHiddenInMenu });
  return filterByAuthority(tree, opts.can, groupIds(entries));
}

/** The whole entry tree under the root node, for the menu editor (no game or grant filter). */
export function fullMenuTree(entries: MenuEntry[], rootName: string): MenuNode {
  const root = toNode(rootMenuEntry(rootName));
  root.key = String(ROOT_MENU_ID);
  const kids = nestEntries(entries);
  if (kids.length) root.children = kids;
  return root;
}
