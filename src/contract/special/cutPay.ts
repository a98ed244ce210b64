import { GAME_HEADER, op, type Paths } from '../operation';
import { arr, id, idBody, int, nullable, obj, pageOf, pageQuery, str, switchValue, time } from '../schema';
import { PAY_TYPES } from './payTypes';
import { REGIONS, RULE_REGIONS } from './regions';
import { CHANGE_REASON } from '../history';

/**
 * Switch-payment rules (/special/cutPay): per game (X-Game-Id), for a channel, an app-version range, a region (or all)
 * and a time window, payments chosen with pay type A go through pay type B. Two enabled rules of a game that could
 * both apply to one payment (same channel and source pay type, intersecting regions, versions and windows) are refused.
 */
const CUT_PAY = '/special/cutPay';

/** A semantic version (1.2.10: up to four numeric parts); empty means that end of the range is open. */
export const VERSION_PATTERN = '^\\d{1,6}(\\.\\d{1,6}){0,3}$';

const version = (d: string) => str(d, { pattern: VERSION_PATTERN, maxLength: 32 });

const ruleWrite = {
  channel: str('渠道编码（SDK 渠道）', { minLength: 1, maxLength: 32 }),
  minVersion: version('最低版本（含），空为不限'),
  maxVersion: version('最高版本（含），空为不限'),
  region: str('地区，all 为全部地区', { enum: RULE_REGIONS }),
  fromPayType: str('原支付方式 A', { enum: PAY_TYPES }),
  toPayType: str('切换为支付方式 B（≠ A）', { enum: PAY_TYPES }),
  startAt: time('生效开始（含），空为不限'),
  endAt: time('生效结束（不含），空为不限'),
  status: switchValue('状态：1 启用，0 停用'),
  note: str('备注', { maxLength: 200 }),
};
const REQUIRED = ['channel', 'region', 'fromPayType', 'toPayType'] as const;

const ruleRow = obj(
  {
    id: int(),
    gameId: int('所属游戏'),
    channel: str('渠道编码'),
    channelName: str('渠道名称'),
    minVersion: str('最低版本，空为不限'),
    maxVersion: str('最高版本，空为不限'),
    region: str('地区，all 为全部地区', { enum: RULE_REGIONS }),
    fromPayType: str('原支付方式', { enum: PAY_TYPES }),
    toPayType: str('切换为', { enum: PAY_TYPES }),
    startAt: nullable(time('生效开始，null 为不限')),
    endAt: nullable(time('生效结束，null 为不限')),
    status: int('1 启用，0 停用', { enum: [0, 1] }),
    note: str('备注'),
    created: time('创建时间'),
    updated: time('更新时间'),
    updatedBy: str('最后修改人'),
  },
  [
    'id',
    'gameId',
    'channel',
    'channelName',
    'minVersion',
    'maxVersion',
    'region',
    'fromPayType',
    'toPayType',
    'startAt',
    'endAt',
    'status',
    'note',
    'created',
    'updated',
    'updatedBy',
  ],
);

const checkResult = obj(
  {
    fromPayType: str('原支付方式', { enum: PAY_TYPES }),
    toPayType: str('实际使用的支付方式（无规则时即原支付方式）', { enum: PAY_TYPES }),
    ruleId: nullable(int('生效的规则，null 为无规则')),
    rule: str('生效规则的简述，无规则时为空'),
  },
  ['fromPayType', 'toPayType', 'ruleId', 'rule'],
);

const common = { auth: 'grant' as const, screen: CUT_PAY, module: 'cutPay', headers: [GAME_HEADER] };

export const paths = {
  '/api/special/cutPay/page': op({
    record: 'cutPay',
    ...common,
    summary: '切换支付规则分页（当前游戏）',
    action: 'page',
    request: pageQuery({
      channel: str('渠道编码'),
      payType: str('原支付方式或切换后的支付方式', { enum: PAY_TYPES }),
      status: int('1 启用，0 停用', { enum: [0, 1] }),
    }),
    data: pageOf(ruleRow),
  }),
  '/api/special/cutPay/get': op({
    record: 'cutPay',
    ...common,
    summary: '一条切换支付规则',
    action: 'get',
    request: idBody(),
    data: ruleRow,
  }),
  '/api/special/cutPay/options': op({
    ...common,
    summary: '表单选项：可选的渠道',
    action: 'options',
    data: obj({ channels: arr(obj({ code: str(), name: str() }, ['code', 'name'])) }, ['channels']),
  }),
  '/api/special/cutPay/add': op({
    ...common,
    summary: '新增切换支付规则（与已启用规则重叠时 A0403，并指明对方规则）',
    action: 'add',
    request: obj(ruleWrite, REQUIRED),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/special/cutPay/edit': op({
    record: 'cutPay',
    ...common,
    summary: '编辑切换支付规则（整条替换；不与自身比较重叠）',
    action: 'edit',
    request: obj({ id: id(), ...ruleWrite, ...CHANGE_REASON }, ['id', ...REQUIRED]),
  }),
  '/api/special/cutPay/enable': op({
    record: 'cutPay',
    ...common,
    summary: '启用（与已启用规则重叠时 A0403）',
    action: 'enable',
    request: idBody(),
  }),
  '/api/special/cutPay/disable': op({
    ...common,
    record: 'cutPay',
    summary: '停用',
    action: 'disable',
    request: idBody(),
  }),
  '/api/special/cutPay/delete': op({
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
    request: obj(
      {
        channel: str('渠道编码', { minLength: 1, maxLength: 32 }),
        version: str('应用版本', { pattern: VERSION_PATTERN, maxLength: 32 }),
        region: str('地区', { enum: REGIONS }),
        at: time('时间，空为现在'),
      },
      ['channel', 'version', 'region'],
    ),
    data: obj({ at: time('判断所用的时间'), results: arr(checkResult) }, ['at', 'results']),
  }),
} satisfies Paths;
