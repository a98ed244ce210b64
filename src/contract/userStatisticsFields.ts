import { integer, NOTE, ROLE_ID } from './field';

/**
 * The role-points form fields as the contract declares them (src/contract/field.ts): src/contract/userStatistics.ts
 * builds its schemas from these and /userStatistics/integral's forms read them through fieldRules(). No schema here:
 * the console imports this module.
 */
const MAX_POINTS_DELTA = 1_000_000;

export const POINTS_FIELDS = {
  roleId: ROLE_ID,
  /** signed, not 0 (the backend says so; the schema cannot) */
  delta: integer({ minimum: -MAX_POINTS_DELTA, maximum: MAX_POINTS_DELTA }),
  reason: NOTE,
};
