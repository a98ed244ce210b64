import type { Lang } from '../../core/i18n';
import { type FailWith, messageBook } from '../../core/messageBook';

/** The role birthdays' envelope tips in the operator's language. `{name}` placeholders. */
type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const BIRTHDAY_MESSAGES = {
  badDay: e(
    '日期范围无效：起止日须为真实日期 YYYY-MM-DD',
    'Invalid date range: both ends must be real days written YYYY-MM-DD',
    'Intervalo inválido: as duas pontas devem ser dias reais no formato AAAA-MM-DD',
    '日期範圍無效：起訖日須為真實日期 YYYY-MM-DD',
  ),
  endBeforeStart: e(
    '结束日 {end} 早于起始日 {start}',
    'The end {end} is before the start {start}',
    'O fim {end} é anterior ao início {start}',
    '結束日 {end} 早於起始日 {start}',
  ),
  tooLong: e(
    '日期范围须短于一年（{start} 至 {end}）',
    'The date range must be shorter than a year ({start} to {end})',
    'O intervalo deve ser menor que um ano ({start} a {end})',
    '日期範圍須短於一年（{start} 至 {end}）',
  ),
  noRoleChosen: e('请选择角色', 'Choose at least one role', 'Escolha ao menos um personagem', '請選擇角色'),
  tooManyRoles: e(
    '一次最多发放 {max} 个角色',
    'At most {max} roles at once',
    'No máximo {max} personagens por vez',
    '一次最多發放 {max} 個角色',
  ),
};

export type BirthdayMessageKey = keyof typeof BIRTHDAY_MESSAGES;

/** Throws the envelope failure `code` with the birthdays' message `key` in `lang`. */
const birthdayBook = messageBook(BIRTHDAY_MESSAGES);

export const bdfail: FailWith<BirthdayMessageKey> = birthdayBook.fail;
