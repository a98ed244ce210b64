import Type from 'typebox';
import { CURRENCIES } from '../currencies';
import { PAY_TYPES } from '../payTypes';
import { bool, int, nullable, str, time } from '../schema';
import {
  LINES,
  ORDER_STATUSES,
  CHANNELS,
  NOTIFY_RESULTS,
  REFUND_STATUSES,
  SYSTEM_EVENT_KINDS,
  NOTIFY_EVENT_KIND,
  REFUND_EVENT_KINDS,
  ORDER_SORT_FIELDS,
  SORT_ORDERS,
} from './values';

/**
 * Records of the order areas (/order and /ogorder: the same shapes for both business lines; docs/rules.md "Money":
 * every amount is an integer of minor units, sums are per currency).
 */
export { LINES, ORDER_STATUSES, CHANNELS, NOTIFY_RESULTS, REFUND_STATUSES, ORDER_SORT_FIELDS, SORT_ORDERS };
export type Line = (typeof LINES)[number];
/**
 * The console's one list of pay types, read where the switch-payment area publishes it (it re-exports the pay
 * area's list once that exists): orders use the same codes.
 */
export { PAY_TYPES };

export const currency = () => Type.Enum(CURRENCIES, { description: '币种' });
export const cents = (description: string) => int(`${description}（分，整数）`);
/** Sums per currency: { CNY: 129800, USD: 999 } (integer minor units; never added across currencies). */
export const moneyByCurrency = (description: string) =>
  Type.Record(Type.String(), int(), { description: `${description}：按币种的整数分` });

export const orderRow = Type.Object({
  orderNo: str('平台订单号'),
  channelOrderNo: str('渠道订单号（未支付为空）'),
  gameOrderNo: str('游戏订单号'),
  childGameId: int('子游戏 id'),
  childGameName: str('子游戏名'),
  channel: Type.Enum(CHANNELS, { description: '渠道' }),
  account: str('账号'),
  deviceId: str('设备号'),
  roleId: str('角色 id'),
  roleName: str('角色名'),
  server: str('区服'),
  productId: str('商品 id'),
  productName: str('商品名'),
  amount: cents('订单金额'),
  currency: currency(),
  payType: Type.Enum(PAY_TYPES, { description: '支付方式' }),
  status: Type.Enum(ORDER_STATUSES, { description: '订单状态' }),
  created: time('下单时间'),
  paidAt: nullable(time('支付时间')),
  deliveredAt: nullable(time('发货时间')),
  notifyCount: int('通知游戏服的次数（含补单）'),
  refundedAmount: cents('已退款金额（退款成功的合计）'),
  test: bool('测试订单（白名单账号）：不计入合计与统计'),
});

/**
 * A timeline event is one of three shapes, told by `kind`: a system event, a notify attempt, a refund's step. Each
 * carries every field of its shape (docs/rules.md "API contract": an answer's field is required).
 */
export const systemEvent = Type.Object(
  {
    time: time('时间'),
    kind: Type.Enum(SYSTEM_EVENT_KINDS, { description: '事件：下单、支付、发货、发货失败、关闭' }),
    answer: str('渠道的答复（支付：渠道订单号）/ 游戏服的答复（发货失败）；其余为空'),
    operator: str('操作人（系统事件为空）'),
  },
  { description: '系统事件' },
);

export const notifyEvent = Type.Object(
  {
    time: time('时间'),
    kind: Type.Literal(NOTIFY_EVENT_KIND, { description: '事件：通知游戏服' }),
    result: Type.Enum(NOTIFY_RESULTS, { description: '通知结果' }),
    attempt: int('该订单第几次通知'),
    supplementary: bool('人工补单（false：支付后的自动通知）'),
    answer: str('游戏服的答复'),
    operator: str('补单人（自动通知为空）'),
    reason: str('补单原因（自动通知为空字符串）'),
  },
  { description: '通知游戏服（自动通知或人工补单）' },
);

export const refundEvent = Type.Object(
  {
    time: time('时间'),
    kind: Type.Enum(REFUND_EVENT_KINDS, { description: '事件：申请退款、审核通过、驳回、退款成功、退款失败' }),
    answer: str('渠道的答复（退款成功或失败；其余为空）'),
    operator: str('申请人 / 审核人（渠道完成的事件为空）'),
    refundNo: str('退款单号'),
    amount: cents('退款金额'),
    reason: str('退款原因 / 审核意见（没有时为空字符串，如渠道完成的事件）'),
  },
  { description: '退款事件' },
);

export const timelineEvent = Type.Union([systemEvent, notifyEvent, refundEvent], {
  description: '时间线事件：按 kind 区分的系统事件、通知、退款事件',
});

export const notifyRecord = Type.Object({
  id: int(),
  orderNo: str('平台订单号'),
  childGameName: str(),
  account: str(),
  amount: cents('订单金额'),
  currency: currency(),
  operator: str('操作人'),
  operatorId: int(),
  reason: str('补单原因'),
  result: Type.Enum(NOTIFY_RESULTS, { description: '结果' }),
  answer: str('游戏服的答复（超时为空答复说明）'),
  attempt: int('该订单第几次通知'),
  durationMs: int('游戏服耗时（毫秒）'),
  time: time('补单时间'),
});

export const refundRow = Type.Object({
  id: int(),
  refundNo: str('退款单号'),
  orderNo: str('平台订单号'),
  childGameName: str(),
  account: str(),
  deviceId: str(),
  payType: Type.Enum(PAY_TYPES, { description: '支付方式' }),
  channel: Type.Enum(CHANNELS, { description: '渠道' }),
  orderAmount: cents('订单金额'),
  amount: cents('退款金额'),
  currency: currency(),
  reason: str('退款原因'),
  status: Type.Enum(REFUND_STATUSES, { description: '退款状态' }),
  channelRefundNo: str('渠道退款单号（渠道受理后才有）'),
  channelAnswer: str('渠道的答复（退款成功或失败原因）'),
  applicant: str('申请人'),
  applicantId: int(),
  approver: str('审核人'),
  approverId: int('审核人 id，未审核为 0'),
  comment: str('审核意见'),
  appliedAt: time('申请时间'),
  decidedAt: nullable(time('审核时间')),
  finishedAt: nullable(time('渠道完成时间（退款成功或失败）')),
});

export const orderDetail = Type.Object({
  order: orderRow,
  timeline: Type.Array(timelineEvent, { description: '时间顺序（旧在前）' }),
  refunds: Type.Array(refundRow, { description: '该订单的退款' }),
  refundable: cents('还可申请退款的金额：实付 − 未驳回且未失败的退款'),
  notifiable: bool('可补单（已支付或发货失败）'),
});

export const totals = Type.Object({
  count: int('订单数（不含测试订单）'),
  paid: moneyByCurrency('实付金额（已支付、已发货、发货失败、已退款的订单金额）'),
  refunded: moneyByCurrency('已退款金额（退款成功）'),
});

export const whitelistRow = Type.Object({
  id: int(),
  account: str('测试账号'),
  note: str('备注'),
  orderCount: int('该账号在本游戏本业务线的订单数'),
  createdBy: str(),
  created: time('加入时间'),
});
