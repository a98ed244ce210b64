import { CREDENTIAL, text } from './field';

/**
 * The password change's fields as the contract declares them (src/contract/field.ts): src/contract/auth.ts builds
 * /api/mng/user/changePassword's schema from these and /person's password form reads them through fieldRules(). No
 * schema here: the console imports this module.
 */
export const PASSWORD_FIELDS = {
  oldPassword: CREDENTIAL,
  /** 8–32 characters holding a letter and a digit */
  newPassword: text({ minLength: 8, maxLength: 32, pattern: '^(?=.*[A-Za-z])(?=.*\\d).+$' }),
};
