import type { BanScope } from '../../../src/contract/operate/stopConfig';
import type { PlayerTargetType } from '../../../src/contract/players';
import { type ActivityEvent, gateActivity } from '../../activity';
import { banApplies, normalTarget } from './rules';
import { bansArea, gameBans, type Ban } from './state';

/**
 * Bans act on the simulated activity (src/pages/operate/README.md "Bans", docs/rules.md "Simulated activity"): a
 * sign-in is refused by a ban in force for `login` on its account, device or IP; a payment by one for `pay` on its
 * account or role. A refused event does not happen (the account's last sign-in, the monitoring rules and the
 * cancellations never hear it) and counts on the ban that refused it (the first in id order), shown in the list as its
 * blocked attempts.
 */
export function refusingBan(e: ActivityEvent): Ban | undefined {
  const scope: BanScope = e.kind === 'signIn' ? 'login' : 'pay';
  const targets: Array<[PlayerTargetType, string]> =
    e.kind === 'signIn'
      ? [
          ['account', e.account],
          ['device', e.device],
          ['ip', e.ip],
        ]
      : [
          ['account', e.account],
          ['role', e.roleId],
        ];
  return gameBans(e.gameId)
    .filter((b) => banApplies(b, scope, e.at))
    .find((b) => targets.some(([type, value]) => b.targetType === type && b.target === normalTarget(type, value)));
}

/** A ban refuses the simulated sign-ins and payments it covers (counted on the ban); registered at set-up. */
export function gateBannedActivity(): void {
  gateActivity('bans', (e) => {
    const ban = refusingBan(e);
    if (!ban) return true;
    const hits = bansArea().blocked.get(ban.id);
    bansArea().blocked.set(ban.id, { count: (hits?.count ?? 0) + 1, lastAt: Math.max(hits?.lastAt ?? 0, e.at) });
    return false;
  });
}
