import { integer, NAME, REMARK, text } from './field';

/**
 * The form fields of the access area (departments, people, permission groups, roles) and of a person's own profile,
 * as the contract declares them (src/contract/field.ts): src/contract/access.ts, entities.ts and person.ts build
 * their schemas from these, and /access/people, /access/rightGroup, /access/roleform and /person read them through
 * fieldRules(). No schema here: the console imports this module.
 */
export const DEPARTMENT_FIELDS = {
  name: NAME,
  /** the order among siblings */
  sort: integer({ minimum: 0, maximum: 9999 }),
};

/** A staff member's contact: a mainland mobile number (11 digits) and an e-mail address. */
const EMAIL = text({ maxLength: 64, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' });
const PHONE = text({ maxLength: 11, pattern: '^1[3-9]\\d{9}$' });

export const PERSON_FIELDS = {
  /** a letter first, then letters, digits, `.`, `_`, `-`: 3–32 characters */
  account: text({ minLength: 3, maxLength: 32, pattern: '^[A-Za-z][A-Za-z0-9._-]*$' }),
  name: NAME,
  email: EMAIL,
  phone: PHONE,
};

export const GROUP_FIELDS = {
  name: NAME,
  description: REMARK,
};

export const ROLE_FIELDS = {
  name: NAME,
  /** a lower-case letter first, then lower-case letters, digits, `_`: 2–32 characters */
  code: text({ minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' }),
  description: REMARK,
};
