/**
 * The pay types the switch-payment rules route between: the console's one list (src/contract/payTypes.ts,
 * src/pages/pay/README.md "Pay configuration"), re-exported so the special area's code reads it from one place.
 */
export { PAY_TYPES, type PayType } from '../payTypes';
