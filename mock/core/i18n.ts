import type { ValidationError } from './validate';

/**
 * The embedded backend's messages (envelope tips) in the operator's language, chosen from Accept-Language:
 * zh-CN (default), en-US, pt-BR, zh-TW. Placeholders are written {name}.
 */
export type Lang = 'zh-CN' | 'en-US' | 'pt-BR' | 'zh-TW';

type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const MESSAGES = {
  sessionExpired: e(
    '登录已过期，请重新登录',
    'Your session has expired, please sign in again',
    'Sua sessão expirou, entre novamente',
    '登入已過期，請重新登入',
  ),
  wrongCredentials: e('账号或密码错误', 'Wrong account or password', 'Conta ou senha incorreta', '帳號或密碼錯誤'),
  accountDisabled: e(
    '账号已停用，请联系管理员',
    'This account is disabled, please contact an administrator',
    'Esta conta está desativada, contate um administrador',
    '帳號已停用，請聯絡管理員',
  ),
  ticketInvalid: e(
    '单点登录票据无效或已过期，请重新登录',
    'The sign-on ticket is invalid or expired, please sign in again',
    'O tíquete de login é inválido ou expirou, entre novamente',
    '單一登入票據無效或已過期，請重新登入',
  ),
  forbidden: e(
    '没有该操作的权限（{path}）',
    'You are not allowed to do this ({path})',
    'Você não tem permissão para esta operação ({path})',
    '沒有該操作的權限（{path}）',
  ),
  invalidParam: e(
    '参数错误：{field} {reason}',
    'Invalid parameter: {field} {reason}',
    'Parâmetro inválido: {field} {reason}',
    '參數錯誤：{field} {reason}',
  ),
  notFound: e(
    '记录不存在（{entity} #{id}）',
    'Record not found ({entity} #{id})',
    'Registro não encontrado ({entity} #{id})',
    '記錄不存在（{entity} #{id}）',
  ),
  signWrong: e(
    '表单签名错误，请刷新页面后重试',
    'The form signature is wrong, please reload and retry',
    'A assinatura do formulário está incorreta, recarregue e tente de novo',
    '表單簽名錯誤，請重新整理後重試',
  ),
  signStale: e(
    '请求时间与服务器相差超过 300 秒，请校准本机时间',
    'The request time is more than 300 s away from the server time, please check your clock',
    'O horário da requisição difere mais de 300 s do servidor, verifique seu relógio',
    '請求時間與伺服器相差超過 300 秒，請校準本機時間',
  ),
  forbiddenField: e(
    '参数错误：字段名 {field} 不允许使用',
    'Invalid parameter: the field name {field} is not allowed',
    'Parâmetro inválido: o nome de campo {field} não é permitido',
    '參數錯誤：欄位名 {field} 不允許使用',
  ),
  signReplayed: e(
    '该表单已提交过，不能重复提交；请重新操作后再提交',
    'This form was already submitted and cannot be sent again; please redo the action',
    'Este formulário já foi enviado e não pode ser reenviado; refaça a ação',
    '該表單已提交過，不能重複提交；請重新操作後再提交',
  ),
  notFoundPath: e(
    '接口不存在：{method} {path}',
    'No such endpoint: {method} {path}',
    'Endpoint inexistente: {method} {path}',
    '介面不存在：{method} {path}',
  ),
  methodNotAllowed: e(
    '接口 {path} 不支持 {method} 请求，请用 {allowed}',
    'Endpoint {path} does not accept {method}; use {allowed}',
    'O endpoint {path} não aceita {method}; use {allowed}',
    '介面 {path} 不支援 {method} 請求，請用 {allowed}',
  ),
  jsonOnly: e(
    '该接口只接受 application/json 请求',
    'This endpoint accepts application/json requests only',
    'Este endpoint aceita apenas requisições application/json',
    '該介面只接受 application/json 請求',
  ),
  badJson: e(
    '参数错误：请求体不是合法的 JSON',
    'Invalid parameter: the request body is not valid JSON',
    'Parâmetro inválido: o corpo da requisição não é um JSON válido',
    '參數錯誤：請求主體不是合法的 JSON',
  ),
  bodyTooLarge: e(
    '参数错误：请求体过大',
    'Invalid parameter: the request body is too large',
    'Parâmetro inválido: o corpo da requisição é grande demais',
    '參數錯誤：請求主體過大',
  ),
  invalidHeader: e(
    '参数错误：{field} 无效（应为正整数），收到 {value}',
    'Invalid parameter: {field} is invalid (a positive integer is expected), got {value}',
    'Parâmetro inválido: {field} é inválido (espera-se um inteiro positivo), recebido {value}',
    '參數錯誤：{field} 無效（應為正整數），收到 {value}',
  ),
  badBody: e(
    '参数错误：请求体无法解析',
    'Invalid parameter: the request body cannot be read',
    'Parâmetro inválido: o corpo da requisição não pode ser lido',
    '參數錯誤：請求主體無法解析',
  ),
  requestIdMissing: e(
    '缺少请求编号 X-Request-Id（8–64 位字母、数字、_ 或 -），没有执行',
    'The request id X-Request-Id is missing or invalid (8–64 letters, digits, _ or -); nothing was done',
    'O id da requisição X-Request-Id está ausente ou é inválido (8–64 letras, dígitos, _ ou -); nada foi feito',
    '缺少請求編號 X-Request-Id（8–64 位字母、數字、_ 或 -），沒有執行',
  ),
  requestIdReused: e(
    '这个请求编号已用于一次内容不同的提交，本次没有执行。请关闭对话框，重新打开后再提交',
    'This request id was already used for a different submission, so nothing was done. Close the dialog, open it ' +
      'again and resubmit',
    'Este id de requisição já foi usado em um envio diferente, então nada foi feito. Feche a janela, abra-a de novo ' +
      'e envie outra vez',
    '這個請求編號已用於一次內容不同的提交，本次沒有執行。請關閉對話框，重新開啟後再提交',
  ),
  staleSave: e(
    '{name} 已于 {time} 保存了这条记录（第 {version} 版），你打开的是第 {base} 版，本次没有保存。' +
      '你填写的内容已保留：请对照最新版本，重新应用你的修改后再保存',
    '{name} saved this record at {time} as version {version}; you opened version {base}, so nothing ' +
      'was saved. What you typed is kept: compare it with the latest version, re-apply your changes and save again',
    '{name} salvou este registro em {time} como versão {version}; você abriu a versão {base}, ' +
      'então nada foi salvo. O que você digitou foi mantido: compare com a versão mais recente, reaplique suas ' +
      'alterações e salve de novo',
    '{name} 已於 {time} 儲存了這筆記錄（第 {version} 版），你開啟的是第 {base} 版，本次沒有儲存。' +
      '你填寫的內容已保留：請對照最新版本，重新套用你的修改後再儲存',
  ),
  someoneElse: e('其他人', 'Someone else', 'Outra pessoa', '其他人'),
  fileOverLimit: e(
    '文件 {name} 超过 {limit} MB 上限',
    'File {name} is over the {limit} MB limit',
    'O arquivo {name} passa do limite de {limit} MB',
    '檔案 {name} 超過 {limit} MB 上限',
  ),
  serverError: e(
    '系统繁忙，请稍后再试',
    'The system is busy, please try again later',
    'O sistema está ocupado, tente novamente mais tarde',
    '系統繁忙，請稍後再試',
  ),
  roleInUse: e(
    '该角色仍有 {n} 人使用，不能删除',
    'This role is still held by {n} people and cannot be deleted',
    'Esta função ainda é usada por {n} pessoas e não pode ser excluída',
    '該角色仍有 {n} 人使用，不能刪除',
  ),
  builtInRole: e(
    '内置角色不能删除或停用',
    'A built-in role cannot be deleted or disabled',
    'Uma função interna não pode ser excluída nem desativada',
    '內建角色不能刪除或停用',
  ),
  builtInRoleCode: e(
    '内置角色的编码不能修改',
    'The code of a built-in role cannot change',
    'O código de uma função interna não pode mudar',
    '內建角色的編碼不能修改',
  ),
  roleCodeExists: e(
    '角色编码 {code} 已存在',
    'Role code {code} already exists',
    'O código de função {code} já existe',
    '角色編碼 {code} 已存在',
  ),
  groupInUse: e(
    '该权限组仍被 {n} 个角色引用，不能删除',
    'This group is still used by {n} roles and cannot be deleted',
    'Este grupo ainda é usado por {n} funções e não pode ser excluído',
    '該權限組仍被 {n} 個角色引用，不能刪除',
  ),
  deptHasPeople: e(
    '该部门下仍有 {n} 名人员，不能删除',
    'This department still has {n} people and cannot be deleted',
    'Este departamento ainda tem {n} pessoas e não pode ser excluído',
    '該部門下仍有 {n} 名人員，不能刪除',
  ),
  deptHasChildren: e(
    '该部门下仍有子部门，不能删除',
    'This department still has sub-departments and cannot be deleted',
    'Este departamento ainda tem subdepartamentos e não pode ser excluído',
    '該部門下仍有子部門，不能刪除',
  ),
  deptCycle: e(
    '不能把部门移到它自己或它的下级之下',
    'A department cannot be moved under itself or its sub-departments',
    'Um departamento não pode ficar sob si mesmo ou seus subdepartamentos',
    '不能把部門移到它自己或它的下級之下',
  ),
  accountExists: e(
    '账号 {account} 已存在',
    'Account {account} already exists',
    'A conta {account} já existe',
    '帳號 {account} 已存在',
  ),
  selfDisable: e(
    '不能停用自己的账号',
    'You cannot disable your own account',
    'Você não pode desativar a própria conta',
    '不能停用自己的帳號',
  ),
  wrongOldPassword: e('原密码不正确', 'The current password is wrong', 'A senha atual está incorreta', '原密碼不正確'),
  samePassword: e(
    '新密码不能与原密码相同',
    'The new password must differ from the current one',
    'A nova senha deve ser diferente da atual',
    '新密碼不能與原密碼相同',
  ),
  gameForbidden: e(
    '你没有该游戏的使用权限',
    'You are not allowed to work in this game',
    'Você não tem permissão para este jogo',
    '你沒有該遊戲的使用權限',
  ),
  aliasExists: e(
    '游戏别名 {alias} 已存在',
    'Game alias {alias} already exists',
    'O apelido de jogo {alias} já existe',
    '遊戲別名 {alias} 已存在',
  ),
  gameHasChildren: e(
    '该游戏下仍有 {n} 个子游戏，不能删除',
    'This game still has {n} child games and cannot be deleted',
    'Este jogo ainda tem {n} jogos filhos e não pode ser excluído',
    '該遊戲下仍有 {n} 個子遊戲，不能刪除',
  ),
  packageExists: e(
    '包名 {packageName} 已在该游戏的 {platform} 平台使用',
    'Package name {packageName} is already used on {platform} in this game',
    'O pacote {packageName} já é usado em {platform} neste jogo',
    '包名 {packageName} 已在該遊戲的 {platform} 平台使用',
  ),
  childTypeMismatch: e(
    '子游戏类型不符，请刷新后重试',
    'The child game type does not match, please reload and retry',
    'O tipo do jogo filho não confere, recarregue e tente de novo',
    '子遊戲類型不符，請重新整理後重試',
  ),
  unknownIds: e(
    '参数错误：{field} 含不存在的 id {ids}',
    'Invalid parameter: {field} has unknown ids {ids}',
    'Parâmetro inválido: {field} tem ids inexistentes {ids}',
    '參數錯誤：{field} 含不存在的 id {ids}',
  ),
} satisfies Record<string, Entry>;

