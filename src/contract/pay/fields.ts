import { choice, integer, REMARK, text } from '../field';
import { PAY_REGIONS, PAY_TYPES } from '../payTypes';
import { CHANNEL_PATTERN, FEE_RATE_MAX_BP, PRODUCT_ID_PATTERN } from './rules';

/**
 * The pay area's form fields as the contract declares them (src/contract/field.ts): the schemas of
 * payConfig.ts, payList.ts and billingPoint.ts are built from these, and the screens' forms read them through
 * fieldRules() (src/utils/fieldRules.ts). No schema here: the console imports this module.
 */
export const PAY_CONFIG_FIELDS = {
  payType: choice(PAY_TYPES),
  merchantId: text({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }),
  appId: text({ maxLength: 64 }),
  /** a secret as written (new: required by the pay type; edit: blank keeps the stored one) */
  secret: text({ maxLength: 8192 }),
  notifyUrl: text({ minLength: 1, maxLength: 512 }),
  feeRateBp: integer({ minimum: 0, maximum: FEE_RATE_MAX_BP }),
  sort: integer({ minimum: 0, maximum: 9999 }),
  remark: REMARK,
};

export const PAY_LIST_FIELDS = {
  region: choice(PAY_REGIONS),
  channel: text({ minLength: 1, maxLength: 32, pattern: CHANNEL_PATTERN }),
  remark: REMARK,
};

export const BILLING_POINT_FIELDS = {
  productId: text({ minLength: 1, maxLength: 64, pattern: PRODUCT_ID_PATTERN }),
  name: text({ minLength: 1, maxLength: 64 }),
  amount: integer({ minimum: 1, maximum: 100_000_000 }),
  channelProductCode: text({ maxLength: 128 }),
  coins: integer({ minimum: 0, maximum: 1_000_000_000 }),
};
