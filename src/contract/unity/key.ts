import Type from 'typebox';
import { op, type Paths } from '../operation';
import { id, idBody, int, pageOf, pageQuery, str, time } from '../schema';
import { CHANGE_REASON } from '../history';
import { REASON } from '../field';
import { KEY_FIELDS as F } from './fields';

const KEYS = '/unity/keyConfig';

// ---- app keys ----
const SECRET_FIELDS = ['appSecret', 'payKey'] as const;
const rsaKey = str('RSA 公钥：PEM（-----BEGIN PUBLIC KEY-----）或其 Base64 正文', F.rsaPublicKey);
const keyRow = Type.Object({
  id: int(),
  gameId: int(),
  gameName: str(),
  appKey: str('应用标识（公开）'),
  appSecret: str('应用密钥（打码：前 4 位 + **** + 后 4 位）'),
  payKey: str('支付密钥（打码）'),
  rsaPublicKey: str('RSA 公钥 Base64 正文（公开）'),
  rsaFingerprint: str('RSA 公钥 SHA-256 指纹前 16 位'),
  remark: str('备注'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
  secretRotated: time('appSecret 最近轮换'),
  payKeyRotated: time('payKey 最近轮换'),
});

export const paths = {
  '/api/mng/key/page': op({
    record: 'appKey',
    summary: '各游戏密钥分页（密钥打码）',
    auth: 'grant',
    screen: KEYS,
    module: 'appKey',
    action: 'page',
    request: pageQuery({
      parentGameId: Type.Optional(id('父游戏')),
      name: Type.Optional(str('游戏名或 appKey 包含')),
    }),
    data: pageOf(keyRow),
  }),
  '/api/mng/key/add': op({
    creates: true,
    logged: true,
    summary: '为一个父游戏生成密钥（appKey、appSecret、payKey；每个游戏一套）',
    auth: 'grant',
    screen: KEYS,
    module: 'appKey',
    action: 'add',
    request: Type.Object({
      parentGameId: id('父游戏'),
      rsaPublicKey: Type.Optional(rsaKey),
      remark: Type.Optional(str('备注', F.remark)),
    }),
    data: Type.Object({ id: int() }),
  }),
  '/api/mng/key/edit': op({
    versioned: true,
    logged: true,
    record: 'appKey',
    summary: '修改 RSA 公钥与备注（密钥只能轮换）',
    auth: 'grant',
    screen: KEYS,
    module: 'appKey',
    action: 'edit',
    request: Type.Object({
      id: id(),
      rsaPublicKey: Type.Optional(rsaKey),
      remark: Type.Optional(str('备注', F.remark)),
      ...CHANGE_REASON,
    }),
  }),
  '/api/mng/key/delete': op({
    logged: true,
    record: 'appKey',
    summary: '吊销一个游戏的密钥',
    auth: 'grant',
    screen: KEYS,
    module: 'appKey',
    action: 'delete',
    request: idBody(),
  }),
  '/api/mng/key/reveal': op({
    logged: true,
    summary: '查看一个密钥的明文（须填写原因，写入操作日志；明文不进日志）',
    auth: 'grant',
    screen: KEYS,
    module: 'appKey',
    action: 'reveal',
    request: Type.Object({
      id: id(),
      field: Type.Enum(SECRET_FIELDS, { description: '哪个密钥' }),
      reason: str('查看原因', REASON),
    }),
    data: Type.Object({ field: str(), value: str('明文') }),
  }),
  '/api/mng/key/rotate': op({
    creates: true,
    logged: true,
    record: 'appKey',
    summary: '轮换密钥：生成新值，旧值立即失效（返回打码后的新值）',
    auth: 'grant',
    screen: KEYS,
    module: 'appKey',
    action: 'rotate',
    approval: { area: 'unity', reason: '旧密钥立即失效，仍在用它的服务会中断' },
    request: Type.Object({ id: id(), field: Type.Enum(SECRET_FIELDS, { description: '哪个密钥' }) }),
    data: Type.Object({ field: str(), masked: str('打码后的新值') }),
  }),
} satisfies Paths;