export type MessageKey = keyof typeof MESSAGES;

const REASONS: Record<ValidationError['reason'], Entry> = {
  required: e('不能为空', 'is required', 'é obrigatório', '不能為空'),
  type: e('类型应为{param}', 'must be of type {param}', 'deve ser do tipo {param}', '類型應為{param}'),
  enum: e('取值应为 {param} 之一', 'must be one of {param}', 'deve ser um de {param}', '取值應為 {param} 之一'),
  minLength: e(
    '长度不能少于 {param} 个字符',
    'must have at least {param} characters',
    'deve ter pelo menos {param} caracteres',
    '長度不能少於 {param} 個字元',
  ),
  maxLength: e(
    '长度不能超过 {param} 个字符',
    'must have at most {param} characters',
    'deve ter no máximo {param} caracteres',
    '長度不能超過 {param} 個字元',
  ),
  pattern: e('格式不正确', 'has an invalid format', 'tem formato inválido', '格式不正確'),
  minimum: e('不能小于 {param}', 'must be at least {param}', 'deve ser no mínimo {param}', '不能小於 {param}'),
  maximum: e('不能大于 {param}', 'must be at most {param}', 'deve ser no máximo {param}', '不能大於 {param}'),
  minItems: e(
    '至少选择 {param} 项',
    'must have at least {param} items',
    'deve ter pelo menos {param} itens',
    '至少選擇 {param} 項',
  ),
};

