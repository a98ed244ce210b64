// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write placeholders as ${name}
import { BASE_EPOCH, DAY } from '../core/clock';
import type { Platform } from '../../src/contract/operate/platforms';
import type { SmsProvider, SmsScene } from '../../src/contract/operate/smsTemplate';
import type { MessageConfig, OperateArea, UpdateConfig } from './state';

/**
 * The seeded game-operations configuration: forced-update rules for a few games on the SDK channels
 * (mock/sdk/seed.ts), none overlapping another enabled rule. Times relative to the seed's day (BASE_EPOCH).
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
  return {
    updateConfig,
    messageConfig,
    seq: { updateConfig: updateConfig.length, messageConfig: messageConfig.length },
  };
}
