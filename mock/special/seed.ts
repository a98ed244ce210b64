import { BASE_EPOCH, DAY, HOUR } from '../core/clock';
import type { PayType } from '../../src/contract/special/payTypes';
import type { RuleRegion } from '../../src/contract/special/regions';
import type { CutPayRule, SpecialArea } from './types';

/**
 * The seeded switch-payment rules: a few per seeded game, on the SDK channels (mock/package/sdkSeed.ts), none
 * overlapping another. Times relative to the seed's day (BASE_EPOCH), so the same rules are current whatever day it is.
 */
type Row = [
  gameId: number,
  channel: string,
  minVersion: string,
  maxVersion: string,
  region: RuleRegion,
  from: PayType,
  to: PayType,
  startAt: number | null,
  endAt: number | null,
  status: 0 | 1,
  note: string,
  by: string,
];

const RULES: Row[] = [
  [
    1,
    'huawei',
    '3.2.0',
    '',
    'CN',
    'wechat',
    'huawei_pay',
    BASE_EPOCH - 30 * DAY,
    null,
    1,
    '华为渠道新版本走华为支付',
    'admin',
  ],
  [
    1,
    'xiaomi',
    '',
    '3.1.9',
    'all',
    'alipay',
    'wechat',
    BASE_EPOCH - 7 * DAY,
    BASE_EPOCH + 7 * DAY,
    1,
    '支付宝通道维护，旧版本临时切微信',
    'admin',
  ],
  [
    1,
    'oppo',
    '2.0.0',
    '2.9.99',
    'CN',
    'alipay',
    'unionpay',
    BASE_EPOCH - 60 * DAY,
    BASE_EPOCH - 30 * DAY,
    0,
    '银联满减活动（已结束）',
    'admin',
  ],
  [1, 'huawei', '', '3.1.99', 'CN', 'wechat', 'alipay', null, null, 1, '旧版本华为包不支持华为支付', 'admin'],
  [2, 'bilibili', '', '', 'all', 'wechat', 'alipay', null, null, 1, 'B站渠道统一走支付宝', 'admin'],
  [
    2,
    'taptap',
    '1.4.0',
    '',
    'HK',
    'alipay',
    'paypal',
    BASE_EPOCH - 3 * DAY + 10 * HOUR,
    null,
    1,
    '港服上线 PayPal',
    'admin',
  ],
  [
    3,
    'vivo',
    '',
    '',
    'CN',
    'alipay',
    'wechat',
    BASE_EPOCH - 14 * DAY,
    BASE_EPOCH + 16 * DAY,
    1,
    '微信支付立减活动',
    'admin',
  ],
  [
    5,
    'taptap',
    '1.0.0',
    '',
    'SEA',
    'google_play',
    'paypal',
    BASE_EPOCH - 14 * DAY,
    BASE_EPOCH + 30 * DAY,
    1,
    'Google Play fee promotion: route to PayPal',
    'admin',
  ],
  [5, 'taptap', '1.5.0', '', 'US', 'paypal', 'google_play', null, null, 0, 'Draft: US back to Google Play', 'admin'],
];

export function seedSpecial(): SpecialArea {
  const cutPay: CutPayRule[] = RULES.map(
    (
      [gameId, channel, minVersion, maxVersion, region, fromPayType, toPayType, startAt, endAt, status, note, by],
      i,
    ) => ({
      id: i + 1,
      gameId,
      channel,
      minVersion,
      maxVersion,
      region,
      fromPayType,
      toPayType,
      startAt,
      endAt,
      status,
      note,
      created: BASE_EPOCH - (40 - i) * DAY,
      updated: BASE_EPOCH - (20 - i) * DAY,
      updatedBy: by,
    }),
  );
  return { cutPay, seq: { cutPay: cutPay.length } };
}
