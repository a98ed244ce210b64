import type { Lang } from '../../core/i18n';

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
  stale: e(
    '预览之后所选角色的奖励状态有变化，请重新预览后再发放',
    'The selected roles changed since the preview: preview again before sending',
    'Os personagens escolhidos mudaram desde a pré-visualização: pré-visualize de novo antes de enviar',
    '預覽之後所選角色的獎勵狀態有變化，請重新預覽後再發放',
  ),
  nothingToSend: e(
    '所选角色都不需要发放（已发过、周年不在范围内或无此角色）',
    'None of the selected roles is to be rewarded (already sent, anniversary not in the range, or unknown)',
    'Nenhum dos personagens escolhidos deve receber (já enviado, aniversário fora do intervalo ou desconhecido)',
    '所選角色都不需要發放（已發過、週年不在範圍內或無此角色）',
  ),
  tooManyRoles: e(
    '一次最多发放 {max} 个角色',
    'At most {max} roles at once',
    'No máximo {max} personagens por vez',
    '一次最多發放 {max} 個角色',
  ),
};