const TYPE_NAMES: Record<string, Entry> = {
  string: e('字符串', 'string', 'texto', '字串'),
  integer: e('整数', 'integer', 'inteiro', '整數'),
  number: e('数字', 'number', 'número', '數字'),
  boolean: e('布尔值', 'boolean', 'booleano', '布林值'),
  object: e('对象', 'object', 'objeto', '物件'),
  array: e('数组', 'array', 'lista', '陣列'),
};

/** The first supported language of an Accept-Language header (quality order), else zh-CN. */
export function pickLang(header: string | undefined): Lang {
  if (!header) return 'zh-CN';
  const tags = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((t) => t.tag)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
    if (tag.startsWith('pt')) return 'pt-BR';
  }
  return 'zh-CN';
}

function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (vars[k] === undefined ? m : String(vars[k])));
}

export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return fill(MESSAGES[key][lang], vars);
}

/** '参数错误：name 不能为空' in the operator's language. */
export function validationTips(lang: Lang, error: ValidationError): string {
  const param = error.reason === 'type' && error.param ? TYPE_NAMES[String(error.param)]?.[lang] : error.param;
  const reason = fill(REASONS[error.reason][lang], { param: param ?? '' });
  return t(lang, 'invalidParam', { field: error.field || 'body', reason });
}
