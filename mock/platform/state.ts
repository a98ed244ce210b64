import { BASE_EPOCH, DAY, HOUR } from '../core/clock';
import { createPrng, type Prng } from '../core/prng';
import { defineArea, getStore } from '../core/store';
import type { Status } from '../core/types';
import { SEED_RSA_KEYS } from './rsa';

/**
 * The platform area's records, kept in the shared store through defineArea (re-seeded by POST /api/__mock/reset).
 * Seeded deterministically from BASE_EPOCH and a seeded PRNG.
 */
export type ConfigType = 'string' | 'number' | 'json' | 'switch';

export interface DictType {
  id: number;
  code: string;
  name: string;
  description: string;
  status: Status;
  builtIn: boolean;
  created: number;
  updated: number;
}

export interface DictItem {
  id: number;
  typeId: number;
  label: string;
  value: string;
  sort: number;
  color: string;
  status: Status;
  created: number;
  updated: number;
}

export type SecretField = 'appSecret' | 'payKey';

export interface AppKey {
  id: number;
  gameId: number;
  appKey: string;
  appSecret: string;
  payKey: string;
  /** Base64 body of the SPKI public key, '' when none */
  rsaPublicKey: string;
  remark: string;
  created: number;
  updated: number;
  updatedBy: string;
  secretRotated: number;
  payKeyRotated: number;
}

export interface CommonConfig {
  id: number;
  key: string;
  value: string;
  type: ConfigType;
  description: string;
  gameId: number;
  builtIn: boolean;
  created: number;
  updated: number;
  updatedBy: string;
}

export interface PlatformState {
  dictTypes: DictType[];
  dictItems: DictItem[];
  keys: AppKey[];
  configs: CommonConfig[];
  seq: { dictType: number; dictItem: number; key: number; config: number };
}

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** `n` characters of letters and digits (no look-alikes) from `next()`. */
export function secretFrom(next: () => number, n = 32): string {
  let s = '';
  for (let i = 0; i < n; i += 1) s += ALNUM[Math.floor(next() * ALNUM.length)];
  return s;
}

type ItemSeed = [label: string, value: string, color: string];

const DICTS: Array<[code: string, name: string, description: string, builtIn: boolean, items: ItemSeed[]]> = [
  [
    'platform',
    '平台',
    '子游戏平台',
    true,
    [
      ['安卓', 'Android', '#52c41a'],
      ['iOS', 'iOS', '#1677ff'],
      ['PC', 'PC', '#722ed1'],
      ['小游戏', 'mini-game', '#fa8c16'],
    ],
  ],
  [
    'region',
    '地区',
    '父游戏发行地区',
    true,
    [
      ['国内', 'domestic', '#f5222d'],
      ['海外', 'overseas', '#13c2c2'],
    ],
  ],
  [
    'child_game_type',
    '子游戏类型',
    '子游戏包类型',
    true,
    [
      ['官方包', '1', '#1677ff'],
      ['渠道包', '2', '#722ed1'],
      ['测试包', '3', '#8c8c8c'],
    ],
  ],
  [
    'config_value_type',
    '配置值类型',
    '通用配置的值类型',
    true,
    [
      ['字符串', 'string', ''],
      ['数字', 'number', ''],
      ['JSON', 'json', ''],
      ['开关', 'switch', ''],
    ],
  ],
  [
    'order_status',
    '订单状态',
    '订单流水的状态徽标',
    true,
    [
      ['已创建', 'created', '#8c8c8c'],
      ['已支付', 'paid', '#1677ff'],
      ['已发货', 'delivered', '#52c41a'],
      ['发货失败', 'delivery_failed', '#f5222d'],
      ['已关闭', 'closed', '#bfbfbf'],
      ['已退款', 'refunded', '#fa8c16'],
    ],
  ],
  [
    'pay_type',
    '支付方式',
    '支付配置可选的支付方式',
    false,
    [
      ['支付宝', 'alipay', '#1677ff'],
      ['微信支付', 'wechat', '#52c41a'],
      ['Apple IAP', 'apple_iap', '#595959'],
      ['Google Play', 'google_play', '#13c2c2'],
      ['PayPal', 'paypal', '#2f54eb'],
    ],
  ],
  [
    'pack_task_status',
    '打包任务状态',
    '在线打包任务状态',
    false,
    [
      ['排队中', 'queued', '#8c8c8c'],
      ['打包中', 'running', '#1677ff'],
      ['成功', 'succeeded', '#52c41a'],
      ['失败', 'failed', '#f5222d'],
      ['已取消', 'cancelled', '#bfbfbf'],
    ],
  ],
];

