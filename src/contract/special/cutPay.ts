import Type from 'typebox';
import { GAME_HEADER, op, type Paths } from '../operation';
import { id, idBody, int, nullable, pageOf, pageQuery, str, switchValue, time } from '../schema';
import { PAY_TYPES } from './payTypes';
import { REGIONS, RULE_REGIONS } from './regions';
import { VERSION } from './values';
import { REMARK } from '../field';

/**
 * Switch-payment rules (/special/cutPay): per game (X-Game-Id), for a channel, an app-version range, a region (or all)
 * and a time window, payments chosen with pay type A go through pay type B. Two enabled rules of a game that could
 * both apply to one payment (same channel and source pay type, intersecting regions, versions and windows) are refused.
 */
const CUT_PAY = '/special/cutPay';

const version = (d: string) => str(d, VERSION);

const ruleWrite = Type.Object({
  channel: str('渠道编码（SDK 渠道）', { minLength: 1, maxLength: 32 }),
  minVersion: Type.Optional(version('最低版本（含），空为不限')),
  maxVersion: Type.Optional(version('最高版本（含），空为不限')),
  region: Type.Enum(RULE_REGIONS, { description: '地区，all 为全部地区' }),
  fromPayType: Type.Enum(PAY_TYPES, { description: '原支付方式 A' }),
  toPayType: Type.Enum(PAY_TYPES, { description: '切换为支付方式 B（≠ A）' }),
  startAt: Type.Optional(time('生效开始（含），空为不限')),
  endAt: Type.Optional(time('生效结束（不含），空为不限')),
  status: Type.Optional(switchValue('状态：1 启用，0 停用')),
  note: Type.Optional(str('备注', REMARK)),
});

const ruleRow = Type.Object({
  id: int(),
  gameId: int('所属游戏'),
  channel: str('渠道编码'),
  channelName: str('渠道名称'),
  minVersion: str('最低版本，空为不限'),
  maxVersion: str('最高版本，空为不限'),
  region: Type.Enum(RULE_REGIONS, { description: '地区，all 为全部地区' }),
  fromPayType: Type.Enum(PAY_TYPES, { description: '原支付方式' }),
  toPayType: Type.Enum(PAY_TYPES, { description: '切换为' }),
  startAt: nullable(time('生效开始，null 为不限')),
  endAt: nullable(time('生效结束，null 为不限')),
  status: Type.Enum([0, 1], { description: '1 启用，0 停用' }),
  note: str('备注'),
  created: time('创建时间'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

const checkResult = Type.Object({
  fromPayType: Type.Enum(PAY_TYPES, { description: '原支付方式' }),
  toPayType: Type.Enum(PAY_TYPES, { description: '实际使用的支付方式（无规则时即原支付方式）' }),
  ruleId: nullable(int('生效的规则，null 为无规则')),
  rule: str('生效规则的简述，无规则时为空'),
});

const common = { auth: 'grant' as const, screen: CUT_PAY, module: 'cutPay', headers: [GAME_HEADER] };

export const paths = {
  '/api/special/cutPay/page': op({
    record: 'cutPay',
    ...common,
    summary: '切换支付规则分页（当前游戏）',
    action: 'page',
    request: pageQuery({
      channel: Type.Optional(str('渠道编码')),
      payType: Type.Optional(Type.Enum(PAY_TYPES, { description: '原支付方式或切换后的支付方式' })),
      status: Type.Optional(Type.Enum([0, 1], { description: '1 启用，0 停用' })),
    }),
    data: pageOf(ruleRow),
  }),
  '/api/special/cutPay/get': op({
    record: 'cutPay',
    ...common,
    summary: '一条切换支付规则',
    action: 'get',
    readsRecord: true,
    request: idBody(),
    data: ruleRow,
  }),
  '/api/special/cutPay/options': op({
    ...common,
    summary: '表单选项：可选的渠道',
    action: 'options',
    data: Type.Object({ channels: Type.Array(Type.Object({ code: str(), name: str() })) }),
  }),
  '/api/special/cutPay/add': op({
    creates: true,
    logged: true,
    ...common,
    summary: '新增切换支付规则（与已启用规则重叠时 A0403，并指明对方规则）',
    action: 'add',
    approval: { area: 'pay', reason: '切换支付会改变玩家实际使用的支付方式' },
    request: ruleWrite,
    data: Type.Object({ id: int() }),
  }),
  '/api/special/cutPay/edit': op({
    versioned: true,
    logged: true,
    record: 'cutPay',
    ...common,
    summary: '编辑切换支付规则（整条替换；不与自身比较重叠）',
    action: 'edit',
    approval: { area: 'pay', reason: '切换支付会改变玩家实际使用的支付方式' },
    request: Type.Object({ id: id(), ...ruleWrite.properties }),
  }),
  '/api/special/cutPay/enable': op({
    logged: true,
    record: 'cutPay',
    ...common,
    summary: '启用（与已启用规则重叠时 A0403）',
    action: 'enable',
    request: idBody(),
  }),
  '/api/special/cutPay/disable': op({
    logged: true,
    ...common,
    record: 'cutPay',
    summary: '停用',
    action: 'disable',
    request: idBody(),
  }),
  '/api/special/cutPay/delete': op({
    logged: true,
    ...common,
    record: 'cutPay',
    summary: '删除',
    action: 'delete',
    request: idBody(),
  }),
  '/api/special/cutPay/check': op({
    ...common,
    summary: '某渠道、版本、地区、时间下，每种原支付方式实际使用哪种支付方式，以及生效的规则',
    action: 'check',
    request: Type.Object({
      channel: str('渠道编码', { minLength: 1, maxLength: 32 }),
      version: str('应用版本', VERSION),
      region: Type.Enum(REGIONS, { description: '地区' }),
      at: Type.Optional(time('时间，空为现在')),
    }),
    data: Type.Object({ at: time('判断所用的时间'), results: Type.Array(checkResult) }),
  }),
} satisfies Paths;
