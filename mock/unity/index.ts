/** Parent games and who may use them, menu entries, dictionaries and app keys (/unity). */
import { registerRouteNames } from '../core/resources';
import { seedWith } from '../core/store';
import { routeNames } from './routeNames';
import { seedMenus } from './seedMenus';

export { default } from './handlers';

/** Set-up (mock/backend): the route names; the menu entries' seed. */
export function setup(): void {
  registerRouteNames(routeNames);
  seedWith((store) => {
    store.menus = seedMenus();
  });
}
