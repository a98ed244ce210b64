import Type from 'typebox';
import { GAME_HEADER, op } from '../operation';
import { bool, id, int, pageOf, pageQuery, str, time } from '../schema';
import {
  CHANNELS,
  moneyByCurrency,
  NOTIFY_RESULTS,
  notifyRecord,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  orderDetail,
  orderRow,
  PAY_TYPES,
  REFUND_STATUSES,
  refundRow,
  SORT_ORDERS,
  totals,
  whitelistRow,
  type Line,
} from './records';
import { NOTE, REMARK } from '../field';
import { WHITELIST_FIELDS as W } from './fields';

/**
 * The endpoints both business lines have (order flow, supplementary orders, test orders, refunds), written once as a
 * function of the line: `/api/order/...` for the main line, `/api/ogorder/...` for the OG line, each under its own
 * screens so a role may hold one line and not the other. Every call is for the current game (X-Game-Id); the child
 * game is X-Child-Game-Id (the header switcher) or the list's own `filterChildGameId`.
 */
const range = {
  createdFrom: Type.Optional(time('下单时间起（含）')),
  createdTo: Type.Optional(time('下单时间止（不含）')),
};
const orderFilters = {
  orderNo: Type.Optional(str('平台订单号（精确）', { maxLength: 64 })),
  channelOrderNo: Type.Optional(str('渠道订单号（精确）', { maxLength: 64 })),
  gameOrderNo: Type.Optional(str('游戏订单号（精确）', { maxLength: 64 })),
  account: Type.Optional(str('账号（精确）', { maxLength: 64 })),
  role: Type.Optional(str('角色 id（精确）或角色名包含', { maxLength: 64 })),
  server: Type.Optional(str('区服（精确）', { maxLength: 32 })),
  channel: Type.Optional(Type.Enum(CHANNELS, { description: '渠道' })),
  payType: Type.Optional(Type.Enum(PAY_TYPES, { description: '支付方式' })),
  status: Type.Optional(Type.Enum(ORDER_STATUSES, { description: '订单状态' })),
  filterChildGameId: Type.Optional(int('子游戏（不传则按 X-Child-Game-Id）', { minimum: 1 })),
  ...range,
  sortField: Type.Optional(Type.Enum(ORDER_SORT_FIELDS, { description: '排序字段，默认 created' })),
  sortOrder: Type.Optional(Type.Enum(SORT_ORDERS, { description: '排序方向，默认 desc' })),
};
const reason = (d: string) => str(d, NOTE);

/** The path suffix of each endpoint family member (after `/api/<line>/`). */
export const LINE_ROUTES = {
  flowPage: 'flow/page',
  flowDetail: 'flow/detail',
  flowStatistics: 'flow/statistics',
  flowNotify: 'flow/notify',
  recordPage: 'record/page',
  checkPage: 'check/page',
  whitelistPage: 'check/whitelist/page',
  whitelistAdd: 'check/whitelist/add',
  whitelistDelete: 'check/whitelist/delete',
  refundPage: 'refund/page',
  refundApply: 'refund/apply',
  refundApprove: 'refund/approve',
  refundReject: 'refund/reject',
} as const;

