import { choice, REMARK, text } from '../field';
import { ENTITY_REGIONS, SMS_PROVIDERS, SMS_PURPOSES } from './operationRules';

/**
 * The form fields of operating entities, protocols and SMS signatures as the contract declares them
 * (src/contract/field.ts): operation.ts builds its schemas from these, and the /setting/operation screens' forms read
 * them through fieldRules(). No schema here: the console imports this module.
 */
export const ENTITY_FIELDS = {
  company: text({ minLength: 2, maxLength: 64 }),
  /**
   * letters, digits, Chinese characters and hyphens: the schema holds the length, and the backend checks the trimmed
   * text against the pattern with a message of its own (mock/setting/operation/entities.ts)
   */
  shortName: text({ minLength: 2, maxLength: 16, pattern: '^[A-Za-z0-9\\u4e00-\\u9fa5-]{2,16}$' }),
  region: choice(ENTITY_REGIONS),
  /** a mainland unified social credit code or a registration number elsewhere: licenceProblem() parses it */
  licenceNo: text({ minLength: 5, maxLength: 30 }),
  contactName: text({ minLength: 1, maxLength: 32 }),
  /** a mainland mobile or +country… (PHONE_PATTERN), or the masked number sent back unchanged */
  contactPhone: text({ minLength: 7, maxLength: 16 }),
  /** as shortName: the pattern is checked by the backend on the trimmed text, with its own message */
  contactEmail: text({ minLength: 5, maxLength: 64, pattern: '^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}$' }),
};

export const PROTOCOL_FIELDS = {
  title: text({ minLength: 1, maxLength: 64 }),
  content: text({ minLength: 1, maxLength: 200_000 }),
  note: REMARK,
};

export const SIGNATURE_FIELDS = {
  /** 24 at most here; signatureProblem() holds the carriers' 2–12 characters and says so in its own message */
  text: text({ minLength: 1, maxLength: 24 }),
  purpose: choice(SMS_PURPOSES),
  provider: choice(SMS_PROVIDERS),
};
