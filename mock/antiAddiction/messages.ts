import { formatMoney } from '../../src/utils/money';
import type { Decision, PlayWindow } from '../../src/utils/antiAddiction';
import type { Lang } from '../core/i18n';
import { messageBook } from '../core/messageBook';

/**
 * The anti-addiction check's rule texts and the save's refusals, in the operator's language (e.g. "未满 16 周岁：单笔
 * 不超过 ¥50.00", "周五至周日及法定节假日 20:00–21:00 以外不可游戏"). `{name}` placeholders.
 */
type Entry = Record<Lang, string>;
const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const ANTI_ADDICTION_MESSAGES = {
  adultPlay: e(
    '已满 18 周岁：不受防沉迷限制',
    'Aged 18 or over: no limits',
    'Maior de 18 anos: sem limites',
    '已滿 18 週歲：不受防沉迷限制',
  ),
  adultPay: e(
    '已满 18 周岁：支付不受限制',
    'Aged 18 or over: payments not limited',
    'Maior de 18 anos: pagamentos sem limite',
    '已滿 18 週歲：支付不受限制',
  ),
  guestNone: e(
    '游客模式：不允许游客游戏，须先实名认证',
    'Guest mode: guests may not play; real-name verification first',
    'Modo visitante: visitantes não podem jogar; verifique o nome real antes',
    '遊客模式：不允許遊客遊戲，須先實名認證',
  ),
  guestLeft: e(
    '游客模式：每日 {limit} 分钟，今日还剩 {left} 分钟',
    'Guest mode: {limit} minutes a day, {left} left today',
    'Modo visitante: {limit} minutos por dia, restam {left} hoje',
    '遊客模式：每日 {limit} 分鐘，今日還剩 {left} 分鐘',
  ),
  guestUsedUp: e(
    '游客模式：每日 {limit} 分钟，今日已用完',
    'Guest mode: {limit} minutes a day, used up today',
    'Modo visitante: {limit} minutos por dia, esgotados hoje',
    '遊客模式：每日 {limit} 分鐘，今日已用完',
  ),
  guestNoPay: e(
    '游客模式：不可支付',
    'Guest mode: no payments',
    'Modo visitante: sem pagamentos',
    '遊客模式：不可支付',
  ),
  inWindow: e(
    '可游戏时段内：{window}',
    'Within a play window: {window}',
    'Dentro de um horário de jogo: {window}',
    '可遊戲時段內：{window}',
  ),
  outsideWindows: e(
    '{windows} 以外不可游戏',
    'No play outside {windows}',
    'Sem jogo fora de {windows}',
    '{windows} 以外不可遊戲',
  ),
  noWindows: e(
    '未成年人不可游戏（未设可游戏时段）',
    'Minors may not play (no play windows set)',
    'Menores não podem jogar (sem horários definidos)',
    '未成年人不可遊戲（未設可遊戲時段）',
  ),
  workdayNote: e(
    '（{date} 为调休上班日）',
    ' ({date} is a make-up working day)',
    ' ({date} é dia útil de compensação)',
    '（{date} 為調休上班日）',
  ),
  under8: e(
    '未满 8 周岁：不可支付',
    'Under 8: no payments',
    'Menor de 8 anos: sem pagamentos',
    '未滿 8 週歲：不可支付',
  ),
  perPayment: e(
    '{band}：单笔不超过 {cap}',
    '{band}: at most {cap} a payment',
    '{band}: no máximo {cap} por pagamento',
    '{band}：單筆不超過 {cap}',
  ),
  perMonth: e(
    '{band}：每月累计不超过 {cap}（本月已付 {spent}，本次 {amount}）',
    '{band}: at most {cap} a month ({spent} paid this month, {amount} now)',
    '{band}: no máximo {cap} por mês ({spent} pagos este mês, {amount} agora)',
    '{band}：每月累計不超過 {cap}（本月已付 {spent}，本次 {amount}）',
  ),
  withinCaps: e(
    '{band}：单笔不超过 {perPayment}、每月累计不超过 {perMonth}，本次可支付',
    '{band}: at most {perPayment} a payment and {perMonth} a month; this payment fits',
    '{band}: no máximo {perPayment} por pagamento e {perMonth} por mês; este pagamento cabe',
    '{band}：單筆不超過 {perPayment}、每月累計不超過 {perMonth}，本次可支付',
  ),
  age8to16: e('未满 16 周岁', 'Under 16', 'Menor de 16 anos', '未滿 16 週歲'),
  age16to18: e('未满 18 周岁', 'Under 18', 'Menor de 18 anos', '未滿 18 週歲'),
  andHolidays: e('及法定节假日', ' and public holidays', ' e feriados', '及法定節假日'),
  holidaysOnly: e('法定节假日', 'public holidays', 'feriados', '法定節假日'),
  through: e('{a}至{b}', '{a}–{b}', '{a} a {b}', '{a}至{b}'),
  listSep: e('、', ', ', ', ', '、'),
  windowSep: e('；', '; ', '; ', '；'),
  // refusals of a save
  invalid: e(
    '参数错误：{field} {problem}',
    'Invalid parameter: {field} {problem}',
    'Parâmetro inválido: {field} {problem}',
    '參數錯誤：{field} {problem}',
  ),
  time: e('时间须为 HH:mm', 'must be a time HH:mm', 'deve ser um horário HH:mm', '時間須為 HH:mm'),
  order: e(
    '结束须晚于开始（单笔上限不得高于每月上限）',
    'must end after it starts (a payment cap may not exceed the month cap)',
    'deve terminar depois de começar (o limite por pagamento não pode exceder o mensal)',
    '結束須晚於開始（單筆上限不得高於每月上限）',
  ),
  noDays: e(
    '须至少选择一天或节假日',
    'needs at least one weekday or holidays',
    'precisa de ao menos um dia ou feriados',
    '須至少選擇一天或節假日',
  ),
  date: e('日期 {d} 不存在', 'date {d} does not exist', 'a data {d} não existe', '日期 {d} 不存在'),
  both: e(
    '{d} 不能既是节假日又是调休上班日',
    '{d} cannot be both a holiday and a make-up working day',
    '{d} não pode ser feriado e dia de compensação ao mesmo tempo',
    '{d} 不能既是節假日又是調休上班日',
  ),
  rulesRequired: e(
    '参数错误：rules 覆盖平台规则时须填写完整规则',
    'Invalid parameter: rules are required to override',
    'Parâmetro inválido: rules são obrigatórias para sobrepor',
    '參數錯誤：rules 覆蓋平台規則時須填寫完整規則',
  ),
  secretRequired: e(
    '参数错误：{field} 国家平台认证须填写',
    'Invalid parameter: {field} is required for the national service',
    'Parâmetro inválido: {field} é obrigatório para o serviço nacional',
    '參數錯誤：{field} 國家平台認證須填寫',
  ),
  whoRequired: e(
    '参数错误：age 请填写周岁或出生日期，或说明是游客',
    'Invalid parameter: age — give an age or a birth date, or say guest',
    'Parâmetro inválido: age — informe idade ou data de nascimento, ou visitante',
    '參數錯誤：age 請填寫週歲或出生日期，或說明是遊客',
  ),
  birthDateBad: e(
    '参数错误：birthDate 出生日期 {d} 不存在或晚于检查时间',
    'Invalid parameter: birthDate {d} does not exist or is after the time checked',
    'Parâmetro inválido: birthDate {d} não existe ou é posterior ao horário verificado',
    '參數錯誤：birthDate 出生日期 {d} 不存在或晚於檢查時間',
  ),
  entity: e('防沉迷规则', 'anti-addiction rules', 'regras antivício', '防沉迷規則'),
} satisfies Record<string, Entry>;

