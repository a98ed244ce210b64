import Type from 'typebox';
import { PAY_SECRET_FIELDS, PAY_TYPES } from '../payTypes';
import { GAME_HEADER, op, type Paths } from '../operation';
import { id, idBody, int, pageOf, pageQuery, status, str, time } from '../schema';
import { PAY_CONFIG_FIELDS as F } from './fields';
import { REASON } from '../field';

/**
 * Pay configuration (/pay/payConfig; src/pages/pay/README.md "Pay configuration"): one record per pay type of the
 * current game (X-Game-Id). Secrets are masked in every answer; reveal needs a reason and is logged without the value;
 * an edit that leaves a secret empty keeps it.
 */
export const PAY_CONFIG_SCREEN = '/pay/payConfig';

const secret = (d: string) => str(`${d}（应答中打码：前 4 位 + **** + 后 4 位；8 位及以下为 ****；未设置为空串）`);
const secretWrite = (d: string) => str(`${d}（新增时按支付方式必填；编辑时留空表示不修改）`, F.secret);

export const payConfigRow = Type.Object({
  id: int(),
  gameId: int(),
  payType: Type.Enum(PAY_TYPES, { description: '支付方式' }),
  merchantId: str('商户号'),
  appId: str('应用 id（渠道侧，可空）'),
  privateKey: secret('私钥'),
  apiKey: secret('API 密钥'),
  certPassword: secret('证书密码'),
  notifyUrl: str('支付结果通知地址（https）'),
  feeRateBp: int('费率，整数基点：1 = 0.01%，60 = 0.60%'),
  status: Type.Enum([0, 1], { description: '1 启用，0 停用' }),
  sort: int('排序，小的在前'),
  remark: str('备注'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

const write = Type.Object({
  merchantId: str('商户号', F.merchantId),
  appId: Type.Optional(str('应用 id', F.appId)),
  privateKey: Type.Optional(secretWrite('私钥')),
  apiKey: Type.Optional(secretWrite('API 密钥')),
  certPassword: Type.Optional(secretWrite('证书密码')),
  notifyUrl: str('通知地址：https、有主机名、不含用户名或密码', F.notifyUrl),
  feeRateBp: int('费率，整数基点（0–10000）', F.feeRateBp),
  status: Type.Optional(status()),
  sort: Type.Optional(int('排序', F.sort)),
  remark: Type.Optional(str('备注', F.remark)),
});

const common = {
  auth: 'grant' as const,
  screen: PAY_CONFIG_SCREEN,
  module: 'payConfig',
  headers: [GAME_HEADER],
};

export const paths = {
  '/api/mng/payConfig/page': op({
    record: 'payConfig',
    ...common,
    summary: '支付配置分页（当前游戏；密钥打码）',
    action: 'page',
    request: pageQuery({
      payType: Type.Optional(Type.Enum(PAY_TYPES, { description: '支付方式' })),
      merchantId: Type.Optional(str('商户号包含')),
      status: Type.Optional(status()),
    }),
    data: pageOf(payConfigRow),
  }),
  '/api/mng/payConfig/get': op({
    record: 'payConfig',
    ...common,
    summary: '一条支付配置（密钥打码）',
    action: 'get',
    readsRecord: true,
    request: idBody(),
    data: payConfigRow,
  }),
  '/api/mng/payConfig/add': op({
    creates: true,
    logged: true,
    ...common,
    summary: '新增支付配置（同一游戏每种支付方式一条）',
    action: 'add',
    request: Type.Object({ payType: Type.Enum(F.payType.enum, { description: '支付方式' }), ...write.properties }),
    data: Type.Object({ id: int() }),
  }),
  '/api/mng/payConfig/edit': op({
    versioned: true,
    logged: true,
    record: 'payConfig',
    ...common,
    summary: '编辑支付配置（支付方式不可改；密钥留空不修改）',
    action: 'edit',
    approval: { area: 'pay', reason: '改动商户号、密钥、通知地址或启停会直接影响玩家付款与到账' },
    request: Type.Object({
      id: id(),
      payType: Type.Optional(Type.Enum(PAY_TYPES, { description: '支付方式：不可修改，与记录不同时拒绝 A0403' })),
      ...Type.Partial(write).properties,
    }),
  }),
  '/api/mng/payConfig/delete': op({
    logged: true,
    record: 'payConfig',
    ...common,
    summary: '删除支付配置（仍在支付列表中使用时拒绝 A0403）',
    action: 'delete',
    approval: { area: 'pay', reason: '删除后该支付方式无法再收款' },
    request: idBody(),
  }),
  '/api/mng/payConfig/reveal': op({
    logged: true,
    ...common,
    summary: '查看一个密钥的明文（须填写原因，写入操作日志；明文不进日志）',
    action: 'reveal',
    request: Type.Object({
      id: id(),
      field: Type.Enum(PAY_SECRET_FIELDS, { description: '哪个密钥' }),
      reason: str('查看原因', REASON),
    }),
    data: Type.Object({ field: str(), value: str('明文') }),
  }),
} satisfies Paths;
