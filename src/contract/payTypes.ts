/**
 * The pay types the console knows, in one module every area imports (pay config, pay lists, switch-payment rules,
 * orders): src/pages/pay/README.md "Pay configuration". A readonly tuple rather than a TypeScript `const enum`: esbuild
 * and Babel compile one file at a time and cannot inline a `const enum` imported from another module.
 */
export const PAY_TYPES = ['alipay', 'wechat', 'unionpay', 'apple_iap', 'google_play', 'paypal', 'huawei_pay'] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** The secret fields a pay configuration may hold; masked in every answer. */
export const PAY_SECRET_FIELDS = ['privateKey', 'apiKey', 'certPassword'] as const;
export type PaySecretField = (typeof PAY_SECRET_FIELDS)[number];

/** Which secrets each pay type needs (all of them are required when the configuration is created). */
export const PAY_TYPE_SECRETS: Record<PayType, readonly PaySecretField[]> = {
  alipay: ['privateKey'],
  wechat: ['apiKey', 'certPassword'],
  unionpay: ['privateKey', 'certPassword'],
  apple_iap: ['privateKey'],
  google_play: ['privateKey'],
  paypal: ['apiKey'],
  huawei_pay: ['privateKey'],
};

/** The concrete regions the console knows (pay lists, switch-payment rules, orders); names `common.region.<code>`. */
export const REGIONS = ['CN', 'HK', 'MO', 'TW', 'SEA', 'JP', 'KR', 'US', 'EU', 'BR'] as const;
export type Region = (typeof REGIONS)[number];

/** Regions a pay list applies to: a concrete region, or GLOBAL (every region without a list of its own). */
export const PAY_REGIONS = [...REGIONS, 'GLOBAL'] as const;
export type PayRegion = (typeof PAY_REGIONS)[number];