const mBook = messageBook(ANTI_ADDICTION_MESSAGES);

export const at = mBook.text;

const WEEKDAYS: Record<Lang, string[]> = {
  'zh-CN': ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  'en-US': ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  'pt-BR': ['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom'],
  'zh-TW': ['週一', '週二', '週三', '週四', '週五', '週六', '週日'],
};

/** [5, 6, 7] → '周五至周日'; [1, 3] → '周一、周三' (runs of three or more days as a range). */
export function weekdaysText(lang: Lang, days: number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  sorted.forEach((d) => {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === d - 1) last.push(d);
    else runs.push([d]);
  });
  const name = (d: number) => WEEKDAYS[lang][d - 1];
  return runs
    .flatMap((r) => (r.length >= 3 ? [at(lang, 'through', { a: name(r[0]), b: name(r[r.length - 1]) })] : r.map(name)))
    .join(at(lang, 'listSep'));
}

/** '周五至周日及法定节假日 20:00–21:00' */
export function windowText(lang: Lang, w: PlayWindow): string {
  const days = w.weekdays.length === 0 ? at(lang, 'holidaysOnly') : weekdaysText(lang, w.weekdays);
  const holidays = w.weekdays.length > 0 && w.holidays ? at(lang, 'andHolidays') : '';
  return `${days}${holidays} ${w.start}–${w.end}`;
}

/** A cap or amount (yuan) as the operator's language writes it (docs/rules.md "Money"). */
const yuan = (lang: Lang, cents: number) => formatMoney(cents, 'CNY', lang);

/** The rule that decided play, in `lang`. */
export function playRule(lang: Lang, d: Decision, windows: PlayWindow[], guestMinutes: number): string {
  const p = d.play;
  if (p.code === 'adult') return at(lang, 'adultPlay');
  if (p.code === 'guestNone') return at(lang, 'guestNone');
  if (p.code === 'guestLeft') return at(lang, 'guestLeft', { limit: guestMinutes, left: p.minutesLeft ?? 0 });
  if (p.code === 'guestUsedUp') return at(lang, 'guestUsedUp', { limit: guestMinutes });
  if (p.code === 'inWindow' && p.window) return at(lang, 'inWindow', { window: windowText(lang, p.window) });
  if (windows.length === 0) return at(lang, 'noWindows');
  const text = at(lang, 'outsideWindows', {
    windows: windows.map((w) => windowText(lang, w)).join(at(lang, 'windowSep')),
  });
  return d.day.kind === 'workday' ? `${text}${at(lang, 'workdayNote', { date: d.day.date })}` : text;
}

/** The rule that decided the payment, in `lang`. */
export function payRule(lang: Lang, d: Decision, amount: number, spent: number): string {
  const p = d.pay;
  if (!p) return '';
  if (p.code === 'adult') return at(lang, 'adultPay');
  if (p.code === 'guestNoPay') return at(lang, 'guestNoPay');
  if (p.code === 'under8' || !p.cap) return at(lang, 'under8');
  const band = at(lang, d.band === 'age16to18' ? 'age16to18' : 'age8to16');
  const money = (cents: number) => yuan(lang, cents);
  if (p.code === 'perPayment') return at(lang, 'perPayment', { band, cap: money(p.cap.perPayment) });
  if (p.code === 'perMonth')
    return at(lang, 'perMonth', { band, cap: money(p.cap.perMonth), spent: money(spent), amount: money(amount) });
  return at(lang, 'withinCaps', { band, perPayment: money(p.cap.perPayment), perMonth: money(p.cap.perMonth) });
}
