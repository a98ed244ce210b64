/**
 * Game settings (/setting): parent games, their child games and server lines, projects, interface info, operating
 * entities with their protocols and SMS signatures.
 */
import { registerRouteNames } from '../core/resources';
import gamesApi from './games/handlers';
import childGamesApi from './handlers';
import { entitiesApi } from './operation/entities';
import { protocolsApi } from './operation/protocols';
import { signaturesApi } from './operation/signatures';
import { routeNames } from './routeNames';

export default { ...childGamesApi, ...gamesApi, ...entitiesApi, ...protocolsApi, ...signaturesApi };

/** Set-up (mock/backend): the route names. */
export function setup(): void {
  registerRouteNames(routeNames);
}
