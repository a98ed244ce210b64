/** The operation log (/oplog): its screen and a month of seeded entries (the framework writes new ones). */
import { registerRouteNames } from '../core/resources';
import { seedWith } from '../core/store';
import { routeNames } from './routeNames';
import { seedOplog } from './seed';

export { default } from './handlers';

/** Set-up (mock/backend): the route names; the log's seed, naming the seeded people and games (after theirs). */
export function setup(): void {
  registerRouteNames(routeNames);
  seedWith((store, rng) => {
    store.oplog = seedOplog(rng, store.people, store.games);
  });
}
