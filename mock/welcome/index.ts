/** The welcome summary (/welcome). */
import { registerRouteNames } from '../core/resources';
import { routeNames } from './routeNames';

export { default } from './handlers';

/** Set-up (mock/backend): the route names. */
export function setup(): void {
  registerRouteNames(routeNames);
}
