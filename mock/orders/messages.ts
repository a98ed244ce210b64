import type { Lang } from '../core/i18n';

/**
 * The order areas' envelope tips in the operator's language (zh-CN, en-US, pt-BR, zh-TW), in the shape of
 * mock/platform/messages.ts. `{name}` placeholders; statuses are named through STATUS_NAMES.
 */
type Entry = Record<Lang, string>;
const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const ORDER_MESSAGES = {
  orderNotFound: e(
    '订单 {orderNo} 不存在',
    'Order {orderNo} does not exist',
    'O pedido {orderNo} não existe',
    '訂單 {orderNo} 不存在',
  ),
  notifyDelivered: e(
    '订单 {orderNo} 已发货，无需补单',
    'Order {orderNo} is already delivered; no supplementary notification is needed',
    'O pedido {orderNo} já foi entregue; não é preciso notificar de novo',
    '訂單 {orderNo} 已發貨，無需補單',
  ),
  notifyNotPaid: e(
    '订单 {orderNo} 状态为「{status}」，只有已支付或发货失败的订单可以补单',
    'Order {orderNo} is "{status}"; only paid or delivery-failed orders can be notified again',
    'O pedido {orderNo} está "{status}"; só pedidos pagos ou com falha na entrega podem ser notificados de novo',
    '訂單 {orderNo} 狀態為「{status}」，只有已支付或發貨失敗的訂單可以補單',
  ),
  notifyInFlight: e(
    '订单 {orderNo} 正在通知游戏服，请稍候再试',
    'Order {orderNo} is being notified right now; try again in a moment',
    'O pedido {orderNo} está sendo notificado agora; tente de novo em instantes',
    '訂單 {orderNo} 正在通知遊戲服，請稍候再試',
  ),
  refundNotPaid: e(
    '订单 {orderNo} 状态为「{status}」，不能申请退款',
    'Order {orderNo} is "{status}"; no refund can be applied for',
    'O pedido {orderNo} está "{status}"; não é possível pedir reembolso',
    '訂單 {orderNo} 狀態為「{status}」，不能申請退款',
  ),
  refundOverLimit: e(
    '退款金额 {amount} 超出可退金额：该订单还可退 {remaining}',
    'The refund of {amount} is more than the order allows: {remaining} remains refundable',
    'O reembolso de {amount} excede o permitido: restam {remaining} reembolsáveis',
    '退款金額 {amount} 超出可退金額：該訂單還可退 {remaining}',
  ),
  refundDecided: e(
    '退款单 {refundNo} 已是「{status}」，不能再审核',
    'Refund {refundNo} is already "{status}" and cannot be reviewed again',
    'O reembolso {refundNo} já está "{status}" e não pode ser revisado de novo',
    '退款單 {refundNo} 已是「{status}」，不能再審核',
  ),
  refundSelfReview: e(
    '不能审核自己提交的退款申请（{refundNo}），请由其他人审核',
    'You cannot review your own refund application ({refundNo}); another person must review it',
    'Você não pode revisar seu próprio pedido de reembolso ({refundNo}); outra pessoa deve revisá-lo',
    '不能審核自己提交的退款申請（{refundNo}），請由其他人審核',
  ),
  refundBanned: e(
    '{kind} {value} 已被拦截退款申请：{reason}',
    'Refund applications from {kind} {value} are blocked: {reason}',
    'Pedidos de reembolso de {kind} {value} estão bloqueados: {reason}',
    '{kind} {value} 已被攔截退款申請：{reason}',
  ),
  whitelistDuplicate: e(
    '账号 {account} 已在测试白名单中',
    'Account {account} is already on the test whitelist',
    'A conta {account} já está na lista de teste',
    '帳號 {account} 已在測試白名單中',
  ),
  banDuplicate: e(
    '{kind} {value} 已在拦截中',
    '{kind} {value} is already blocked',
    '{kind} {value} já está bloqueado',
    '{kind} {value} 已在攔截中',
  ),
  banLifted: e(
    '该拦截已于之前解除',
    'This block was already lifted',
    'Este bloqueio já foi removido',
    '該攔截已於之前解除',
  ),
  billOrderNotPaid: e(
    '订单 {orderNo} 不能开票：未支付、测试订单或不属于本游戏 OG 线',
    'Order {orderNo} cannot be invoiced: unpaid, a test order, or not of this game’s OG line',
    'O pedido {orderNo} não pode ser faturado: não pago, de teste ou fora da linha OG deste jogo',
    '訂單 {orderNo} 不能開票：未支付、測試訂單或不屬於本遊戲 OG 線',
  ),
  billOrderInvoiced: e(
    '订单 {orderNo} 已在开票申请 {requestNo} 中',
    'Order {orderNo} is already in invoice request {requestNo}',
    'O pedido {orderNo} já está na solicitação de fatura {requestNo}',
    '訂單 {orderNo} 已在開票申請 {requestNo} 中',
  ),
  billMixed: e(
    '一张发票的订单须属于同一账号、同一币种',
    'The orders of one invoice must share one account and one currency',
    'Os pedidos de uma fatura devem ter a mesma conta e a mesma moeda',
    '一張發票的訂單須屬於同一帳號、同一幣種',
  ),
  billZero: e(
    '这些订单已全部退款，没有可开票的金额',
    'These orders are fully refunded; there is nothing to invoice',
    'Estes pedidos foram totalmente reembolsados; não há valor a faturar',
    '這些訂單已全部退款，沒有可開票的金額',
  ),
  billHandled: e(
    '开票申请 {requestNo} 已是「{status}」，不能再处理',
    'Invoice request {requestNo} is already "{status}"',
    'A solicitação de fatura {requestNo} já está "{status}"',
    '開票申請 {requestNo} 已是「{status}」，不能再處理',
  ),
  billFileRequired: e(
    '请上传发票 PDF 文件（file）',
    'Please upload the invoice PDF (file)',
    'Envie o PDF da fatura (file)',
    '請上傳發票 PDF 檔案（file）',
  ),
  billNotPdf: e(
    '文件 {name} 不是 PDF（内容应以 %PDF- 开头）',
    'File {name} is not a PDF (its content must start with %PDF-)',
    'O arquivo {name} não é um PDF (o conteúdo deve começar com %PDF-)',
    '檔案 {name} 不是 PDF（內容應以 %PDF- 開頭）',
  ),
  notLarge: e(
    '订单 {orderNo} 不是本游戏的大额交易',
    'Order {orderNo} is not a large transfer of this game',
    'O pedido {orderNo} não é uma transação grande deste jogo',
    '訂單 {orderNo} 不是本遊戲的大額交易',
  ),
} satisfies Record<string, Entry>;

