import type { Lang } from '../core/i18n';
import type { AdjustRefusal } from './pointsRule';
import { messageBook } from '../core/messageBook';

/** Role points' envelope tips in the operator's language; `{name}` placeholders. */
export const POINTS_MESSAGES = {
  role: { 'zh-CN': '角色', 'en-US': 'role', 'pt-BR': 'personagem', 'zh-TW': '角色' },
  zero: {
    'zh-CN': '参数错误：delta 变动不能为 0',
    'en-US': 'Invalid parameter: delta must not be 0',
    'pt-BR': 'Parâmetro inválido: delta não pode ser 0',
    'zh-TW': '參數錯誤：delta 變動不能為 0',
  },
  tooLarge: {
    'zh-CN': '参数错误：delta 变动的绝对值不能超过 1,000,000',
    'en-US': 'Invalid parameter: |delta| must not exceed 1,000,000',
    'pt-BR': 'Parâmetro inválido: |delta| não pode passar de 1.000.000',
    'zh-TW': '參數錯誤：delta 變動的絕對值不能超過 1,000,000',
  },
  notInteger: {
    'zh-CN': '参数错误：delta 变动须为整数',
    'en-US': 'Invalid parameter: delta must be an integer',
    'pt-BR': 'Parâmetro inválido: delta deve ser inteiro',
    'zh-TW': '參數錯誤：delta 變動須為整數',
  },
  belowZero: {
    'zh-CN': '积分不足：角色当前积分 {before}，扣减 {minus} 后将低于 0',
    'en-US': 'Not enough points: the role has {before}; taking {minus} would go below 0',
    'pt-BR': 'Pontos insuficientes: o personagem tem {before}; retirar {minus} ficaria abaixo de 0',
    'zh-TW': '積分不足：角色當前積分 {before}，扣減 {minus} 後將低於 0',
  },
  reason: {
    'zh-CN': '参数错误：reason 原因必填',
    'en-US': 'Invalid parameter: reason is required',
    'pt-BR': 'Parâmetro inválido: reason é obrigatório',
    'zh-TW': '參數錯誤：reason 原因必填',
  },
} satisfies Record<AdjustRefusal | 'role' | 'reason', Record<Lang, string>>;

const pointsBook = messageBook(POINTS_MESSAGES);

export const pt = pointsBook.text;
