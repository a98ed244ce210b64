/**
 * Values of the players' and anti-addiction contracts (src/contract/players.ts, antiAddiction.ts) that the
 * console's screens read: codes for filters, labels and forms.
 * No schema here (docs/rules.md "API contract"): the console imports these at run time, and a module that builds
 * schemas would bring the schema library into the browser.
 */

/** Who a ban or a lookup names: an account, a role, a device or an IP address. */
export const PLAYER_TARGET_TYPES = ['account', 'role', 'device', 'ip'] as const;
export const REAL_NAME_STATUSES = ['verified', 'unverified', 'minor'] as const;
export const PLAYER_STATUSES = ['normal', 'locked'] as const;

/** Anti-addiction: how real names are verified, the masked fields, the parts of a rule set, a game's mode. */
export const VERIFY_MODES = ['national', 'platform'] as const;
export const SECRET_FIELDS = ['appId', 'bizId', 'secretKey'] as const;
export const RULE_PARTS = ['verification', 'guest', 'windows', 'calendar', 'caps'] as const;
export const GAME_MODES = ['inherit', 'override'] as const;
