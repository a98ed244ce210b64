import { injectActivity } from '../../activity';
import { playerByAccount } from '../../players';

/**
 * A player signing in now (the dev helper /api/__mock/accountLogout/signIn): injected into the simulated activity
 * (docs/rules.md "Simulated activity") from the account's own device, IP and channel, so the account's last sign-in
 * becomes `at` and every listener hears it, cancellations included. Answers the player, or undefined when the game
 * has no such account or it is locked.
 */
export function markPlayerSignedIn(gameId: number, account: string, at: number) {
  const p = playerByAccount(gameId, account);
  if (!p) return undefined;
  const event = injectActivity(
    gameId,
    { kind: 'signIn', account, device: p.devices[0] ?? 'dev-console', ip: p.ips[0] ?? '127.0.0.1', channel: p.channel },
    at,
  );
  return event ? p : undefined;
}
