/** The player store (docs/rules.md "Players"): seeded SDK accounts of every game, lookups, masking. */
export * from './mask';
export { accountBalance, BALANCE_MAX, seededBalance } from './balance';
export { PLAYER_LINES, lineOf } from './lines';
export { loginHistory } from './logins';
export { adjustmentsOf, pointsOf, recordAdjustment, seededPoints, type PointsAdjustment } from './points';
export { MAX_RECENT_IPS, recordSignIn, usualDevices, usualIps, type SignInResult } from './signIns';
export { PLAYERS_PER_GAME, PLAYER_CHANNELS, SERVERS_PER_GAME, seedGamePlayers } from './seed';
export {
  markPasswordReset,
  moveRoles,
  playerByAccount,
  playerByPhone,
  playersByDevice,
  playersByIp,
  playersOf,
  playersOfTarget,
  roleById,
  seedPlayers,
  setPlayerStatus,
  unbindPhone,
  type PlayerTargetType,
} from './store';
export type { Player, PlayerLine, PlayerLogin, PlayerRole, PlayerStatus, RealNameStatus } from './types';
