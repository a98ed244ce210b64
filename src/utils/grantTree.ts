import type { Resource } from '@/services/types';
import { ROOT_RESOURCE_ID, type ResourceNode } from './resourceTree';

/**
 * The grant logic of the role form and the permission-group form: which resource ids a role or group holds, and how
 * ticking a node of the resource tree (menus with their buttons and endpoints, docs/rules.md "Resources") changes them.
 *
 * The grant is a set of resource ids. The tree runs in antd's `checkStrictly` mode and its check states are derived
 * here, because a grant is not a pure function of the leaves: a menu can be granted without all of its buttons
 * (e.g. a read-only role), and the group menus above a granted screen must be granted too, since a route is only
 * reachable when every authority along its chain is held (group /order gates /order/flow).
 *
 * - Checking a node grants it, everything below it (its buttons and endpoints, sub-menus) and every node above it
 *   (shown half-checked while not everything below them is granted): half-checked parents count as granted.
 * - Unchecking a checked node removes it and everything below it; a node above it that is left with nothing granted
 *   below it is removed too (it was only there as the way to the screens below).
 * - Display: checked = granted with everything below granted; half-checked = granted with something below missing,
 *   or not granted with something below granted (only a grant made elsewhere can look like that).
 */
export interface GrantIndex {
  /** id → parent id, for nodes whose parent is in the tree */
  parent: Map<number, number>;
  /** id → child ids */
  children: Map<number, number[]>;
  /** every id in the tree, depth first */
  ids: number[];
}

export function indexTree(nodes: ResourceNode[]): GrantIndex {
  const index: GrantIndex = { parent: new Map(), children: new Map(), ids: [] };
  const walk = (list: ResourceNode[], parentId: number | null) => {
    list.forEach((n) => {
      index.ids.push(n.id);
      if (parentId !== null) index.parent.set(n.id, parentId);
      const kids = n.children || [];
      index.children.set(
        n.id,
        kids.map((k) => k.id),
      );
      walk(kids, n.id);
    });
  };
  walk(nodes, null);
  return index;
}

/** Every id below `id` (not `id` itself). */
export function descendantsOf(index: GrantIndex, id: number): number[] {
  const out: number[] = [];
  const stack = [...(index.children.get(id) || [])];
  while (stack.length) {
    const next = stack.shift() as number;
    out.push(next);
    stack.push(...(index.children.get(next) || []));
  }
  return out;
}

/** The ids above `id`, nearest first. */
export function ancestorsOf(index: GrantIndex, id: number): number[] {
  const out: number[] = [];
  let p = index.parent.get(id);
  while (p !== undefined && !out.includes(p)) {
    out.push(p);
    p = index.parent.get(p);
  }
  return out;
}

/** Granted with everything below granted. */
export function isFullyGranted(index: GrantIndex, granted: ReadonlySet<number>, id: number): boolean {
  return granted.has(id) && descendantsOf(index, id).every((d) => granted.has(d));
}

function ordered(index: GrantIndex, granted: ReadonlySet<number>): number[] {
  const inTree = index.ids.filter((id) => granted.has(id));
  const outside = [...granted].filter((id) => !index.children.has(id)).sort((a, b) => a - b);
  return [...inTree, ...outside];
}

/** Grants `id`, everything below it and everything above it. */
export function checkNode(index: GrantIndex, grant: Iterable<number>, id: number): number[] {
  const granted = new Set(grant);
  [id, ...descendantsOf(index, id), ...ancestorsOf(index, id)].forEach((x) => granted.add(x));
  return ordered(index, granted);
}

/** Removes `id` and everything below it, then the nodes above it left with nothing granted below them. */
export function uncheckNode(index: GrantIndex, grant: Iterable<number>, id: number): number[] {
  const granted = new Set(grant);
  [id, ...descendantsOf(index, id)].forEach((x) => granted.delete(x));
  for (const a of ancestorsOf(index, id)) {
    if (descendantsOf(index, a).some((d) => granted.has(d))) break;
    granted.delete(a);
  }
  return ordered(index, granted);
}

/** A click on a node: a checked node is unchecked; an unchecked or half-checked one is checked. */
export function toggleNode(index: GrantIndex, grant: Iterable<number>, id: number): number[] {
  const granted = new Set(grant);
  return isFullyGranted(index, granted, id) ? uncheckNode(index, granted, id) : checkNode(index, granted, id);
}

/** Everything in the tree granted, or nothing. */
export function grantAll(index: GrantIndex): number[] {
  return [...index.ids];
}

/** The tree's check states for a grant (antd Tree `checkStrictly` checkedKeys). */
export function checkState(index: GrantIndex, grant: Iterable<number>): { checked: number[]; halfChecked: number[] } {
  const granted = new Set(grant);
  // children before parents: the reverse of the depth-first order
  const allBelow = new Map<number, boolean>();
  const someBelow = new Map<number, boolean>();
  [...index.ids].reverse().forEach((id) => {
    const kids = index.children.get(id) || [];
    allBelow.set(
      id,
      kids.every((k) => granted.has(k) && allBelow.get(k)),
    );
    someBelow.set(
      id,
      kids.some((k) => granted.has(k) || someBelow.get(k)),
    );
  });
  const checked: number[] = [];
  const halfChecked: number[] = [];
  index.ids.forEach((id) => {
    if (granted.has(id) && allBelow.get(id)) checked.push(id);
    else if (granted.has(id) || someBelow.get(id)) halfChecked.push(id);
  });
  return { checked, halfChecked };
}

/**
 * What a save sends: the granted ids (checked and half-checked parents alike), the root left out. Ids the tree does
 * not show (a resource the tree could not place) are kept, so a save never drops a grant it did not display.
 */
export function grantToSave(grant: Iterable<number>): number[] {
  return [...new Set(grant)].filter((id) => id !== ROOT_RESOURCE_ID);
}

/** The resource paths a grant gives (what the person's authority would hold), for previews and tests. */
export function grantedPaths(resources: Resource[], grant: Iterable<number>): string[] {
  const granted = new Set(grant);
  return resources.filter((r) => granted.has(r.id)).map((r) => r.path);
}

/** Counts per resource type of a grant (1 menu, 2 button, 3 endpoint). */
export function grantCounts(resources: Resource[], grant: Iterable<number>): Record<1 | 2 | 3, number> {
  const granted = new Set(grant);
  const counts: Record<1 | 2 | 3, number> = { 1: 0, 2: 0, 3: 0 };
  resources.forEach((r) => {
    if (r.id !== ROOT_RESOURCE_ID && granted.has(r.id)) counts[r.type] += 1;
  });
  return counts;
}

/**
 * The tree filtered by a search text (name or path, case-insensitive): matching nodes keep their whole subtree, and
 * their ancestors stay so the match can be reached. Returns the nodes and the ids to expand.
 */
export function filterTree(nodes: ResourceNode[], text: string): { nodes: ResourceNode[]; expand: number[] } {
  const needle = text.trim().toLowerCase();
  if (!needle) return { nodes, expand: [] };
  const expand: number[] = [];
  const walk = (list: ResourceNode[]): ResourceNode[] =>
    list.flatMap((n) => {
      if (n.name.toLowerCase().includes(needle) || n.path.toLowerCase().includes(needle)) return [n];
      const kids = walk(n.children || []);
      if (!kids.length) return [];
      expand.push(n.id);
      return [{ ...n, children: kids }];
    });
  return { nodes: walk(nodes), expand };
}
