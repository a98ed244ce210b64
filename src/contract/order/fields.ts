import { choice, NOTE, text } from '../field';
import { BAN_KINDS } from './values';

/**
 * The order areas' form fields as the contract declares them (src/contract/field.ts): line.ts and og.ts build their
 * schemas from these, and the screens' forms (src/features/orders, src/pages/ogorder) read them through fieldRules().
 * No schema here: the console imports this module.
 */

/** A test account on the whitelist of either line, with why it is there. */
export const WHITELIST_FIELDS = {
  account: text({ minLength: 1, maxLength: 64 }),
  note: NOTE,
};

/** An OG invoice request and its issuing. */
export const BILL_FIELDS = {
  title: text({ minLength: 1, maxLength: 100 }),
  /** the buyer's tax number: 15–20 digits or capital letters */
  taxNo: text({ minLength: 1, maxLength: 20, pattern: '^[0-9A-Z]{15,20}$' }),
  email: text({ minLength: 1, maxLength: 100, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
  /** the issued invoice's number: 8–20 digits or capital letters */
  invoiceNo: text({ minLength: 1, maxLength: 20, pattern: '^[0-9A-Z]{8,20}$' }),
};

/** An OG refund block: an account or a device, with why. */
export const REFUND_BAN_FIELDS = {
  kind: choice(BAN_KINDS),
  value: text({ minLength: 1, maxLength: 64 }),
  reason: NOTE,
};
