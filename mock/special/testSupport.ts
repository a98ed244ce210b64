/**
 * What other domains' tests may use of the special area (docs/rules.md "Areas and layers"): a switch-payment rule the
 * seed leaves free (game 1, OPPO clients from 1.0.0 below 2.0, WeChat Pay switched to Alipay in China), as its add
 * call takes it.
 */
export const OPPO_CUT_PAY = {
  channel: 'oppo',
  minVersion: '1.0.0',
  maxVersion: '1.9.99',
  region: 'CN',
  fromPayType: 'wechat',
  toPayType: 'alipay',
  status: 1,
};
