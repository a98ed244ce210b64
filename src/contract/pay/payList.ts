import Type from 'typebox';
import { PAY_REGIONS, PAY_TYPES } from '../payTypes';
import { GAME_HEADER, op, type Paths } from '../operation';
import { id, idBody, int, pageOf, pageQuery, status, str, time } from '../schema';
import { PAY_LIST_FIELDS as F } from './fields';

/**
 * Pay lists (/pay/payList; src/pages/pay/README.md "Pay configuration"): which pay types a (channel, region) pair of
 * the current game shows, in order. A pair appears once per game; every pay type must be configured and enabled for it.
 */
export const PAY_LIST_SCREEN = '/pay/payList';

export const payListRow = Type.Object({
  id: int(),
  gameId: int(),
  channel: str('渠道代码'),
  region: Type.Enum(PAY_REGIONS, { description: '地区' }),
  payTypes: Type.Array(Type.Enum(PAY_TYPES, { description: '支付方式' }), { description: '展示的支付方式，按顺序' }),
  status: Type.Enum([0, 1], { description: '1 启用，0 停用' }),
  remark: str('备注'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

const write = Type.Object({
  channel: str('渠道代码：1–32 位字母、数字、_ -', F.channel),
  region: Type.Enum(F.region.enum, { description: '地区' }),
  payTypes: Type.Array(Type.Enum(PAY_TYPES, { description: '支付方式' }), {
    description: '按展示顺序，至少一个；须已在支付配置中启用，不可重复',
  }),
  status: Type.Optional(status()),
  remark: Type.Optional(str('备注', F.remark)),
});

const common = {
  auth: 'grant' as const,
  screen: PAY_LIST_SCREEN,
  module: 'payList',
  headers: [GAME_HEADER],
};

export const paths = {
  '/api/mng/payList/page': op({
    record: 'payList',
    ...common,
    summary: '支付列表分页（当前游戏）',
    action: 'page',
    request: pageQuery({
      channel: Type.Optional(str('渠道代码包含')),
      region: Type.Optional(Type.Enum(PAY_REGIONS, { description: '地区' })),
      payType: Type.Optional(Type.Enum(PAY_TYPES, { description: '含该支付方式' })),
      status: Type.Optional(status()),
    }),
    data: pageOf(payListRow),
  }),
  '/api/mng/payList/get': op({
    record: 'payList',
    ...common,
    summary: '一条支付列表',
    action: 'get',
    readsRecord: true,
    request: idBody(),
    data: payListRow,
  }),
  '/api/mng/payList/add': op({
    creates: true,
    logged: true,
    ...common,
    summary: '新增支付列表（同一游戏内渠道 + 地区唯一）',
    action: 'add',
    request: write,
    data: Type.Object({ id: int() }),
  }),
  '/api/mng/payList/edit': op({
    versioned: true,
    logged: true,
    record: 'payList',
    ...common,
    summary: '编辑支付列表（含排序）',
    action: 'edit',
    approval: { area: 'pay', reason: '支付列表决定玩家在该渠道、地区看到哪些支付方式' },
    request: Type.Object({ id: id(), ...Type.Partial(write).properties }),
  }),
  '/api/mng/payList/delete': op({
    logged: true,
    ...common,
    record: 'payList',
    summary: '删除支付列表',
    action: 'delete',
    request: idBody(),
  }),
  '/api/mng/payList/payTypes': op({
    ...common,
    summary: '可选的支付方式：当前游戏已配置且启用的，按支付配置的排序',
    action: 'list',
    data: Type.Array(Type.Object({ payType: Type.Enum(PAY_TYPES, { description: '支付方式' }), sort: int() })),
  }),
} satisfies Paths;
