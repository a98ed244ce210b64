/**
 * A form field's rules as the contract declares them (docs/rules.md "API contract"): the JSON Schema keywords of one
 * field — type, length, pattern, range, choices — written once here, without the schema library, so that the
 * contract's schema is built from them (`str(description, FIELD)`, `int(description, FIELD)`) and the console's form
 * reads the same object through `fieldRules()` (src/utils/fieldRules.ts). The browser imports these; never a schema.
 */
export interface TextField {
  readonly type: 'string';
  /** 1 or more: the field is required (blank text counts as empty) */
  readonly minLength?: number;
  readonly maxLength?: number;
  /** an ECMAScript regular expression, as JSON Schema writes it */
  readonly pattern?: string;
}

export interface NumberField {
  readonly type: 'integer' | 'number';
  readonly minimum?: number;
  readonly maximum?: number;
}

export interface ChoiceField<V extends string | number = string | number> {
  readonly enum: readonly V[];
}

export type ContractField = TextField | NumberField | ChoiceField;

/** A text field: `text({ minLength: 1, maxLength: 64, pattern })`. */
export const text = <const F extends Omit<TextField, 'type'>>(f: F) => ({ type: 'string', ...f }) as const;
/** A whole number: `integer({ minimum: 0, maximum: 9999 })`. */
export const integer = <const F extends Omit<NumberField, 'type'>>(f: F) => ({ type: 'integer', ...f }) as const;
/** One of `values` (its labels are the console's texts). */
export const choice = <const V extends string | number>(values: readonly V[]): ChoiceField<V> => ({ enum: values });

/** Fields several areas share. */
/** Why an operator sees a secret, rolls a record back or moves roles: 2–200 characters, kept in the operation log. */
export const REASON = text({ minLength: 2, maxLength: 200 });
/**
 * A game role's id as the game server gives it: opaque text of at most 32 characters (not always digits: a server
 * may use letters), the same for a filter, an adjustment or a migration.
 */
export const ROLE_ID = text({ maxLength: 32 });
/** A required note or reason an operator writes (closing, rejecting, lifting, adjusting): 1–200 characters. */
export const NOTE = text({ minLength: 1, maxLength: 200 });
/** An optional remark or description: at most 200 characters. */
export const REMARK = text({ maxLength: 200 });
/** An account name or a password as typed at sign-in or a password change: 1–64 characters. */
export const CREDENTIAL = text({ minLength: 1, maxLength: 64 });
/** A saved table view's name (docs/rules.md "Saved table views"): 1–40 characters. */
export const VIEW_NAME = text({ minLength: 1, maxLength: 40 });
/** A record's name (a type, a group, a role …): 1–32 characters unless its schema says more (`name()`). */
export const NAME = text({ minLength: 1, maxLength: 32 });
