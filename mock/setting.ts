/**
 * umi mock entry: game settings (/setting): parent games, their child games and server lines, projects, interface
 * info, operating entities with their protocols and SMS signatures.
 */
import gamesApi from './setting/games/handlers';
import childGamesApi from './setting/handlers';
import { entitiesApi } from './setting/operation/entities';
import { protocolsApi } from './setting/operation/protocols';
import { signaturesApi } from './setting/operation/signatures';

export default { ...childGamesApi, ...gamesApi, ...entitiesApi, ...protocolsApi, ...signaturesApi };
