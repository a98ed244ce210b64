import { choice, integer, NAME, REMARK, text } from '../field';

/**
 * Values of the /special contracts that the console's forms read (and /operate's, which target client versions too).
 * No schema here (docs/rules.md "API contract"): the console imports these at run time, and a module that builds
 * schemas would bring the schema library into the browser.
 */

/** A semantic version (1.2.10: up to four numeric parts); empty means that end of the range is open. */
export const VERSION_PATTERN = '^\\d{1,6}(\\.\\d{1,6}){0,3}$';

/** A client version field: digits and dots (VERSION_PATTERN), at most 32 characters. */
export const VERSION = text({ pattern: VERSION_PATTERN, maxLength: 32 });

/** The form fields of channel groups (channelGroups.ts builds its schema from these): a group's name, channel, note. */
export const CHANNEL_GROUP_FIELDS = {
  name: NAME,
  channel: text({ minLength: 1, maxLength: 32 }),
  note: REMARK,
};

/** What a watch rule of /special/monitor alerts on. */
export const MONITOR_KINDS = ['newDevice', 'payOver', 'manyOrders'] as const;

/** The form fields of watch rules (monitor.ts builds its schema from these). */
export const MONITOR_FIELDS = {
  name: NAME,
  /** the watched account; empty for every account of the game */
  account: text({ maxLength: 64 }),
  kind: choice(MONITOR_KINDS),
  /** manyOrders: this many orders within windowMinutes */
  count: integer({ minimum: 2, maximum: 100 }),
  windowMinutes: integer({ minimum: 1, maximum: 1440 }),
  note: REMARK,
};
