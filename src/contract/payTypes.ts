/**
 * The pay types the console knows, in one module every area imports (pay config, pay lists, switch-payment rules,
 * orders): docs/rules.md "Pay configuration". A readonly tuple rather than a TypeScript `const enum`: esbuild and
 * Babel compile one file at a time and cannot inline a `const enum` imported from another module.
 */
export const PAY_TYPES = ['alipay', 'wechat', 'unionpay', 'apple', 'google', 'paypal', 'huawei'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const isPayType = (v: unknown): v is PayType => PAY_TYPES.includes(v as PayType);

/** The secret fields a pay configuration may hold; masked in every answer. */
export const PAY_SECRET_FIELDS = ['privateKey', 'apiKey', 'certPassword'] as const;
export type PaySecretField = (typeof PAY_SECRET_FIELDS)[number];

/** Which secrets each pay type needs (all of them are required when the configuration is created). */
export const PAY_TYPE_SECRETS: Record<PayType, readonly PaySecretField[]> = {
  alipay: ['privateKey'],
  wechat: ['apiKey', 'certPassword'],
  unionpay: ['privateKey', 'certPassword'],
  apple: ['privateKey'],
  google: ['privateKey'],
  paypal: ['apiKey'],
  huawei: ['privateKey'],
};

/** Regions a pay list (and a switch-payment rule) applies to. */
export const PAY_REGIONS = ['CN', 'HK', 'TW', 'SEA', 'US', 'EU', 'BR', 'GLOBAL'] as const;
export type PayRegion = (typeof PAY_REGIONS)[number];