function lineOps(line: Line) {
  const screen = (s: string) => `/${line}/${s}`;
  const common = { auth: 'grant' as const, headers: [GAME_HEADER], tags: [line] };
  const og = line === 'ogorder' ? 'OG ' : '';
  return {
    flowPage: op({
      ...common,
      summary: `${og}订单流水分页（当前游戏；不含测试订单；附筛选结果的合计）`,
      screen: screen('flow'),
      module: `${line}Flow`,
      action: 'page',
      request: pageQuery(orderFilters),
      data: Type.Object({ ...pageOf(orderRow).properties, totals }),
    }),
    flowDetail: op({
      ...common,
      summary: `${og}订单详情与时间线（创建 → 支付 → 每次通知及游戏服答复 → 发货/失败 → 退款）`,
      screen: screen('flow'),
      module: `${line}Flow`,
      action: 'detail',
      request: Type.Object({ orderNo: str('平台订单号', { minLength: 1, maxLength: 64 }) }),
      data: orderDetail,
    }),
    flowStatistics: op({
      ...common,
      summary: `${og}当前游戏今天的订单数、实付金额（按币种）与待审核退款（不含测试订单；欢迎页）`,
      screen: screen('flow'),
      module: `${line}Flow`,
      action: 'statistics',
      data: Type.Object({
        dayStart: time('今天 00:00（业务时区，见 /api/mng/user/current 的 businessTimeZone）'),
        dayEnd: time('明天 00:00（业务时区）：今天的订单即 createdFrom=dayStart、createdTo=dayEnd 的订单流水'),
        orders: int('今天的订单数'),
        paidOrders: int('今天已支付的订单数'),
        paid: moneyByCurrency('今天已支付订单的实付金额'),
        refundsWaiting: int('待审核的退款（applied）'),
      }),
    }),
    flowNotify: op({
      creates: true,
      ...common,
      summary: `${og}补单：重新通知游戏服（仅已支付或发货失败的订单；同一 requestId 只通知一次）`,
      description:
        '幂等：控制台每次打开补单对话框生成一个 requestId；同一订单同一 requestId 再次提交时不再通知，' +
        '原样返回第一次的结果（duplicate = true）。已发货订单拒绝 A0403；同一订单正在通知时拒绝 A0403。',
      screen: screen('flow'),
      module: `${line}Notify`,
      action: 'notify',
      logged: true,
      request: Type.Object({
        orderNo: str('平台订单号', { minLength: 1, maxLength: 64 }),
        reason: reason('补单原因'),
        requestId: str('客户端请求 id（每次打开对话框生成）', {
          minLength: 8,
          maxLength: 64,
          pattern: '^[A-Za-z0-9_-]+$',
        }),
      }),
      data: Type.Object({
        record: notifyRecord,
        order: orderRow,
        duplicate: bool('重复提交：未再次通知，返回第一次的结果'),
      }),
    }),
    recordPage: op({
      ...common,
      summary: `${og}补单记录分页（新在前）`,
      screen: screen('record'),
      module: `${line}Notify`,
      action: 'page',
      request: pageQuery({
        orderNo: Type.Optional(str('平台订单号（精确）', { maxLength: 64 })),
        account: Type.Optional(str('账号（精确）', { maxLength: 64 })),
        operator: Type.Optional(str('操作人包含', { maxLength: 32 })),
        result: Type.Optional(Type.Enum(NOTIFY_RESULTS, { description: '结果' })),
        timeFrom: Type.Optional(time('补单时间起（含）')),
        timeTo: Type.Optional(time('补单时间止（不含）')),
      }),
      data: pageOf(notifyRecord),
    }),
    checkPage: op({
      ...common,
      summary: `${og}测试订单分页（白名单账号的订单；不计入合计与统计）`,
      screen: screen('check'),
      module: `${line}Check`,
      action: 'page',
      request: pageQuery(orderFilters),
      data: pageOf(orderRow),
    }),
    whitelistPage: op({
      ...common,
      summary: `${og}测试账号白名单分页（当前游戏）`,
      screen: screen('check'),
      module: `${line}Whitelist`,
      action: 'page',
      request: pageQuery({ account: Type.Optional(str('账号包含', { maxLength: 64 })) }),
      data: pageOf(whitelistRow),
    }),
    whitelistAdd: op({
      creates: true,
      logged: true,
      ...common,
      summary: `${og}加入测试账号白名单（同一游戏内账号唯一；其订单此后算测试订单）`,
      screen: screen('check'),
      module: `${line}Whitelist`,
      action: 'add',
      request: Type.Object({ account: str('测试账号', W.account), note: str('备注', W.note) }),
      data: whitelistRow,
    }),
    whitelistDelete: op({
      logged: true,
      ...common,
      summary: `${og}移出测试账号白名单`,
      screen: screen('check'),
      module: `${line}Whitelist`,
      action: 'delete',
      request: Type.Object({ id: id(), note: Type.Optional(str('移出原因', REMARK)) }),
    }),
    refundPage: op({
      ...common,
      summary: `${og}退款单分页（新在前）`,
      screen: screen('refund'),
      module: `${line}Refund`,
      action: 'page',
      request: pageQuery({
        refundNo: Type.Optional(str('退款单号（精确）', { maxLength: 64 })),
        orderNo: Type.Optional(str('平台订单号（精确）', { maxLength: 64 })),
        account: Type.Optional(str('账号（精确）', { maxLength: 64 })),
        status: Type.Optional(Type.Enum(REFUND_STATUSES, { description: '退款状态' })),
        applicant: Type.Optional(str('申请人包含', { maxLength: 32 })),
        appliedFrom: Type.Optional(time('申请时间起（含）')),
        appliedTo: Type.Optional(time('申请时间止（不含）')),
      }),
      data: pageOf(refundRow),
    }),
    refundApply: op({
      creates: true,
      ...common,
      summary: `${og}从订单申请退款（可部分退款；未驳回且未失败的退款合计不超过实付，超出时提示剩余可退金额）`,
      screen: screen('flow'),
      module: `${line}Refund`,
      action: 'apply',
      logged: true,
      request: Type.Object({
        orderNo: str('平台订单号', { minLength: 1, maxLength: 64 }),
        amount: int('退款金额（分）', { minimum: 1 }),
        reason: reason('退款原因'),
      }),
      data: refundRow,
    }),
    refundApprove: op({
      creates: true,
      logged: true,
      ...common,
      summary: `${og}通过退款（申请人不能审核自己的申请；通过后提交渠道，渠道稍后答复）`,
      screen: screen('refund'),
      module: `${line}Refund`,
      action: 'approve',
      request: Type.Object({ id: id(), comment: Type.Optional(str('审核意见', REMARK)) }),
      data: refundRow,
    }),
    refundReject: op({
      logged: true,
      ...common,
      summary: `${og}驳回退款（须填意见；申请人不能审核自己的申请）`,
      screen: screen('refund'),
      module: `${line}Refund`,
      action: 'reject',
      request: Type.Object({ id: id(), comment: reason('驳回意见') }),
      data: refundRow,
    }),
  };
}

type LineOps = ReturnType<typeof lineOps>;
type Routes = typeof LINE_ROUTES;
/** `/api/<line>/<suffix>` for each member, typed so services can name the path. */
export type LinePaths<L extends Line> = {
  [K in keyof LineOps as `/api/${L}/${Routes[K]}`]: LineOps[K];
};

export function linePaths<L extends Line>(line: L): LinePaths<L> {
  const ops = lineOps(line);
  const out: Record<string, unknown> = {};
  (Object.keys(LINE_ROUTES) as Array<keyof Routes>).forEach((k) => {
    out[`/api/${line}/${LINE_ROUTES[k]}`] = ops[k];
  });
  return out as LinePaths<L>;
}
