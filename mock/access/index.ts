/**
 * The organisation and its access (/access): departments, people, roles, permission groups and the resources they
 * hold. Its seed is the store's people, roles, groups and departments.
 */
import { registerRouteNames } from '../core/resources';
import { seedWith } from '../core/store';
import { routeNames } from './routeNames';
import { seedOrg } from './seedOrg';

export { default } from './handlers';
export { registerEndpoint } from './grantRules';
export { personOf } from './lookups';
export { currentUser, departmentName, roleRefs } from './personView';
export { applyPatch, checkIds } from './refs';

/** Set-up (mock/backend): the route names; the organisation's seed, given the seeded games (games' set-up first). */
export function setup(): void {
  registerRouteNames(routeNames);
  seedWith((store, rng) => {
    Object.assign(
      store,
      seedOrg(
        rng,
        store.resources,
        store.games.map((g) => g.id),
      ),
    );
  });
}
