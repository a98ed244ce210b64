import Type from 'typebox';
import { CURRENCIES } from '../currencies';
import { GAME_HEADER, op, type Paths } from '../operation';
import { id, idBody, int, nullable, pageOf, pageQuery, str, switchValue, time } from '../schema';
import { NOTE } from '../field';
import { MONITOR_FIELDS as F, MONITOR_KINDS } from './values';

/**
 * Account monitoring (/special/monitor): per game (X-Game-Id), watch rules on one account or on all accounts of the
 * game, and the alerts the backend raises as its simulated activity (mock/activity) meets an enabled rule. An
 * alert is handled or ignored once, with a note. Amounts are integer minor units (docs/rules.md "Money").
 */
const MONITOR = '/special/monitor';

export type MonitorKind = (typeof MONITOR_KINDS)[number];
export const ALERT_STATUSES = ['open', 'handled', 'ignored'] as const;

const ruleWrite = Type.Object({
  name: str('规则名称', F.name),
  account: Type.Optional(str('监控的账号；空为本游戏全部账号', F.account)),
  kind: Type.Enum(F.kind.enum, {
    description: '告警条件：newDevice 新设备登录，payOver 单笔支付达到金额，manyOrders 短时间内多笔订单',
  }),
  amount: Type.Optional(int('金额阈值（分，整数；payOver 必填，支付金额 ≥ 阈值时告警）', { minimum: 1 })),
  currency: Type.Optional(Type.Enum(CURRENCIES, { description: '阈值币种（payOver 必填；只比较同币种的支付）' })),
  count: Type.Optional(int('订单笔数（manyOrders 必填，2–100）', F.count)),
  windowMinutes: Type.Optional(int('时间窗（分钟，manyOrders 必填，1–1440）', F.windowMinutes)),
  status: Type.Optional(switchValue('状态：1 启用，0 停用')),
  note: Type.Optional(str('备注', F.note)),
});

const ruleRow = Type.Object({
  id: int(),
  gameId: int('所属游戏'),
  name: str('规则名称'),
  account: str('监控的账号；空为全部账号'),
  kind: Type.Enum(MONITOR_KINDS, { description: '告警条件' }),
  amount: nullable(int('金额阈值（分）')),
  currency: nullable(Type.Enum(CURRENCIES, { description: '阈值币种' })),
  count: nullable(int('订单笔数')),
  windowMinutes: nullable(int('时间窗（分钟）')),
  status: Type.Enum([0, 1], { description: '1 启用，0 停用' }),
  note: str('备注'),
  openAlerts: int('该规则未处理的告警数'),
  created: time('创建时间（规则只对此后的活动告警）'),
  createdBy: str('创建人'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

const alertRow = Type.Object({
  id: int(),
  gameId: int('所属游戏'),
  ruleId: int('触发的规则'),
  ruleName: str('规则名称（触发时）'),
  kind: Type.Enum(MONITOR_KINDS, { description: '告警条件' }),
  account: str('账号'),
  contact: str('账号的手机号或邮箱（脱敏）'),
  happenedAt: time('活动发生时间'),
  device: str('登录设备（newDevice）'),
  ip: str('登录 IP（newDevice）'),
  channel: str('登录渠道（newDevice）'),
  amount: nullable(int('支付金额（分；payOver、manyOrders 为触发的那一笔）')),
  currency: nullable(Type.Enum(CURRENCIES, { description: '支付币种' })),
  roleName: str('支付的角色'),
  server: str('角色区服'),
  threshold: nullable(int('规则的金额阈值（分）')),
  count: nullable(int('时间窗内的订单笔数（manyOrders）')),
  windowMinutes: nullable(int('规则的时间窗（分钟）')),
  status: Type.Enum(ALERT_STATUSES, { description: 'open 未处理，handled 已处理，ignored 已忽略' }),
  note: str('处理备注'),
  handledBy: str('处理人'),
  handledAt: nullable(time('处理时间')),
});

const common = { auth: 'grant' as const, screen: MONITOR, module: 'monitor', headers: [GAME_HEADER] };

export const paths = {
  '/api/special/monitor/rule/page': op({
    record: 'monitor',
    ...common,
    summary: '监控规则分页（当前游戏）',
    action: 'page',
    request: pageQuery({
      name: Type.Optional(str('规则名称（包含）')),
      account: Type.Optional(str('账号（精确）')),
      kind: Type.Optional(Type.Enum(MONITOR_KINDS, { description: '告警条件' })),
      status: Type.Optional(Type.Enum([0, 1], { description: '1 启用，0 停用' })),
    }),
    data: pageOf(ruleRow),
  }),
  '/api/special/monitor/rule/get': op({
    record: 'monitor',
    ...common,
    summary: '一条监控规则',
    action: 'get',
    readsRecord: true,
    request: idBody(),
    data: ruleRow,
  }),
  '/api/special/monitor/rule/add': op({
    creates: true,
    logged: true,
    ...common,
    summary: '新增监控规则（账号须为本游戏的账号；按条件校验金额、币种、笔数与时间窗）',
    action: 'add',
    request: ruleWrite,
    data: Type.Object({ id: int() }),
  }),
  '/api/special/monitor/rule/edit': op({
    versioned: true,
    logged: true,
    record: 'monitor',
    ...common,
    summary: '编辑监控规则（整条替换；已产生的告警不变）',
    action: 'edit',
    request: Type.Object({ id: id(), ...ruleWrite.properties }),
  }),
  '/api/special/monitor/rule/enable': op({
    logged: true,
    ...common,
    record: 'monitor',
    summary: '启用规则',
    action: 'enable',
    request: idBody(),
  }),
  '/api/special/monitor/rule/disable': op({
    logged: true,
    ...common,
    record: 'monitor',
    summary: '停用规则',
    action: 'disable',
    request: idBody(),
  }),
  '/api/special/monitor/rule/delete': op({
    logged: true,
    record: 'monitor',
    ...common,
    summary: '删除规则（已产生的告警保留）',
    action: 'delete',
    request: idBody(),
  }),
  '/api/special/monitor/alert/page': op({
    ...common,
    summary: '告警分页（当前游戏，最新在前；读取前先应用到现在为止的模拟活动）',
    action: 'alerts',
    request: pageQuery({
      status: Type.Optional(Type.Enum(ALERT_STATUSES, { description: '处理状态' })),
      kind: Type.Optional(Type.Enum(MONITOR_KINDS, { description: '告警条件' })),
      ruleId: Type.Optional(int('规则')),
      account: Type.Optional(str('账号（精确）', { maxLength: 64 })),
      from: Type.Optional(time('发生时间起（含）')),
      to: Type.Optional(time('发生时间止（不含）')),
    }),
    data: pageOf(alertRow),
  }),
  '/api/special/monitor/alert/handle': op({
    ...common,
    summary: '处理或忽略一条未处理的告警（须填备注）',
    action: 'handle',
    logged: true,
    request: Type.Object({
      id: id(),
      status: Type.Enum(['handled', 'ignored'], { description: 'handled 已处理，ignored 已忽略' }),
      note: str('备注（必填）', NOTE),
    }),
    data: alertRow,
  }),
} satisfies Paths;
