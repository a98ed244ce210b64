/**
 * Which grants need a second person's approval (docs/rules.md "Change requests"): a role (or a permission group some
 * role holds) given a resource of a guarded screen it did not hold. Whoever holds the screens of access management
 * can grant anything to anyone, and the game settings screens change what every player sees, so one person alone
 * should not hand them out. Pure rules the role and group forms, the backend and the docs read alike.
 */

/** The screens (and everything under them: sub-screens, their buttons and endpoints) whose grant needs approval. */
export const GUARDED_SCREENS: readonly string[] = ['/access', '/setting'];

/** A resource as `/api/sys/resource/allList` answers it. */
export interface GrantResource {
  id: number;
  pid: number;
  path: string;
  type: number;
}

/** A permission group as `/api/sys/group/allList` answers it. */
export interface GrantGroup {
  id: number;
  resourceIds: readonly number[];
  roleCount: number;
}

/** What the rules look up: every resource and every permission group. */
export interface GrantFacts {
  resources: readonly GrantResource[];
  groups: readonly GrantGroup[];
}

/** A role's grants as its form sends them or its read answers them (any may be missing from an update). */
interface Grants {
  status?: unknown;
  resourceIds?: unknown;
  groupIds?: unknown;
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

/** The screen a resource belongs to: a menu's own path, a button's page, an endpoint's menu. */
function screenOf(r: GrantResource, resources: readonly GrantResource[]): string {
  if (r.type === 1) return r.path;
  if (r.type === 2) return r.path.split(':')[0];
  return resources.find((m) => m.id === r.pid)?.path ?? '';
}

/** Whether a screen path is a guarded screen or under one. */
export function isGuardedScreen(path: string): boolean {
  return GUARDED_SCREENS.some((s) => path === s || path.startsWith(`${s}/`));
}

/** The ids of the resources whose grant needs approval. */
export function guardedResourceIds(resources: readonly GrantResource[]): Set<number> {
  return new Set(resources.filter((r) => isGuardedScreen(screenOf(r, resources))).map((r) => r.id));
}

/** What a role holds: its own resources and its groups', nothing while it is disabled (a disabled role grants nothing). */
function held(role: Grants | null, facts: GrantFacts): Set<number> {
  const out = new Set<number>();
  if (!role || Number(role.status ?? 1) === 0) return out;
  for (const id of ids(role.resourceIds)) out.add(id);
  for (const gid of ids(role.groupIds))
    for (const id of facts.groups.find((g) => g.id === gid)?.resourceIds ?? []) out.add(id);
  return out;
}

/**
 * The guarded resources a role's save gives it that it did not hold: `body` is what is sent (an update may leave
 * fields out: they keep the record's), `current` the role as its read answers it (null for a new role).
 */
export function newlyGrantedGuarded(body: Grants, current: Grants | null, facts: GrantFacts): number[] {
  const guarded = guardedResourceIds(facts.resources);
  const before = held(current, facts);
  const after = held({ ...current, ...body }, facts);
  return [...after].filter((id) => guarded.has(id) && !before.has(id)).sort((a, b) => a - b);
}

/** Whether a role's save needs approval: it grants a guarded resource the role did not hold. */
export function roleGrantNeedsApproval(body: Grants, current: Grants | null, facts: GrantFacts): boolean {
  return newlyGrantedGuarded(body, current, facts).length > 0;
}

/**
 * Whether a permission group's edit needs approval: some role holds the group (`roleCount`), and the edit adds a
 * guarded resource to it. A group no role holds grants nothing; adding it to a role is the role's save, judged then.
 * (`_current` is unused: a group has no read of its own; `facts.groups` holds it.)
 */
export function groupGrantNeedsApproval(
  body: { id?: unknown; resourceIds?: unknown },
  _current: unknown,
  facts: GrantFacts,
): boolean {
  const group = facts.groups.find((g) => g.id === body.id);
  if (!group || group.roleCount === 0 || body.resourceIds === undefined) return false;
  const guarded = guardedResourceIds(facts.resources);
  return ids(body.resourceIds).some((id) => guarded.has(id) && !group.resourceIds.includes(id));
}
