import { playerByAccount } from '../../core/players';

/**
 * A player signing in, as the simulated activity would record it (the dev helper /api/__mock/accountLogout/signIn):
 * the account's last sign-in becomes `at`. Cancellations only ever read lastLoginAt; this is the one place of this
 * feature that writes it. Answers the player, or undefined when the game has no such account.
 */
export function markPlayerSignedIn(gameId: number, account: string, at: number) {
  const p = playerByAccount(gameId, account);
  if (p) p.lastLoginAt = at;
  return p;
}
