import Type from 'typebox';
import { download, GAME_HEADER, op } from '../operation';
import { file, id, int, nullable, pageOf, pageQuery, str, time } from '../schema';
import { cents, currency, orderRow } from './records';
import { NOTE } from '../field';
import { BAN_KINDS } from './values';
import { BILL_FIELDS as B, REFUND_BAN_FIELDS as RB } from './fields';

/**
 * The OG line's own screens (/ogorder/bill, /ogorder/refundBan, /ogorder/largeTransOrder): invoices, refund blocks
 * and large transfers. Every call is for the current game (X-Game-Id).
 */
const S = {
  bill: '/ogorder/bill',
  ban: '/ogorder/refundBan',
  large: '/ogorder/largeTransOrder',
};
const common = { auth: 'grant' as const, headers: [GAME_HEADER], tags: ['ogorder'] };

export const BILL_STATUSES = ['requested', 'issued', 'rejected'] as const;
export const BAN_STATUSES = ['active', 'lifted'] as const;
export const LARGE_STATUSES = ['pending', 'handled', 'ignored'] as const;

export const billRow = Type.Object({
  id: int(),
  requestNo: str('开票申请号'),
  orderNos: Type.Array(str(), { description: '开票的订单号' }),
  account: str('申请账号'),
  title: str('发票抬头'),
  taxNo: str('税号'),
  amount: cents('开票金额 = 订单实付 − 未驳回且未失败的退款'),
  currency: currency(),
  email: str('接收邮箱'),
  status: Type.Enum(BILL_STATUSES, { description: '状态' }),
  invoiceNo: str('发票号（开具后）'),
  fileName: str('发票 PDF 文件名（开具后）'),
  comment: str('驳回原因'),
  handler: str('处理人'),
  requestedAt: time('申请时间'),
  handledAt: nullable(time('处理时间')),
});

export const banRow = Type.Object({
  id: int(),
  kind: Type.Enum(BAN_KINDS, { description: '拦截对象' }),
  value: str('账号或设备号'),
  refundCount: int('该账号/设备在本游戏 OG 线的退款申请数（不含驳回）'),
  reason: str('拦截原因'),
  status: Type.Enum(BAN_STATUSES, { description: '状态' }),
  createdBy: str(),
  created: time('拦截时间'),
  liftReason: str('解除原因'),
  liftedBy: str(),
  liftedAt: nullable(time('解除时间')),
});

export const largeRow = Type.Object({
  ...orderRow.properties,
  threshold: cents('该币种的大额阈值'),
  handleStatus: Type.Enum(LARGE_STATUSES, { description: '处理状态' }),
  note: str('处理备注'),
  handler: str('处理人'),
  handledAt: nullable(time('处理时间')),
});

const thresholds = Type.Object({
  thresholds: Type.Array(Type.Object({ currency: currency(), amount: cents('阈值，0 为不设') }), {
    description: '每个币种的阈值（订单金额 ≥ 阈值即为大额）',
  }),
});

