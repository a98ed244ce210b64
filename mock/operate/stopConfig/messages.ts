import type { Lang } from '../../core/i18n';
import { messageBook } from '../../core/messageBook';

/** The bans' envelope tips and CSV-preview problems in the operator's language. `{name}` placeholders. */
type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const BAN_MESSAGES = {
  banEntity: e('封禁', 'ban', 'banimento', '封禁'),
  unknownTarget: e(
    '参数错误：target 本游戏没有{type} {target}',
    'Invalid parameter: target: this game has no {type} {target}',
    'Parâmetro inválido: target: este jogo não tem {type} {target}',
    '參數錯誤：target 本遊戲沒有{type} {target}',
  ),
  badIp: e(
    '参数错误：target {target} 不是合法的 IPv4 或 IPv6 地址',
    'Invalid parameter: target {target} is not a valid IPv4 or IPv6 address',
    'Parâmetro inválido: target {target} não é um endereço IPv4 ou IPv6 válido',
    '參數錯誤：target {target} 不是合法的 IPv4 或 IPv6 位址',
  ),
  noScope: e(
    '参数错误：scopes 至少选择一个封禁范围',
    'Invalid parameter: scopes: choose at least one scope',
    'Parâmetro inválido: scopes: escolha ao menos um escopo',
    '參數錯誤：scopes 至少選擇一個封禁範圍',
  ),
  endBeforeStart: e(
    '参数错误：endAt 结束时间须晚于开始时间',
    'Invalid parameter: endAt must be after the start',
    'Parâmetro inválido: endAt deve ser posterior ao início',
    '參數錯誤：endAt 結束時間須晚於開始時間',
  ),
  endPassed: e(
    '参数错误：endAt 结束时间已过',
    'Invalid parameter: endAt is already past',
    'Parâmetro inválido: endAt já passou',
    '參數錯誤：endAt 結束時間已過',
  ),
  duplicate: e(
    '与封禁 #{id}（{target}，{scopes}）重复：同一目标、同一范围、时段重叠',
    'Duplicates ban #{id} ({target}, {scopes}): same target, a shared scope and overlapping periods',
    'Duplica o banimento #{id} ({target}, {scopes}): mesmo alvo, escopo em comum e períodos sobrepostos',
    '與封禁 #{id}（{target}，{scopes}）重複：同一目標、同一範圍、時段重疊',
  ),
  duplicateRow: e(
    '与第 {row} 行重复：同一目标、同一范围、时段重叠',
    'Duplicates row {row}: same target, a shared scope and overlapping periods',
    'Duplica a linha {row}: mesmo alvo, escopo em comum e períodos sobrepostos',
    '與第 {row} 行重複：同一目標、同一範圍、時段重疊',
  ),
  liftedNoEdit: e(
    '封禁 #{id} 已解除，不能编辑',
    'Ban #{id} is lifted and cannot be edited',
    'O banimento #{id} foi suspenso e não pode ser editado',
    '封禁 #{id} 已解除，不能編輯',
  ),
  notLiftable: e(
    '封禁 #{id} 已{status}，不能解除',
    'Ban #{id} is {status} and cannot be lifted',
    'O banimento #{id} está {status} e não pode ser suspenso',
    '封禁 #{id} 已{status}，不能解除',
  ),
  // CSV preview
  missingColumn: e('缺少列 {column}', 'Missing column {column}', 'Coluna ausente {column}', '缺少欄 {column}'),
  duplicateColumn: e(
    '列 {column} 重复',
    'Column {column} appears twice',
    'A coluna {column} se repete',
    '欄 {column} 重複',
  ),
  unclosedQuote: e(
    '第 {row} 行的引号没有闭合',
    'The quote opened in row {row} is never closed',
    'As aspas abertas na linha {row} não se fecham',
    '第 {row} 行的引號沒有閉合',
  ),
  noRows: e('文件没有数据行', 'The file has no data rows', 'O arquivo não tem linhas de dados', '檔案沒有資料列'),
  tooManyRows: e(
    '一次最多导入 {max} 行，文件有 {count} 行',
    'At most {max} rows per import; the file has {count}',
    'No máximo {max} linhas por importação; o arquivo tem {count}',
    '一次最多匯入 {max} 列，檔案有 {count} 列',
  ),
  notUtf8: e(
    '文件不是 UTF-8 编码，请另存为 UTF-8 CSV',
    'The file is not UTF-8: save it as UTF-8 CSV',
    'O arquivo não é UTF-8: salve como CSV UTF-8',
    '檔案不是 UTF-8 編碼，請另存為 UTF-8 CSV',
  ),
  required: e('必填', 'Required', 'Obrigatório', '必填'),
  badTargetType: e(
    '{value} 不是目标类型（account、role、device、ip）',
    '{value} is not a target type (account, role, device, ip)',
    '{value} não é um tipo de alvo (account, role, device, ip)',
    '{value} 不是目標類型（account、role、device、ip）',
  ),
  badScope: e(
    '{value} 不是封禁范围（login、register、pay、chat，用 | 分隔）',
    '{value} is not a scope (login, register, pay, chat, separated by |)',
    '{value} não é um escopo (login, register, pay, chat, separados por |)',
    '{value} 不是封禁範圍（login、register、pay、chat，用 | 分隔）',
  ),
  badTime: e(
    '{value} 不是时间（YYYY-MM-DD 或 YYYY-MM-DD HH:mm，{zone} 时间）',
    '{value} is not a time (YYYY-MM-DD or YYYY-MM-DD HH:mm, {zone} time)',
    '{value} não é uma data (YYYY-MM-DD ou YYYY-MM-DD HH:mm, horário de {zone})',
    '{value} 不是時間（YYYY-MM-DD 或 YYYY-MM-DD HH:mm，{zone} 時間）',
  ),
  tooLong: e('超过 {max} 个字符', 'Longer than {max} characters', 'Mais de {max} caracteres', '超過 {max} 個字元'),
  csvUnknownTarget: e(
    '本游戏没有这个{type}',
    'This game has no such {type}',
    'Este jogo não tem este {type}',
    '本遊戲沒有這個{type}',
  ),
  csvBadIp: e(
    '{value} 不是合法的 IPv4 或 IPv6 地址',
    '{value} is not a valid IPv4 or IPv6 address',
    '{value} não é um endereço IPv4 ou IPv6 válido',
    '{value} 不是合法的 IPv4 或 IPv6 位址',
  ),
  csvEndBeforeStart: e('须晚于开始时间', 'Must be after the start', 'Deve ser posterior ao início', '須晚於開始時間'),
  csvEndPassed: e('结束时间已过', 'Already past', 'Já passou', '結束時間已過'),
  importStale: e(
    '预览之后文件或相关封禁有变化，请重新预览后再导入',
    'The file or the bans it was checked against changed since the preview: preview again before importing',
    'O arquivo ou os banimentos verificados mudaram desde a prévia: faça a prévia de novo antes de importar',
    '預覽之後檔案或相關封禁有變化，請重新預覽後再匯入',
  ),
  nothingToImport: e('没有可导入的行', 'No row can be imported', 'Nenhuma linha pode ser importada', '沒有可匯入的列'),
  fileInvalid: e(
    '文件有问题，请按预览修正后再导入',
    'The file has problems: fix them as the preview shows and import again',
    'O arquivo tem problemas: corrija-os conforme a prévia e importe de novo',
    '檔案有問題，請按預覽修正後再匯入',
  ),
} satisfies Record<string, Entry>;

export const TARGET_WORDS: Record<string, Entry> = {
  account: e('账号', 'account', 'conta', '帳號'),
  role: e('角色', 'role', 'personagem', '角色'),
  device: e('设备', 'device', 'dispositivo', '裝置'),
  ip: e('IP', 'IP', 'IP', 'IP'),
};

export const STATUS_WORDS: Record<string, Entry> = {
  scheduled: e('待生效', 'scheduled', 'agendado', '待生效'),
  active: e('生效中', 'active', 'ativo', '生效中'),
  expired: e('过期', 'expired', 'expirado', '過期'),
  lifted: e('解除', 'lifted', 'suspenso', '解除'),
};

export type BanMessageKey = keyof typeof BAN_MESSAGES;

const banMessagesBook = messageBook(BAN_MESSAGES);

export const bt = banMessagesBook.text;
