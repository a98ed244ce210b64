import { text } from './field';

/**
 * The role transfers' form fields as the contract declares them (src/contract/field.ts): src/contract/roleTransfer.ts
 * builds its schemas from these and src/features/roleTransfer reads them through fieldRules(). No schema here: the
 * console imports this module.
 */
export const TRANSFER_FIELDS = {
  /** an SDK account of the current game, A (from) or B (to) */
  account: text({ minLength: 1, maxLength: 64 }),
};