const CONFIGS: Array<
  [key: string, value: string, type: ConfigType, description: string, gameId: number, builtIn: boolean]
> = [
  ['pay.notify.maxRetry', '5', 'number', '支付回调通知游戏服务器的最大重试次数', 0, true],
  ['login.captcha.enabled', '1', 'switch', '登录是否启用图形验证码', 0, true],
  ['sdk.heartbeat.seconds', '300', 'number', 'SDK 心跳上报间隔（秒）', 0, true],
  ['package.maxSizeMb', '800', 'number', '基础包上传大小上限（MB）', 0, true],
  ['customer.service.url', 'https://kf.example.com/chat', 'string', '客服入口地址', 0, true],
  ['client.features', '{"share":true,"rank":false,"maxFriends":200}', 'json', '客户端功能开关', 0, false],
  ['order.largeAmountCents', '500000', 'number', '大额订单阈值（分）', 1, false],
  ['announcement.enabled', '0', 'switch', '登录公告开关', 1, false],
  ['announcement.text', '服务器将于周四 06:00 维护', 'string', '登录公告内容', 1, false],
  ['order.largeAmountCents', '300000', 'number', '大额订单阈值（分）', 2, false],
  ['client.features', '{"share":false,"rank":true}', 'json', '客户端功能开关（海外版）', 5, false],
];

/** Games that get keys in the seed (game 4 has none yet: the "generate keys" path). */
const KEYED_GAMES = [1, 2, 3, 5];

function seedPlatform(): PlatformState {
  const rng: Prng = createPrng(20261102);
  const store = getStore();
  const t0 = BASE_EPOCH - 120 * DAY;
  const dictTypes: DictType[] = [];
  const dictItems: DictItem[] = [];
  DICTS.forEach(([code, name, description, builtIn, items], i) => {
    const typeId = i + 1;
    dictTypes.push({
      id: typeId,
      code,
      name,
      description,
      status: 1,
      builtIn,
      created: t0 + i * HOUR,
      updated: t0 + i * HOUR,
    });
    items.forEach(([label, value, color], j) => {
      dictItems.push({
        id: dictItems.length + 1,
        typeId,
        label,
        value,
        sort: (j + 1) * 10,
        color,
        status: 1,
        created: t0 + i * HOUR,
        updated: t0 + i * HOUR,
      });
    });
  });
  const keys: AppKey[] = KEYED_GAMES.filter((gameId) => store.games.some((g) => g.id === gameId)).map((gameId, i) => {
    const game = store.games.find((g) => g.id === gameId);
    const created = BASE_EPOCH - (200 - i * 20) * DAY;
    return {
      id: i + 1,
      gameId,
      appKey: `${game?.alias || 'game'}_${rng.hex(12)}`,
      appSecret: secretFrom(rng.next),
      payKey: secretFrom(rng.next),
      rsaPublicKey: SEED_RSA_KEYS[i % SEED_RSA_KEYS.length],
      remark: '',
      created,
      updated: created + 3 * DAY,
      updatedBy: '周建国',
      secretRotated: created,
      payKeyRotated: created,
    };
  });
  const configs: CommonConfig[] = CONFIGS.map(([key, value, type, description, gameId, builtIn], i) => ({
    id: i + 1,
    key,
    value,
    type,
    description,
    gameId,
    builtIn,
    created: t0 + i * DAY,
    updated: t0 + i * DAY + rng.int(1, 40) * HOUR,
    updatedBy: '周建国',
  }));
  return {
    dictTypes,
    dictItems,
    keys,
    configs,
    seq: {
      dictType: dictTypes.length,
      dictItem: dictItems.length,
      key: keys.length,
      config: configs.length,
    },
  };
}

export const platformState = defineArea('platform', seedPlatform);

export function nextPlatformId(kind: keyof PlatformState['seq']): number {
  const state = platformState();
  state.seq[kind] += 1;
  return state.seq[kind];
}
