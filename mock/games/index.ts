/** Parent games and their child games: the seed, how lists show a game, and the header's game lists. */
import { registerRouteNames } from '../core/resources';
import { seedWith } from '../core/store';
import { routeNames } from './routeNames';
import { seedGames } from './seed';

export { default } from './handlers';
export { childCount, gameOf, gameView } from './gameView';
export { initialsIcon, seedGames } from './seed';

/** Set-up (mock/backend): the route names; the games' seed (the first of the store's seeds). */
export function setup(): void {
  registerRouteNames(routeNames);
  seedWith((store) => {
    Object.assign(store, seedGames());
  });
}
