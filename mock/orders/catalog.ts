import type { Currency } from '../../src/utils/money';
import type { CHANNELS, PAY_TYPES } from '../../src/contract/order';
import type { ChildGame, Region } from '../core/types';

/**
 * What the seed sells and through which channels (mock/orders/seedOrders.ts). Amounts are integer minor units.
 */
export type Channel = (typeof CHANNELS)[number];
export type PayType = (typeof PAY_TYPES)[number];

/** Price tiers per currency (tier i is the same product everywhere). */
export const PRICES: Record<Currency, number[]> = {
  CNY: [600, 3000, 6800, 12800, 32800, 64800, 199800],
  USD: [99, 499, 999, 1999, 4999, 9999, 29999],
  EUR: [99, 499, 1099, 1999, 4999, 10999, 29999],
  BRL: [490, 2490, 5490, 9990, 24990, 49990, 149990],
  HKD: [800, 3800, 7800, 15800, 38800, 78800, 238800],
  TWD: [3000, 15000, 33000, 65000, 165000, 330000, 990000],
};
export const TIER_WEIGHTS = [30, 25, 18, 12, 8, 5, 2];
export const DOMESTIC_PRODUCTS = ['60 钻石', '300 钻石', '月卡', '1280 钻石', '3280 钻石', '6480 钻石', '至尊礼包'];
export const OVERSEAS_PRODUCTS = [
  'Gem Pouch',
  'Gem Sack',
  'Monthly Pass',
  'Gem Chest',
  'Gem Vault',
  'Gem Hoard',
  'Legend Bundle',
];

/** Default large-transfer thresholds of the OG line: the sixth tier and up. */
export const DEFAULT_THRESHOLDS: Record<Currency, number> = {
  CNY: 64800,
  USD: 9999,
  EUR: 10999,
  BRL: 49990,
  HKD: 78800,
  TWD: 330000,
};

export const CURRENCY_WEIGHTS: Record<Region, Array<[Currency, number]>> = {
  domestic: [
    ['CNY', 94],
    ['HKD', 3],
    ['TWD', 3],
  ],
  overseas: [
    ['USD', 55],
    ['EUR', 15],
    ['BRL', 20],
    ['HKD', 5],
    ['TWD', 5],
  ],
};

/** The channels a child game sells through (by its name and platform). */
export function channelsOf(child: ChildGame, region: Region): Channel[] {
  if (child.name.includes('华为')) return ['huawei'];
  if (child.name.includes('Google Play')) return ['googleplay'];
  if (child.name.includes('微信')) return ['wechat_mini'];
  if (child.name.includes('抖音')) return ['douyin_mini'];
  if (child.platform === 'iOS') return ['appstore', 'appstore', 'appstore', 'official'];
  if (child.platform === 'PC') return ['official'];
  return region === 'overseas' ? ['googleplay', 'official'] : ['official', 'official', 'xiaomi', 'oppo', 'vivo'];
}

/** The pay types of a channel. */
export function payTypesOf(channel: Channel, region: Region): PayType[] {
  switch (channel) {
    case 'appstore':
      return ['apple_iap'];
    case 'googleplay':
      return ['google_play'];
    case 'huawei':
      return ['huawei_pay'];
    case 'wechat_mini':
      return ['wechat'];
    case 'douyin_mini':
      return ['alipay', 'wechat'];
    default:
      return region === 'overseas' ? ['paypal'] : ['alipay', 'alipay', 'wechat', 'wechat', 'unionpay'];
  }
}

const SURNAMES = ['风', '云', '星', '月', '夜', '雪', '霜', '雷', '炎', '影', '龙', '虎', '鹰', '狼', '剑', '刀'];
const GIVEN = ['行者', '无痕', '孤鸿', '逍遥', '破军', '青衫', '长歌', '听雨', '惊鸿', '归尘', '临渊', '若水'];
const LATIN = ['Nova', 'Blaze', 'Echo', 'Raven', 'Orion', 'Vex', 'Luna', 'Kai', 'Zed', 'Iris', 'Ash', 'Skye'];

export function roleNameOf(n: number, region: Region): string {
  if (region === 'overseas') return `${LATIN[n % LATIN.length]}${(n * 7) % 1000}`;
  return `${SURNAMES[n % SURNAMES.length]}${GIVEN[Math.floor(n / SURNAMES.length) % GIVEN.length]}${n % 97}`;
}

/** Operators the seed's refunds and supplementary orders name (seeded people: admin, hefeng, linna). */
export const SEED_OPERATORS: Array<{ id: number; name: string }> = [
  { id: 1, name: '周建国' },
  { id: 19, name: '何峰' },
  { id: 20, name: '林娜' },
];

/** A minimal one-page PDF (seeded issued invoices). */
export const SEED_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
