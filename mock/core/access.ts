import { getStore, type Store } from './store';
import type { Game, Person, Resource, Role } from './types';

/** A person's effective grants: the union of their enabled roles' resourceIds and those roles' groups. */

export const ADMIN_ROLE_CODE = 'admin';

/** Paths every signed-in person has implicitly (brief: basic pages). */
export const BASIC_PATHS = ['/welcome', '/person', '/gameSelect'];

export function rolesOf(person: Person, store: Store = getStore()): Role[] {
  return person.roleIds.map((id) => store.roles.find((r) => r.id === id)).filter((r): r is Role => Boolean(r));
}

export function effectiveResourceIds(person: Person, store: Store = getStore()): Set<number> {
  const ids = new Set<number>();
  rolesOf(person, store)
    .filter((r) => r.status === 1)
    .forEach((role) => {
      role.resourceIds.forEach((id) => ids.add(id));
      role.groupIds.forEach((gid) => {
        store.groups.find((g) => g.id === gid)?.resourceIds.forEach((id) => ids.add(id));
      });
    });
  store.resources.filter((r) => BASIC_PATHS.includes(r.path)).forEach((r) => ids.add(r.id));
  return ids;
}

/** Granted resources in resource order, including the implicit basic pages. */
export function grantedResources(person: Person, store: Store = getStore()): Resource[] {
  const ids = effectiveResourceIds(person, store);
  return store.resources.filter((r) => ids.has(r.id));
}

/**
 * The person's authority: granted resource paths (docs/rules.md "Routes and authority"), the basic pages always
 * included.
 */
export function authorityOf(person: Person, store: Store = getStore()): string[] {
  const paths = grantedResources(person, store).map((r) => r.path);
  BASIC_PATHS.forEach((p) => {
    if (!paths.includes(p)) paths.push(p);
  });
  return paths;
}

export function hasGrant(person: Person, path: string, store: Store = getStore()): boolean {
  const ids = effectiveResourceIds(person, store);
  return store.resources.some((r) => r.path === path && ids.has(r.id));
}

export function isAdmin(person: Person, store: Store = getStore()): boolean {
  return rolesOf(person, store).some((r) => r.code === ADMIN_ROLE_CODE && r.status === 1);
}

/** Parent games the person may use: every game for admins, else their list. */
export function gamesOf(person: Person, store: Store = getStore()): Game[] {
  if (isAdmin(person, store)) return store.games;
  return store.games.filter((g) => person.gameIds.includes(g.id));
}

export function canUseGame(person: Person, gameId: number, store: Store = getStore()): boolean {
  return gamesOf(person, store).some((g) => g.id === gameId);
}

/** 13812341234 → 138****1234 */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone ? '****' : '';
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
