// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write placeholders as ${name}
import { BASE_EPOCH, DAY, HOUR } from '../core/clock';
import type { PopupKind } from '../../src/contract/operate/popups';
import type { Platform } from '../../src/contract/operate/platforms';
import type { SmsProvider, SmsScene } from '../../src/contract/operate/smsTemplate';
import type { MessageConfig, OperateArea, Popup, UpdateConfig } from './types';

/**
 * The seeded game-operations configuration: forced-update rules for a few games on the SDK channels
 * (mock/package/sdkSeed.ts), none overlapping another enabled rule. Times relative to the seed's day
 * (BASE_EPOCH).
 */
type UpdateRow = [
  gameId: number,
  platform: Platform,
  channel: string,
  minVersion: string,
  latestVersion: string,
  force: 0 | 1,
  rollout: number,
  status: 0 | 1,
  downloadUrl: string,
  notes: string,
];

const UPDATES: UpdateRow[] = [
  [
    1,
    'android',
    'huawei',
    '',
    '3.0.0',
    1,
    100,
    1,
    'https://dl.example.com/g1/huawei/3.0.0.apk',
    '3.0 起旧版本停止服务',
  ],
  [
    1,
    'android',
    'huawei',
    '3.0.0',
    '3.2.0',
    0,
    50,
    1,
    'https://dl.example.com/g1/huawei/3.2.0.apk',
    '新春版本，灰度 50%',
  ],
  [1, 'android', 'xiaomi', '', '3.2.0', 0, 100, 1, 'https://dl.example.com/g1/xiaomi/3.2.0.apk', '小米渠道提示更新'],
  [1, 'ios', 'all', '', '3.1.0', 1, 100, 1, 'https://apps.apple.com/app/id1000000001', 'App Store 全渠道强更'],
  [1, 'android', 'oppo', '2.0.0', '2.8.0', 1, 100, 0, 'https://dl.example.com/g1/oppo/2.8.0.apk', '已停用的旧规则'],
  [2, 'android', 'all', '', '1.6.0', 0, 20, 1, 'https://dl.example.com/g2/1.6.0.apk', '1.6 小范围灰度'],
  [2, 'pc', 'all', '', '1.5.2', 1, 100, 1, 'https://dl.example.com/g2/pc/1.5.2.exe', 'PC 端安全修复'],
];

type MessageRow = [
  gameId: number,
  scene: SmsScene,
  provider: SmsProvider,
  signature: string,
  template: string,
  perPhone: number,
  perGame: number,
  status: 0 | 1,
];

const MESSAGES: MessageRow[] = [
  [1, 'login', 'aliyun', '星辰游戏', '您的登录验证码是${code}，{minutes}分钟内有效，请勿泄露。', 10, 200000, 1],
  [1, 'register', 'aliyun', '星辰游戏', '欢迎加入{game}！注册验证码${code}，{minutes}分钟内有效。', 5, 100000, 1],
  [1, 'bind', 'tencent', '星辰游戏', '您正在为尾号{phoneTail}的手机绑定账号，验证码${code}。', 5, 50000, 1],
  [1, 'reset', 'aliyun', '星辰游戏', '账号{account}正在重置密码，验证码${code}，{minutes}分钟内有效。', 3, 30000, 0],
  [2, 'login', 'tencent', '幻境工作室', '【{game}】登录验证码：{code}', 10, 80000, 1],
];

type PopupRow = [
  kind: PopupKind,
  gameId: number,
  title: string,
  imageUrl: string,
  text: string,
  buttonText: string,
  linkUrl: string,
  channels: string[],
  frequency: Popup['frequency'],
  startDays: number,
  endDays: number,
  priority: number,
  status: 0 | 1,
];

const IMG = 'https://cdn.example.com/operate';
const POPUPS: PopupRow[] = [
  [
    'posterPop',
    1,
    '双十一活动海报',
    `${IMG}/poster-1111.png`,
    '双十一限时礼包',
    '去看看',
    'https://event.example.com/1111',
    [],
    'daily',
    -3,
    7,
    50,
    1,
  ],
  [
    'posterPop',
    1,
    '新服开启',
    `${IMG}/poster-server.png`,
    '新服「星海」今日开启',
    '立即前往',
    'https://event.example.com/server',
    ['huawei', 'xiaomi'],
    'once',
    2,
    10,
    40,
    1,
  ],
  [
    'posterPop',
    1,
    '国庆海报（已结束）',
    `${IMG}/poster-national.png`,
    '国庆七天乐',
    '',
    '',
    [],
    'daily',
    -50,
    -40,
    30,
    1,
  ],
  [
    'adConfiguration',
    1,
    '开屏广告：周年庆',
    `${IMG}/ad-anniv.png`,
    '',
    '',
    'https://event.example.com/anniv',
    [],
    'launch',
    -1,
    14,
    80,
    1,
  ],
  [
    'adConfiguration',
    1,
    '商城横幅',
    `${IMG}/ad-shop.png`,
    '',
    '',
    'https://shop.example.com/',
    ['oppo'],
    'daily',
    -10,
    20,
    20,
    0,
  ],
  ['tipManagement', 1, '维护预告', '', '11 月 30 日 02:00–06:00 停服维护', '知道了', '', [], 'once', -1, 6, 60, 1],
  [
    'tipManagement',
    1,
    '防沉迷提示',
    '',
    '未成年人每日游戏时间受限，请合理安排',
    '',
    '',
    [],
    'launch',
    -100,
    365,
    90,
    1,
  ],
];

export function seedOperate(): OperateArea {
  const updateConfig: UpdateConfig[] = UPDATES.map(
    ([gameId, platform, channel, minVersion, latestVersion, force, rollout, status, downloadUrl, notes], i) => ({
      id: i + 1,
      gameId,
      platform,
      channel,
      minVersion,
      latestVersion,
      force,
      rollout,
      status,
      downloadUrl,
      notes,
      created: BASE_EPOCH - (30 - i) * DAY,
      updated: BASE_EPOCH - (10 - i) * DAY,
      updatedBy: 'admin',
    }),
  );
  const messageConfig: MessageConfig[] = MESSAGES.map(
    ([gameId, scene, provider, signature, template, dailyPerPhone, dailyPerGame, status], i) => ({
      id: i + 1,
      gameId,
      scene,
      provider,
      signature,
      template,
      dailyPerPhone,
      dailyPerGame,
      status,
      created: BASE_EPOCH - (20 - i) * DAY,
      updated: BASE_EPOCH - (5 - i) * DAY,
      updatedBy: 'admin',
    }),
  );
  const popups: Popup[] = POPUPS.map(
    ([kind, gameId, title, imageUrl, text, buttonText, linkUrl, channels, frequency, s, e, priority, status], i) => ({
      id: i + 1,
      gameId,
      kind,
      title,
      imageUrl,
      text,
      buttonText,
      linkUrl,
      channels,
      minVersion: '',
      maxVersion: '',
      frequency,
      startAt: BASE_EPOCH + s * DAY + 10 * HOUR,
      endAt: BASE_EPOCH + e * DAY + 10 * HOUR,
      priority,
      status,
      created: BASE_EPOCH - (60 - i) * DAY,
      updated: BASE_EPOCH - (8 - i) * DAY,
      updatedBy: 'admin',
    }),
  );
  return {
    updateConfig,
    messageConfig,
    popups,
    seq: { updateConfig: updateConfig.length, messageConfig: messageConfig.length, popups: popups.length },
  };
}
