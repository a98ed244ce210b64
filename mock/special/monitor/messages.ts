import type { Lang } from '../../core/i18n';
import { messageBook } from '../../core/messageBook';

/** Account monitoring's envelope tips in the operator's language; `{name}` placeholders. */
export const MONITOR_MESSAGES = {
  ruleEntity: { 'zh-CN': '监控规则', 'en-US': 'watch rule', 'pt-BR': 'regra de monitoramento', 'zh-TW': '監控規則' },
  alertEntity: { 'zh-CN': '告警', 'en-US': 'alert', 'pt-BR': 'alerta', 'zh-TW': '告警' },
  unknownAccount: {
    'zh-CN': '参数错误：account 账号 {account} 不是本游戏的账号',
    'en-US': 'Invalid parameter: account: {account} is not an account of this game',
    'pt-BR': 'Parâmetro inválido: account: {account} não é uma conta deste jogo',
    'zh-TW': '參數錯誤：account 帳號 {account} 不是本遊戲的帳號',
  },
  amountRequired: {
    'zh-CN': '参数错误：amount 单笔支付告警须填写金额阈值（分，大于 0 的整数）',
    'en-US': 'Invalid parameter: amount: a payment rule needs a threshold (minor units, an integer above 0)',
    'pt-BR': 'Parâmetro inválido: amount: uma regra de pagamento precisa de um limite (centavos, inteiro maior que 0)',
    'zh-TW': '參數錯誤：amount 單筆支付告警須填寫金額閾值（分，大於 0 的整數）',
  },
  currencyRequired: {
    'zh-CN': '参数错误：currency 单笔支付告警须选择币种',
    'en-US': 'Invalid parameter: currency: a payment rule needs a currency',
    'pt-BR': 'Parâmetro inválido: currency: uma regra de pagamento precisa de uma moeda',
    'zh-TW': '參數錯誤：currency 單筆支付告警須選擇幣種',
  },
  countRequired: {
    'zh-CN': '参数错误：count、windowMinutes 多笔订单告警须填写笔数（2–100）和时间窗（1–1440 分钟）',
    'en-US':
      'Invalid parameter: count, windowMinutes: an orders rule needs a count (2–100) and a window (1–1440 minutes)',
    'pt-BR':
      'Parâmetro inválido: count, windowMinutes: uma regra de pedidos precisa de uma quantidade (2–100) e uma janela (1–1440 minutos)',
    'zh-TW': '參數錯誤：count、windowMinutes 多筆訂單告警須填寫筆數（2–100）和時間窗（1–1440 分鐘）',
  },
  noteRequired: {
    'zh-CN': '参数错误：note 请填写处理备注',
    'en-US': 'Invalid parameter: note: a note is required',
    'pt-BR': 'Parâmetro inválido: note: a observação é obrigatória',
    'zh-TW': '參數錯誤：note 請填寫處理備註',
  },
  notOpen: {
    'zh-CN': '告警 #{id} 已由 {by} 处理，不能再次处理',
    'en-US': 'Alert #{id} was already dealt with by {by}',
    'pt-BR': 'O alerta #{id} já foi tratado por {by}',
    'zh-TW': '告警 #{id} 已由 {by} 處理，不能再次處理',
  },
} satisfies Record<string, Record<Lang, string>>;

const Book = messageBook(MONITOR_MESSAGES);

export const mt = Book.text;
