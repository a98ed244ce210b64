/**
 * Seed of the channel and SDK records (/sdk): app markets, channel vendors with their parameters (九游 lacks its
 * required appKey, so a build for it fails at "write parameters" until someone fills it in), SDK versions with
 * real zip files, plugins with per-game values, packaging-tool releases.
 */
import { strToU8 } from 'fflate';
import { BASE_EPOCH, DAY } from '../core/clock';
import type { ChannelParam } from './farmTypes';
import type { AppMarket, Channel, PackageTool, Plugin, PluginConfig, SdkVersion, StoredFile } from './records';
import { pseudoRandomBytes } from './samples';
import { pack } from './zip';

export interface SdkSeed {
  appMarkets: AppMarket[];
  channels: Channel[];
  sdkVersions: SdkVersion[];
  plugins: Plugin[];
  pluginConfigs: PluginConfig[];
  packageTools: PackageTool[];
}

/** Keeps a file's bytes and returns its reference (the area's blob map). */
export type PutBlob = (bytes: Uint8Array, name: string) => StoredFile;

/** A small corner-mark badge as a data-URI SVG. */
export function cornerMark(text: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">` +
    `<path d="M0 0H48V48Z" fill="${color}"/>` +
    `<text x="34" y="20" font-size="11" text-anchor="middle" fill="#fff" transform="rotate(45 34 20)" ` +
    `font-family="Arial,sans-serif">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const p = (
  key: string,
  name: string,
  usedBy: ChannelParam['usedBy'],
  value: string,
  required = true,
): ChannelParam => ({ key, name, required, usedBy, value });

type MarketRow = [string, string, AppMarket['os'], AppMarket['integrationStatus'], 0 | 1, string];

const MARKETS: MarketRow[] = [
  ['华为应用市场', 'huawei', 'HarmonyOS', 'integrated', 0, '#cf0a2c'],
  ['小米应用商店', 'xiaomi', 'Android', 'integrated', 0, '#ff6900'],
  ['OPPO 软件商店', 'oppo', 'Android', 'integrated', 0, '#1ba784'],
  ['vivo 应用商店', 'vivo', 'Android', 'integrated', 1, '#415fff'],
  ['应用宝', 'yyb', 'Android', 'integrated', 0, '#1e88e5'],
  ['九游', 'uc', 'Android', 'debugging', 0, '#f57c00'],
  ['哔哩哔哩游戏中心', 'bilibili', 'Android', 'integrated', 0, '#fb7299'],
  ['TapTap', 'taptap', 'Android', 'debugging', 0, '#15c5ce'],
  ['App Store', 'appstore', 'iOS', 'integrated', 0, '#111111'],
  ['Google Play', 'googleplay', 'Android', 'notIntegrated', 0, '#34a853'],
];

type ChannelRow = [string, string, string, ChannelParam[]];

const CHANNELS: ChannelRow[] = [
  [
    '华为',
    'huawei',
    'huawei',
    [
      p('appId', '应用 ID', 'client', '105662381'),
      p('cpId', '开发者 ID', 'client', '890086000102215521'),
      p('payPublicKey', '支付公钥', 'build', 'MIIBojANBgkqhkiG9w0BAQEFAAOCAY8AMIIBigKCAYEA'),
      p('appSecret', '应用密钥', 'server', 'hw_7d1c2f0b9e8a4c3d'),
    ],
  ],
  [
    '小米',
    'xiaomi',
    'xiaomi',
    [
      p('appId', 'AppID', 'client', '2882303761520143857'),
      p('appKey', 'AppKey', 'client', '5712014385721'),
      p('appSecret', 'AppSecret', 'server', 'mi_Qk2x9VbL3pTz8RwA'),
    ],
  ],
  [
    'OPPO',
    'oppo',
    'oppo',
    [
      p('appId', 'AppId', 'client', '30845127'),
      p('appKey', 'AppKey', 'client', 'b3c0f2e6a1d94e7c'),
      p('appSecret', 'AppSecret', 'server', 'op_51e0c4d2b8f7a693'),
    ],
  ],
  [
    'vivo',
    'vivo',
    'vivo',
    [
      p('appId', 'AppId', 'client', '105598432'),
      p('cpId', 'CpId', 'client', 'a2c81e55d04f6b73'),
      p('appKey', 'AppKey', 'client', '9e41f7b23c6d0a85'),
      p('appSecret', 'AppSecret', 'server', 'vv_3f8e1a7c0b5d2946'),
    ],
  ],
  [
    '应用宝',
    'yyb',
    'yyb',
    [
      p('qqAppId', 'QQ AppId', 'client', '1112031964'),
      p('wxAppId', '微信 AppId', 'client', 'wx8b3f0a1c9d2e7f64'),
      p('offerId', '米大师 OfferId', 'build', '1450033210'),
      p('appKey', 'AppKey', 'server', 'yyb_c2d9e4f7a1b08365'),
    ],
  ],
  [
    '九游',
    'uc',
    'uc',
    [
      p('gameId', '游戏 ID', 'client', '1199873'),
      // deliberately missing: a build for 九游 fails at "write parameters" until it is filled in
      p('appKey', 'ApiKey', 'client', ''),
      p('cpId', 'CP ID', 'build', '88231'),
      p('secretKey', '服务端密钥', 'server', 'uc_0a7e3c9f5b1d2864'),
    ],
  ],
  [
    'B站',
    'bilibili',
    'bilibili',
    [
      p('appId', 'AppId', 'client', '4128'),
      p('merchantId', '商户号', 'client', '1709'),
      p('serverId', '服务器 ID', 'build', '5341', false),
      p('appKey', 'AppKey', 'server', 'bili_6f2a0d8c4e1b9735'),
    ],
  ],
  [
    'TapTap',
    'taptap',
    'taptap',
    [
      p('clientId', 'Client ID', 'client', 'tds8kq2zpvn3xw5hlr'),
      p('clientToken', 'Client Token', 'client', 'Jq0mT4vW8xY2zA6bC1dE5fG9hI3jK7lM'),
      p('serverUrl', '服务端地址', 'server', 'https://tds.taptap.example/api', false),
    ],
  ],
];

/** A small SDK archive: resources and one native library per ABI. */
export function sdkZip(code: string, version: string, seed: number): Uint8Array {
  return pack(
    {
      [`assets/${code}_sdk/sdk.properties`]: strToU8(`sdk=${code}\nversion=${version}\n`),
      [`res/values/${code}_sdk_strings.xml`]: strToU8(
        `<resources><string name="${code}_sdk_name">${code}</string></resources>\n`,
      ),
      [`lib/arm64-v8a/lib${code}sdk.so`]: pseudoRandomBytes(3 * 1024, seed),
      [`lib/armeabi-v7a/lib${code}sdk.so`]: pseudoRandomBytes(2 * 1024, seed + 1),
      'META-INF/sdk.txt': strToU8(`${code} ${version}\n`),
    },
    BASE_EPOCH - 30 * DAY,
  );
}

type VersionRow = [string | null, string, string, 0 | 1, number];

const VERSIONS: VersionRow[] = [
  [null, '4.9.3', '旧版聚合 SDK，已停用', 0, 120],
  [null, '5.1.0', '聚合 SDK：新增防沉迷实名接口', 1, 60],
  [null, '5.2.0', '聚合 SDK：支付回调重试、隐私弹窗文案更新', 1, 12],
  ['huawei', '6.11.0.300', 'HMS Core 游戏服务', 1, 40],
  ['xiaomi', '3.5.2', '小米联运 SDK', 1, 35],
  ['oppo', '2.1.0', 'OPPO 游戏联运 SDK', 1, 33],
  ['vivo', '4.7.1', 'vivo 联运 SDK', 1, 31],
  ['yyb', '1.8.0', 'YSDK', 1, 28],
  ['uc', '9.2.0', '九游 SDK', 1, 26],
  ['bilibili', '3.1.0', 'B站游戏 SDK', 1, 24],
  ['taptap', '3.28.0', 'TapSDK 登录与防沉迷', 1, 20],
];

const PLUGINS: Array<Omit<Plugin, 'id' | 'created' | 'updated'>> = [
  {
    name: '数数科技 ThinkingData',
    code: 'thinkingdata',
    type: 'analytics',
    version: '3.0.2',
    description: '游戏行为分析',
    paramKeys: [
      { key: 'appId', name: '项目 APP ID', required: true, secret: false },
      { key: 'serverUrl', name: '数据接收地址', required: true, secret: false },
    ],
    status: 1,
  },
  {
    name: '极光推送 JPush',
    code: 'jpush',
    type: 'push',
    version: '5.4.0',
    description: '消息推送',
    paramKeys: [
      { key: 'appKey', name: 'AppKey', required: true, secret: false },
      { key: 'masterSecret', name: 'Master Secret', required: true, secret: true },
      { key: 'channel', name: '渠道标识', required: false, secret: false },
    ],
    status: 1,
  },
  {
    name: '穿山甲 Pangle',
    code: 'pangle',
    type: 'ads',
    version: '6.2.1',
    description: '激励视频与插屏广告',
    paramKeys: [
      { key: 'appId', name: '应用 ID', required: true, secret: false },
      { key: 'rewardSlotId', name: '激励视频代码位', required: true, secret: false },
    ],
    status: 1,
  },
  {
    name: 'AppsFlyer',
    code: 'appsflyer',
    type: 'analytics',
    version: '6.14.0',
    description: '海外归因',
    paramKeys: [{ key: 'devKey', name: 'Dev Key', required: true, secret: true }],
    status: 1,
  },
  {
    name: 'Firebase Messaging',
    code: 'fcm',
    type: 'push',
    version: '23.4.1',
    description: '海外推送（停用中）',
    paramKeys: [{ key: 'senderId', name: 'Sender ID', required: true, secret: false }],
    status: 0,
  },
];

export function seedSdk(putBlob: PutBlob): SdkSeed {
  const appMarkets: AppMarket[] = MARKETS.map(([name, code, os, integrationStatus, maintenance, color], i) => ({
    id: i + 1,
    name,
    code,
    os,
    cornerMark: cornerMark(code.slice(0, 4).toUpperCase(), color),
    integrationStatus,
    maintenance,
    created: BASE_EPOCH - (200 - i) * DAY,
    updated: BASE_EPOCH - (20 - i) * DAY,
  }));
  const channels: Channel[] = CHANNELS.map(([name, code, market, params], i) => ({
    id: i + 1,
    appMarketId: appMarkets.find((m) => m.code === market)?.id ?? null,
    name,
    code,
    loginVerifyUrl: `https://sdk-gateway.example.com/login/verify/${code}`,
    payCallbackUrl: `https://pay.example.com/callback/${code}`,
    params,
    status: 1,
    created: BASE_EPOCH - (180 - i) * DAY,
    updated: BASE_EPOCH - (15 - i) * DAY,
  }));
  const sdkVersions: SdkVersion[] = VERSIONS.map(([code, version, notes, status, daysAgo], i) => {
    const channelId = code === null ? null : (channels.find((c) => c.code === code)?.id ?? null);
    const bytes = sdkZip(code ?? 'aggregate', version, 1000 + i);
    return {
      id: i + 1,
      channelId,
      version,
      file: putBlob(bytes, `${code ?? 'aggregate'}-sdk-${version}.zip`),
      notes,
      uploader: '周敏',
      status,
      created: BASE_EPOCH - daysAgo * DAY,
    };
  });
  const plugins: Plugin[] = PLUGINS.map((x, i) => ({
    ...x,
    id: i + 1,
    created: BASE_EPOCH - (150 - i * 7) * DAY,
    updated: BASE_EPOCH - (10 + i) * DAY,
  }));
  const pluginConfigs: PluginConfig[] = [
    {
      gameId: 1,
      pluginId: 1,
      values: { appId: 'td_xhcs_8c1f', serverUrl: 'https://ta.example.com' },
      enabled: 1,
      updated: BASE_EPOCH - 9 * DAY,
      updatedBy: '周敏',
    },
    {
      gameId: 1,
      pluginId: 2,
      values: { appKey: 'a1b2c3d4e5f60718293a4b5c', masterSecret: 'jp_9f8e7d6c5b4a3210', channel: '' },
      enabled: 1,
      updated: BASE_EPOCH - 8 * DAY,
      updatedBy: '周敏',
    },
    {
      gameId: 5,
      pluginId: 4,
      values: { devKey: 'af_Zx81Lm02Qp93Rt' },
      enabled: 1,
      updated: BASE_EPOCH - 5 * DAY,
      updatedBy: '孙磊',
    },
  ];
  const toolRows: Array<[string, PackageTool['platform'], string, number]> = [
    ['3.1.4', 'Windows', '修复多渠道并发时日志串行问题', 60],
    ['3.2.0', 'Windows', '支持渠道参数模板导入；签名改用 apksigner v2', 14],
    ['3.2.0', 'macOS', '首个 Apple Silicon 原生版本', 14],
  ];
  const packageTools: PackageTool[] = toolRows.map(([version, platform, notes, daysAgo], i) => {
    const ext = platform === 'Windows' ? 'zip' : 'dmg.zip';
    const name = `PackTool-${version}-${platform.toLowerCase()}.${ext}`;
    const bytes = pack(
      {
        'README.txt': strToU8(`PackTool ${version} (${platform})\n${notes}\n`),
        [platform === 'Windows' ? 'PackTool.exe' : 'PackTool.app/Contents/MacOS/PackTool']: pseudoRandomBytes(
          8 * 1024,
          77 + i,
        ),
      },
      BASE_EPOCH - daysAgo * DAY,
    );
    return {
      id: i + 1,
      version,
      platform,
      file: putBlob(bytes, name),
      notes,
      uploader: '孙磊',
      created: BASE_EPOCH - daysAgo * DAY,
    };
  });
  return { appMarkets, channels, sdkVersions, plugins, pluginConfigs, packageTools };
}