/** Names of statuses and ban kinds as the messages show them. */
export const STATUS_NAMES: Record<string, Entry> = {
  created: e('待支付', 'created', 'criado', '待支付'),
  paid: e('已支付', 'paid', 'pago', '已支付'),
  delivered: e('已发货', 'delivered', 'entregue', '已發貨'),
  delivery_failed: e('发货失败', 'delivery failed', 'falha na entrega', '發貨失敗'),
  closed: e('已关闭', 'closed', 'fechado', '已關閉'),
  refunded: e('已退款', 'refunded', 'reembolsado', '已退款'),
  applied: e('待审核', 'applied', 'solicitado', '待審核'),
  approved: e('已通过', 'approved', 'aprovado', '已通過'),
  rejected: e('已驳回', 'rejected', 'rejeitado', '已駁回'),
  failed: e('退款失败', 'failed', 'falhou', '退款失敗'),
  requested: e('待开票', 'requested', 'solicitada', '待開票'),
  issued: e('已开票', 'issued', 'emitida', '已開票'),
  account: e('账号', 'Account', 'Conta', '帳號'),
  device: e('设备', 'Device', 'Dispositivo', '裝置'),
};

export const statusName = (lang: Lang, status: string) => STATUS_NAMES[status]?.[lang] ?? status;
