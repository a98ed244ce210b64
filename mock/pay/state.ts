import { PAY_TYPE_SECRETS, type PayRegion, type PaySecretField, type PayType } from '../../src/contract/payTypes';
import type { Currency } from '../../src/utils/money';
import { BASE_EPOCH, DAY } from '../core/clock';
import { secretFrom } from '../platform';
import { createPrng } from '../core/prng';
import { defineArea } from '../core/store';

/**
 * The pay area's records (pay configurations, pay lists, billing points), seeded deterministically per game and
 * re-seeded by the store's reset (defineArea).
 */
export interface PayConfig {
  id: number;
  gameId: number;
  payType: PayType;
  merchantId: string;
  appId: string;
  privateKey: string;
  apiKey: string;
  certPassword: string;
  notifyUrl: string;
  feeRateBp: number;
  status: 0 | 1;
  sort: number;
  remark: string;
  created: number;
  updated: number;
  updatedBy: string;
}

export interface PayList {
  id: number;
  gameId: number;
  channel: string;
  region: PayRegion;
  payTypes: PayType[];
  status: 0 | 1;
  remark: string;
  updated: number;
  updatedBy: string;
}

export interface BillingPoint {
  id: number;
  gameId: number;
  productId: string;
  name: string;
  amount: number;
  currency: Currency;
  channelProductCode: string;
  coins: number;
  status: 0 | 1;
  updated: number;
  updatedBy: string;
}

export interface PayState {
  configs: PayConfig[];
  lists: PayList[];
  points: BillingPoint[];
  seq: { config: number; list: number; point: number };
}

const PAY_SEED = 20261110;

/** Per game: its region's pay types [type, fee bp, status], its pay lists [channel, region, types], its currency. */
const DOMESTIC: Array<[PayType, number, 0 | 1]> = [
  ['alipay', 60, 1],
  ['wechat', 60, 1],
  ['apple_iap', 3000, 1],
  ['unionpay', 55, 0],
];
const OVERSEAS: Array<[PayType, number, 0 | 1]> = [
  ['google_play', 3000, 1],
  ['apple_iap', 3000, 1],
  ['paypal', 440, 1],
];
const DOMESTIC_LISTS: Array<[string, PayRegion, PayType[]]> = [
  ['official', 'CN', ['alipay', 'wechat']],
  ['appstore', 'CN', ['apple_iap']],
  ['huawei', 'CN', ['wechat', 'alipay']],
];
const OVERSEAS_LISTS: Array<[string, PayRegion, PayType[]]> = [
  ['googleplay', 'GLOBAL', ['google_play', 'paypal']],
  ['appstore', 'GLOBAL', ['apple_iap']],
  ['official', 'US', ['paypal', 'google_play']],
];
const CNY_TIERS: Array<[number, number]> = [
  [600, 60],
  [3000, 300],
  [6800, 680],
  [12800, 1280],
  [32800, 3280],
  [64800, 6480],
];
const USD_TIERS: Array<[number, number]> = [
  [99, 100],
  [499, 520],
  [999, 1080],
  [1999, 2200],
  [4999, 5800],
  [9999, 12000],
];

export function seedPay(): PayState {
  const rng = createPrng(PAY_SEED);
  const state: PayState = { configs: [], lists: [], points: [], seq: { config: 0, list: 0, point: 0 } };
  const games: Array<[number, string, boolean]> = [
    [1, 'xhcs', false],
    [2, 'jyjh', false],
    [3, 'mcwy', false],
    [4, 'sgby', false],
    [5, 'cosmic', true],
  ];
  games.forEach(([gameId, alias, overseas]) => {
    const t = BASE_EPOCH - (40 - gameId) * DAY;
    (overseas ? OVERSEAS : DOMESTIC).forEach(([payType, feeRateBp, status], i) => {
      state.seq.config += 1;
      const needs = (f: PaySecretField) => PAY_TYPE_SECRETS[payType].includes(f);
      state.configs.push({
        id: state.seq.config,
        gameId,
        payType,
        merchantId: `${payType.toUpperCase().slice(0, 3)}${String(rng.int(10_000_000, 99_999_999))}`,
        appId: `${alias}_${payType}`,
        privateKey: needs('privateKey') ? secretFrom(rng.next, 48) : '',
        apiKey: needs('apiKey') ? secretFrom(rng.next, 32) : '',
        certPassword: needs('certPassword') ? secretFrom(rng.next, 12) : '',
        notifyUrl: `https://pay.${alias}.example.com/notify/${payType}`,
        feeRateBp,
        status,
        sort: (i + 1) * 10,
        remark: '',
        created: t,
        updated: t,
        updatedBy: 'admin',
      });
    });
    (overseas ? OVERSEAS_LISTS : DOMESTIC_LISTS).forEach(([channel, region, payTypes]) => {
      state.seq.list += 1;
      state.lists.push({
        id: state.seq.list,
        gameId,
        channel,
        region,
        payTypes: [...payTypes],
        status: 1,
        remark: '',
        updated: t,
        updatedBy: 'admin',
      });
    });
    (overseas ? USD_TIERS : CNY_TIERS).forEach(([amount, coins], i) => {
      state.seq.point += 1;
      state.points.push({
        id: state.seq.point,
        gameId,
        productId: `${alias}.coin.${i + 1}`,
        name: overseas ? `${coins} Gems` : `${coins} 钻石`,
        amount,
        currency: overseas ? 'USD' : 'CNY',
        channelProductCode: `com.${alias}.pack${i + 1}`,
        coins,
        status: 1,
        updated: t,
        updatedBy: 'admin',
      });
    });
  });
  return state;
}

export const payState = defineArea('pay', seedPay);

export function nextPayId(kind: keyof PayState['seq']): number {
  const state = payState();
  state.seq[kind] += 1;
  return state.seq[kind];
}
