/** The orders of both business lines (/order and /ogorder): one store of orders, each line's endpoints. */
import { registerRouteNames } from '../core/resources';
import { routeNames } from './routeNames';

export { ogorderEntries, orderEntries } from './handlers';

/** Set-up (mock/backend): the route names. */
export function setup(): void {
  registerRouteNames(routeNames);
}
