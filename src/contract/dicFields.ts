import { REMARK, text } from './field';

/**
 * The common-config form's fields as the contract declares them (src/contract/field.ts): src/contract/dic.ts builds
 * its schemas from these (and the backend checks a number value's length with `numberValue`), and /dic/commonConfig
 * reads them through fieldRules(). No schema here: the console imports this module.
 */
export const COMMON_CONFIG_FIELDS = {
  /** a letter first, then letters, digits, `.`, `_`, `-`: 2–64 characters */
  key: text({ minLength: 2, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9._-]*$' }),
  /** the value as text, whatever its type (a switch '1'/'0', a number, JSON, text) */
  value: text({ minLength: 1, maxLength: 4000 }),
  /** a value of type number: a decimal number of at most 32 characters */
  numberValue: text({ minLength: 1, maxLength: 32 }),
  description: REMARK,
};
