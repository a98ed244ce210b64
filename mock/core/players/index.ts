/** The player store (docs/rules.md "Players"): seeded SDK accounts of every game, lookups, masking. */
export * from './mask';
export { PLAYERS_PER_GAME, PLAYER_CHANNELS, SERVERS_PER_GAME, seedGamePlayers } from './seed';
export {
  playerByAccount,
  playersByDevice,
  playersByIp,
  playersOf,
  playersOfTarget,
  roleById,
  seedPlayers,
  type PlayerTargetType,
} from './store';
export type { Player, PlayerRole, PlayerStatus, RealNameStatus } from './types';
