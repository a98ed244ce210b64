/** User statistics (/userStatistics): role points. */
import { registerRouteNames } from '../core/resources';
import { routeNames } from './routeNames';

export { userStatisticsApi } from './handlers';

/** Set-up (mock/backend): the route names. */
export function setup(): void {
  registerRouteNames(routeNames);
}
