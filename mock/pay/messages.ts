import type { Lang } from '../core/i18n';
import { messageBook } from '../core/messageBook';

/**
 * The pay area's envelope tips and import reasons in the operator's language (Accept-Language: zh-CN default, en-US,
 * pt-BR, zh-TW), beside the area so it does not edit the shared catalogue. `{name}` placeholders.
 */
type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const PAY_MESSAGES = {
  payTypeTaken: e(
    '本游戏已有 {type} 的支付配置（#{id}），请编辑那一条',
    'This game already has a {type} pay configuration (#{id}): edit that one',
    'Este jogo já tem uma configuração {type} (#{id}): edite-a',
    '本遊戲已有 {type} 的支付設定（#{id}），請編輯那一筆',
  ),
  secretRequired: e(
    '参数错误：{field} 支付方式 {type} 需要填写',
    'Invalid parameter: {field} is required for pay type {type}',
    'Parâmetro inválido: {field} é obrigatório para o tipo {type}',
    '參數錯誤：{field} 支付方式 {type} 需要填寫',
  ),
  secretNotUsed: e(
    '参数错误：{field} 支付方式 {type} 不使用该密钥',
    'Invalid parameter: {field} is not used by pay type {type}',
    'Parâmetro inválido: {field} não é usado pelo tipo {type}',
    '參數錯誤：{field} 支付方式 {type} 不使用該密鑰',
  ),
  notifyUrl_empty: e(
    '参数错误：notifyUrl 不能为空',
    'Invalid parameter: notifyUrl is required',
    'Parâmetro inválido: notifyUrl é obrigatório',
    '參數錯誤：notifyUrl 不能為空',
  ),
  notifyUrl_spaces: e(
    '参数错误：notifyUrl 不能包含空白字符',
    'Invalid parameter: notifyUrl must not contain spaces',
    'Parâmetro inválido: notifyUrl não pode conter espaços',
    '參數錯誤：notifyUrl 不能包含空白字元',
  ),
  notifyUrl_notHttps: e(
    '参数错误：notifyUrl 必须以 https:// 开头（支付结果须加密传输）',
    'Invalid parameter: notifyUrl must start with https:// (pay results travel encrypted)',
    'Parâmetro inválido: notifyUrl deve começar com https:// (resultados trafegam criptografados)',
    '參數錯誤：notifyUrl 必須以 https:// 開頭（支付結果須加密傳輸）',
  ),
  notifyUrl_noHost: e(
    '参数错误：notifyUrl 缺少主机名',
    'Invalid parameter: notifyUrl has no host name',
    'Parâmetro inválido: notifyUrl não tem nome de host',
    '參數錯誤：notifyUrl 缺少主機名稱',
  ),
  notifyUrl_credentials: e(
    '参数错误：notifyUrl 不能包含用户名或密码（会被沿途的日志记录下来）',
    'Invalid parameter: notifyUrl must not contain a user name or password (logs on the way would keep it)',
    'Parâmetro inválido: notifyUrl não pode conter usuário ou senha (os logs no caminho os guardariam)',
    '參數錯誤：notifyUrl 不能包含使用者名稱或密碼（會被沿途的日誌記錄下來）',
  ),
  notifyUrl_invalid: e(
    '参数错误：notifyUrl 不是合法的地址',
    'Invalid parameter: notifyUrl is not a valid address',
    'Parâmetro inválido: notifyUrl não é um endereço válido',
    '參數錯誤：notifyUrl 不是合法的地址',
  ),
  payTypeFixed: e(
    '支付方式创建后不能修改，请新建一条',
    'The pay type cannot change after creation: create a new configuration',
    'O tipo de pagamento não muda após a criação: crie outra configuração',
    '支付方式建立後不能修改，請新建一筆',
  ),
  payConfigInUse: e(
    '{type} 仍在支付列表中使用（{lists}），请先从这些列表中移除',
    '{type} is still shown by pay lists ({lists}): remove it from them first',
    '{type} ainda aparece em listas ({lists}): remova-o delas antes',
    '{type} 仍在支付列表中使用（{lists}），請先從這些列表中移除',
  ),
  pairTaken: e(
    '渠道 {channel} / 地区 {region} 已有支付列表（#{id}），请编辑那一条',
    'Channel {channel} / region {region} already has a pay list (#{id}): edit that one',
    'Canal {channel} / região {region} já tem uma lista (#{id}): edite-a',
    '通路 {channel} / 地區 {region} 已有支付列表（#{id}），請編輯那一筆',
  ),
  payTypesEmpty: e(
    '参数错误：payTypes 至少选择一种支付方式',
    'Invalid parameter: payTypes needs at least one pay type',
    'Parâmetro inválido: payTypes precisa de ao menos um tipo',
    '參數錯誤：payTypes 至少選擇一種支付方式',
  ),
  payTypesDuplicate: e(
    '参数错误：payTypes {type} 重复',
    'Invalid parameter: payTypes lists {type} twice',
    'Parâmetro inválido: payTypes repete {type}',
    '參數錯誤：payTypes {type} 重複',
  ),
  payTypeNotEnabled: e(
    '参数错误：payTypes {type} 未在本游戏的支付配置中启用',
    'Invalid parameter: payTypes {type} is not configured and enabled for this game',
    'Parâmetro inválido: payTypes {type} não está configurado e ativo neste jogo',
    '參數錯誤：payTypes {type} 未在本遊戲的支付設定中啟用',
  ),
  productTaken: e(
    '商品 id {productId} 已存在（#{id}）',
    'Product id {productId} already exists (#{id})',
    'O id de produto {productId} já existe (#{id})',
    '商品 id {productId} 已存在（#{id}）',
  ),
  importInvalid: e(
    '导入失败：{n} 处错误，未保存任何数据。第一处：第 {row} 行 {column}：{reason}',
    'Import refused: {n} problems, nothing was saved. First: row {row} {column}: {reason}',
    'Importação recusada: {n} problemas, nada foi salvo. Primeiro: linha {row} {column}: {reason}',
    '匯入失敗：{n} 處錯誤，未儲存任何資料。第一處：第 {row} 行 {column}：{reason}',
  ),
  // ---- import reasons (one per row problem; see billingImport.ts)
  missing: e('不能为空', 'is required', 'é obrigatório', '不能為空'),
  badAmount: e(
    '金额“{value}”不正确：须为大于 0 的数字，最多两位小数',
    'amount "{value}" is wrong: a number above 0 with at most two decimals',
    'valor "{value}" incorreto: número acima de 0 com no máximo duas casas decimais',
    '金額「{value}」不正確：須為大於 0 的數字，最多兩位小數',
  ),
  unknownCurrency: e(
    '未知币种“{value}”（可用：{list}）',
    'unknown currency "{value}" (use one of {list})',
    'moeda desconhecida "{value}" (use uma de {list})',
    '未知幣別「{value}」（可用：{list}）',
  ),
  duplicateInFile: e(
    '商品 id {value} 在文件中重复（第 {other} 行已有）',
    'product id {value} appears twice in the file (also row {other})',
    'id de produto {value} repetido no arquivo (também na linha {other})',
    '商品 id {value} 在檔案中重複（第 {other} 行已有）',
  ),
  exists: e(
    '商品 id {value} 在本游戏中已存在',
    'product id {value} already exists in this game',
    'o id de produto {value} já existe neste jogo',
    '商品 id {value} 在本遊戲中已存在',
  ),
  badCoins: e(
    '游戏币“{value}”须为不小于 0 的整数',
    'coins "{value}" must be a whole number, 0 or more',
    'moedas "{value}" deve ser um número inteiro, 0 ou mais',
    '遊戲幣「{value}」須為不小於 0 的整數',
  ),
  badProductId: e(
    '商品 id“{value}”格式不正确（1–64 位字母、数字、. _ -）',
    'product id "{value}" is malformed (1–64 letters, digits, . _ -)',
    'id de produto "{value}" mal formado (1–64 letras, dígitos, . _ -)',
    '商品 id「{value}」格式不正確（1–64 位字母、數字、. _ -）',
  ),
  tooLong: e('超过 {max} 个字符', 'is longer than {max} characters', 'passa de {max} caracteres', '超過 {max} 個字元'),
  badStatus: e(
    '状态“{value}”须为 1（启用）或 0（停用）',
    'status "{value}" must be 1 (enabled) or 0 (disabled)',
    'status "{value}" deve ser 1 (ativo) ou 0 (inativo)',
    '狀態「{value}」須為 1（啟用）或 0（停用）',
  ),
  columnCount: e(
    '该行有 {n} 列，表头有 {m} 列',
    'this row has {n} cells, the header has {m}',
    'esta linha tem {n} células, o cabeçalho tem {m}',
    '該行有 {n} 欄，表頭有 {m} 欄',
  ),
  missingColumn: e(
    '表头缺少列 {column}',
    'the header has no {column} column',
    'o cabeçalho não tem a coluna {column}',
    '表頭缺少欄 {column}',
  ),
  duplicateColumn: e(
    '表头中列 {column} 出现了两次',
    'the header names {column} twice',
    'o cabeçalho repete {column}',
    '表頭中欄 {column} 出現了兩次',
  ),
  emptyFile: e('文件没有数据行', 'the file has no data rows', 'o arquivo não tem linhas de dados', '檔案沒有資料列'),
  tooManyRows: e(
    '数据行超过 {max} 行，请分批导入',
    'more than {max} data rows: import in parts',
    'mais de {max} linhas: importe em partes',
    '資料列超過 {max} 行，請分批匯入',
  ),
  notUtf8: e(
    '文件不是 UTF-8 编码（有无法识别的字符）：在 Excel 中请另存为“CSV UTF-8”',
    'The file is not UTF-8 (some characters cannot be read): in Excel, save as "CSV UTF-8"',
    'O arquivo não é UTF-8 (há caracteres ilegíveis): no Excel, salve como "CSV UTF-8"',
    '檔案不是 UTF-8 編碼（有無法辨識的字元）：在 Excel 中請另存為「CSV UTF-8」',
  ),
  unclosedQuote: e(
    '从第 {row} 行开始的引号没有闭合',
    'a quote opened on row {row} is never closed',
    'uma aspa aberta na linha {row} nunca é fechada',
    '從第 {row} 行開始的引號沒有閉合',
  ),
} satisfies Record<string, Entry>;

export type PayMessageKey = keyof typeof PAY_MESSAGES;

const payMessagesBook = messageBook(PAY_MESSAGES);

export const payText = payMessagesBook.text;
