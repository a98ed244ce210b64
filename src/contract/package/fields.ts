import { choice, NOTE, REMARK, text } from '../field';

/**
 * The package area's form fields as the contract declares them (src/contract/field.ts): tasks.ts and records.ts build
 * their schemas from these, and /package/manager's forms read them through fieldRules(). No schema here: the console
 * imports this module.
 */
export const PACKAGE_PLATFORMS = ['Android', 'iOS'] as const;

/** A base package as uploaded: its platform, version name, display name, keystore alias and notes. */
export const BASE_PACKAGE_FIELDS = {
  platform: choice(PACKAGE_PLATFORMS),
  /** a letter or digit first, then letters, digits, `.`, `_`, `-` */
  version: text({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z][0-9A-Za-z._-]*$' }),
  name: text({ maxLength: 64 }),
  signAlias: text({ maxLength: 64 }),
  notes: text({ maxLength: 500 }),
};

/** A review of a pending base package: an approval's optional comment, a rejection's required reason. */
export const REVIEW_FIELDS = {
  approveComment: REMARK,
  rejectComment: NOTE,
};