export const paths = {
  '/api/ogorder/bill/page': op({
    ...common,
    summary: 'OG 开票申请分页（新在前）',
    screen: S.bill,
    module: 'ogorderBill',
    action: 'page',
    request: pageQuery({
      status: Type.Optional(Type.Enum(BILL_STATUSES, { description: '状态' })),
      orderNo: Type.Optional(str('含该订单号（精确）', { maxLength: 64 })),
      title: Type.Optional(str('抬头包含', { maxLength: 100 })),
      account: Type.Optional(str('账号（精确）', { maxLength: 64 })),
      requestedFrom: Type.Optional(time('申请时间起（含）')),
      requestedTo: Type.Optional(time('申请时间止（不含）')),
    }),
    data: pageOf(billRow),
  }),
  '/api/ogorder/bill/add': op({
    creates: true,
    logged: true,
    ...common,
    summary: 'OG 开票申请（同一账号、同一币种的已支付订单；订单不能已在未驳回的申请中）',
    screen: S.bill,
    module: 'ogorderBill',
    action: 'add',
    request: Type.Object({
      orderNos: Type.Array(str('订单号', { minLength: 1, maxLength: 64 }), { description: '订单号', minItems: 1 }),
      title: str('发票抬头', B.title),
      taxNo: str('税号：15–20 位数字或大写字母', B.taxNo),
      email: str('接收邮箱', B.email),
    }),
    data: billRow,
  }),
  '/api/ogorder/bill/issue': op({
    creates: true,
    ...common,
    summary: 'OG 开具发票（签名表单：发票号 + PDF 文件，按内容检查 %PDF-）',
    screen: S.bill,
    module: 'ogorderBill',
    action: 'issue',
    logged: true,
    signed: true,
    request: Type.Object({
      id: id(),
      invoiceNo: str('发票号：8–20 位数字或大写字母', B.invoiceNo),
      file: Type.Optional(file('发票 PDF')),
    }),
    data: billRow,
  }),
  '/api/ogorder/bill/reject': op({
    logged: true,
    ...common,
    summary: 'OG 驳回开票申请（须填原因）',
    screen: S.bill,
    module: 'ogorderBill',
    action: 'reject',
    request: Type.Object({ id: id(), comment: str('驳回原因', NOTE) }),
    data: billRow,
  }),
  '/api/ogorder/bill/download': download({
    summary: 'OG 下载发票 PDF（GET ?id=&satoken=）',
    auth: 'grant',
    screen: S.bill,
    module: 'ogorderBill',
    action: 'download',
    logged: false,
  }),
  '/api/ogorder/refundBan/page': op({
    ...common,
    summary: 'OG 退款拦截分页（当前游戏）',
    screen: S.ban,
    module: 'ogorderRefundBan',
    action: 'page',
    request: pageQuery({
      kind: Type.Optional(Type.Enum(BAN_KINDS, { description: '拦截对象' })),
      value: Type.Optional(str('账号或设备号包含', { maxLength: 64 })),
      status: Type.Optional(Type.Enum(BAN_STATUSES, { description: '状态' })),
    }),
    data: pageOf(banRow),
  }),
  '/api/ogorder/refundBan/add': op({
    creates: true,
    logged: true,
    ...common,
    summary: 'OG 拦截账号或设备的退款申请（同一对象已在拦截中时拒绝）',
    screen: S.ban,
    module: 'ogorderRefundBan',
    action: 'add',
    request: Type.Object({
      kind: Type.Enum(BAN_KINDS, { description: '拦截对象' }),
      value: str('账号或设备号', RB.value),
      reason: str('拦截原因', RB.reason),
    }),
    data: banRow,
  }),
  '/api/ogorder/refundBan/lift': op({
    ...common,
    summary: 'OG 解除退款拦截（须填原因）',
    screen: S.ban,
    module: 'ogorderRefundBan',
    action: 'lift',
    logged: true,
    request: Type.Object({ id: id(), reason: str('解除原因', NOTE) }),
    data: banRow,
  }),
  '/api/ogorder/largeTransOrder/page': op({
    ...common,
    summary: 'OG 大额交易分页（订单金额 ≥ 本游戏该币种阈值的已支付订单，不含测试订单）',
    screen: S.large,
    module: 'ogorderLarge',
    action: 'page',
    request: pageQuery({
      handleStatus: Type.Optional(Type.Enum(LARGE_STATUSES, { description: '处理状态' })),
      orderNo: Type.Optional(str('平台订单号（精确）', { maxLength: 64 })),
      account: Type.Optional(str('账号（精确）', { maxLength: 64 })),
      createdFrom: Type.Optional(time('下单时间起（含）')),
      createdTo: Type.Optional(time('下单时间止（不含）')),
    }),
    data: pageOf(largeRow),
  }),
  '/api/ogorder/largeTransOrder/threshold/get': op({
    ...common,
    summary: 'OG 本游戏的大额阈值（每个币种）',
    screen: S.large,
    module: 'ogorderLarge',
    action: 'get',
    data: thresholds,
  }),
  '/api/ogorder/largeTransOrder/threshold/set': op({
    logged: true,
    ...common,
    summary: 'OG 设置本游戏某币种的大额阈值（0 为不设）',
    screen: S.large,
    module: 'ogorderLarge',
    action: 'set',
    request: Type.Object({ currency: currency(), amount: int('阈值（分）', { minimum: 0 }) }),
    data: thresholds,
  }),
  '/api/ogorder/largeTransOrder/handle': op({
    ...common,
    summary: 'OG 处理或忽略一笔大额交易（须填备注）',
    screen: S.large,
    module: 'ogorderLarge',
    action: 'handle',
    logged: true,
    request: Type.Object({
      orderNo: str('平台订单号', { minLength: 1, maxLength: 64 }),
      handleStatus: Type.Enum(['handled', 'ignored'] as const, { description: '处理结果' }),
      note: str('备注', NOTE),
    }),
    data: largeRow,
  }),
};
