/**
 * The pay types the switch-payment rules (/special/cutPay) route between, by code. This is the ONE place the special
 * area reads them from: when the pay area (/pay/payConfig) publishes its own list, this module re-exports that list
 * instead, and nothing else changes. Display names live in the screens' locales (`pages.special.payType.<code>`) and
 * the backend's messages (mock/special/messages.ts).
 */
export const PAY_TYPES = ['alipay', 'wechat', 'unionpay', 'huawei_pay', 'apple_iap', 'google_play', 'paypal'] as const;

export type PayType = (typeof PAY_TYPES)[number];
