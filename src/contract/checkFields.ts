import { choice, NAME, REMARK, text } from './field';

/**
 * The check area's form fields as the contract declares them (src/contract/field.ts): src/contract/check.ts builds
 * its schemas from these, and /check/joinup, /check/configuration and its parameters' page read them through
 * fieldRules(). No schema here: the console imports this module.
 */
export const CUSTOM_CHECK_KINDS = ['PARAM_PRESENT', 'ENTRY_PRESENT'] as const;
export const SEVERITIES = ['error', 'warning'] as const;

/** A parameter of a check item: its key, its display name and its value (a list is comma separated). */
export const CHECK_PARAM_FIELDS = {
  key: text({ minLength: 1, maxLength: 64 }),
  name: text({ maxLength: 64 }),
  value: text({ maxLength: 2000 }),
};

/** A check item (a new one names the kind and its list, kept as its one list parameter's value). */
export const CHECK_ITEM_FIELDS = {
  /** a capital letter first, then capitals, digits, `_`: 2–32 characters */
  code: text({ minLength: 2, maxLength: 32, pattern: '^[A-Z][A-Z0-9_]*$' }),
  kind: choice(CUSTOM_CHECK_KINDS),
  name: NAME,
  category: NAME,
  rule: REMARK,
  severity: choice(SEVERITIES),
};

/** An enrolment of a game's channels in the self-check. */
export const JOINUP_FIELDS = {
  remark: REMARK,
};
