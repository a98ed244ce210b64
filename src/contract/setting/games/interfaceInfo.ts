import Type from 'typebox';
import { op, type Paths } from '../../operation';
import { id, int, nullable, str, time } from '../../schema';
import { REASON } from '../../field';

/**
 * Interface info (/setting/interfaceInfo): a parent game's integration endpoints and keys, read-only. Keys are the
 * game's app keys (/unity/keyConfig): the app key is public, the server secret (appSecret) and the pay key are masked
 * (first 4 and last 4 characters around ****); revealing one asks a reason and writes an operation-log entry with the
 * field and the reason, never the value. The game is the body's `parentGameId`, else X-Game-Id.
 */
export const SETTING_INTERFACE = '/setting/interfaceInfo';
export const INTERFACE_SECRETS = ['appSecret', 'payKey'] as const;
export const INTERFACE_ENDPOINTS = ['loginVerify', 'orderQuery', 'roleReport', 'payNotify'] as const;

export const interfaceInfoSchema = Type.Object({
  gameId: int(),
  gameName: str(),
  alias: str(),
  region: str('domestic / overseas'),
  baseUrl: str('平台开放接口的根地址（按游戏类型：国内 / 海外）'),
  endpoints: Type.Array(
    Type.Object({
      key: Type.Enum(INTERFACE_ENDPOINTS, { description: '接口' }),
      method: str('HTTP 方法'),
      url: nullable(str('地址；支付回调取游戏第一条启用线路的网关，没有线路时为 null')),
      direction: Type.Enum(['platform', 'game'], {
        description: 'platform：游戏服务端调用平台；game：平台调用游戏服务端',
      }),
    }),
  ),
  keys: nullable(
    Type.Object({
      appKey: str('应用标识（公开）'),
      appSecret: str('服务端密钥（打码）'),
      payKey: str('支付密钥（打码）'),
      updated: time('密钥更新时间'),
    }),
  ),
  lines: int('启用的线路数'),
});

export const paths = {
  '/api/setting/interface/info': op({
    summary: '一个父游戏的对接信息（接口地址与打码的密钥）',
    auth: 'grant',
    screen: SETTING_INTERFACE,
    module: 'interfaceInfo',
    action: 'info',
    request: Type.Object({ parentGameId: Type.Optional(id('父游戏（缺省取 X-Game-Id）')) }),
    data: interfaceInfoSchema,
  }),
  '/api/setting/interface/reveal': op({
    logged: true,
    summary: '查看一个密钥的明文（须填写原因，写入操作日志；明文不进日志）',
    auth: 'grant',
    screen: SETTING_INTERFACE,
    module: 'interfaceInfo',
    action: 'reveal',
    request: Type.Object({
      parentGameId: Type.Optional(id('父游戏（缺省取 X-Game-Id）')),
      field: Type.Enum(INTERFACE_SECRETS, { description: '哪个密钥' }),
      reason: str('查看原因', REASON),
    }),
    data: Type.Object({ field: str(), value: str('明文') }),
  }),
} satisfies Paths;
