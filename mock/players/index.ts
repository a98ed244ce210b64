/** The player store (docs/rules.md "Players"): seeded SDK accounts of every game, lookups, masking. */
export * from './mask';
export { accountBalance, BALANCE_MAX, seededBalance } from './balance';
export { PLAYER_LINES, lineOf } from './lines';
export { loginHistory } from './logins';
export { adjustmentsOf, pointsOf, recordAdjustment, seededPoints } from './points';
export { recordSignIn, usualDevices, usualIps } from './signIns';
export { PLAYERS_PER_GAME, PLAYER_CHANNELS, seedGamePlayers } from './seed';
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
  setPlayerStatus,
  unbindPhone,
} from './store';
export type { Player, PlayerRole } from './types';
