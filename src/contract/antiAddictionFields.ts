import { choice, integer, text } from './field';
import { VERIFY_MODES } from './values';

/**
 * The anti-addiction forms' fields as the contract declares them (src/contract/field.ts): src/contract/antiAddiction.ts
 * builds the rule set's and the check's schemas from these, and src/features/antiAddiction reads them through
 * fieldRules(). No schema here: the console imports this module.
 */
const HHMM_PATTERN = '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$';
/** A day's minutes: 0–1440. */
const MINUTES = integer({ minimum: 0, maximum: 1440 });

export const RULE_FIELDS = {
  verifyMode: choice(VERIFY_MODES),
  /** the national platform's credentials as written (saving: blank keeps the stored one) */
  appId: text({ maxLength: 64 }),
  bizId: text({ maxLength: 64 }),
  secretKey: text({ maxLength: 128 }),
  /** how long a guest may play a day; 0: no guests */
  guestMinutes: MINUTES,
  /** a play window's start or end, HH:mm (an end may be 24:00) */
  windowTime: text({ minLength: 1, pattern: HHMM_PATTERN }),
};

export const CHECK_FIELDS = {
  age: integer({ minimum: 0, maximum: 150 }),
  playedMinutes: MINUTES,
};
