/**
 * What a change request's difference calls each field, in the operator's four languages (docs/rules.md "Change
 * requests"): the backend answers the name in the caller's language with each difference entry (`label`), and the
 * approvals drawer shows it. One name per field key across the contract's risky operations (a `status` is a status
 * wherever it is); a record's own fields a delete lists (who saved it and when) too. Every request field of a risky
 * operation has one (src/contract/fieldLabels.test.ts); a field without one falls back to its description's words.
 */
export type LabelLang = 'zh-CN' | 'en-US' | 'pt-BR' | 'zh-TW';

export const FIELD_LABELS: Readonly<Record<string, Readonly<Record<LabelLang, string>>>> = {
  name: { 'zh-CN': '名称', 'en-US': 'Name', 'pt-BR': 'Nome', 'zh-TW': '名稱' },
  code: { 'zh-CN': '编码', 'en-US': 'Code', 'pt-BR': 'Código', 'zh-TW': '編碼' },
  description: { 'zh-CN': '说明', 'en-US': 'Description', 'pt-BR': 'Descrição', 'zh-TW': '說明' },
  status: { 'zh-CN': '状态', 'en-US': 'Status', 'pt-BR': 'Status', 'zh-TW': '狀態' },
  resourceIds: {
    'zh-CN': '授予的资源',
    'en-US': 'Granted resources',
    'pt-BR': 'Recursos concedidos',
    'zh-TW': '授予的資源',
  },
  groupIds: { 'zh-CN': '权限组', 'en-US': 'Permission groups', 'pt-BR': 'Grupos de permissão', 'zh-TW': '權限組' },
  platform: { 'zh-CN': '平台', 'en-US': 'Platform', 'pt-BR': 'Plataforma', 'zh-TW': '平台' },
  channel: { 'zh-CN': '渠道', 'en-US': 'Channel', 'pt-BR': 'Canal', 'zh-TW': '渠道' },
  region: { 'zh-CN': '地区', 'en-US': 'Region', 'pt-BR': 'Região', 'zh-TW': '地區' },
  minVersion: { 'zh-CN': '最低版本', 'en-US': 'Minimum version', 'pt-BR': 'Versão mínima', 'zh-TW': '最低版本' },
  maxVersion: { 'zh-CN': '最高版本', 'en-US': 'Maximum version', 'pt-BR': 'Versão máxima', 'zh-TW': '最高版本' },
  latestVersion: {
    'zh-CN': '最新版本',
    'en-US': 'Latest version',
    'pt-BR': 'Versão mais recente',
    'zh-TW': '最新版本',
  },
  force: { 'zh-CN': '更新方式', 'en-US': 'Update type', 'pt-BR': 'Tipo de atualização', 'zh-TW': '更新方式' },
  downloadUrl: { 'zh-CN': '下载地址', 'en-US': 'Download URL', 'pt-BR': 'URL de download', 'zh-TW': '下載地址' },
  notes: { 'zh-CN': '更新说明', 'en-US': 'Release notes', 'pt-BR': 'Notas da versão', 'zh-TW': '更新說明' },
  rollout: { 'zh-CN': '灰度比例', 'en-US': 'Rollout share', 'pt-BR': 'Percentual de liberação', 'zh-TW': '灰度比例' },
  targetType: { 'zh-CN': '目标类型', 'en-US': 'Target type', 'pt-BR': 'Tipo de alvo', 'zh-TW': '目標類型' },
  target: { 'zh-CN': '目标', 'en-US': 'Target', 'pt-BR': 'Alvo', 'zh-TW': '目標' },
  scopes: { 'zh-CN': '封禁范围', 'en-US': 'Ban scopes', 'pt-BR': 'Escopos do banimento', 'zh-TW': '封禁範圍' },
  startAt: { 'zh-CN': '开始时间', 'en-US': 'Starts at', 'pt-BR': 'Início', 'zh-TW': '開始時間' },
  endAt: { 'zh-CN': '结束时间', 'en-US': 'Ends at', 'pt-BR': 'Fim', 'zh-TW': '結束時間' },
  reason: { 'zh-CN': '原因', 'en-US': 'Reason', 'pt-BR': 'Motivo', 'zh-TW': '原因' },
  csv: { 'zh-CN': '导入文件', 'en-US': 'Imported file', 'pt-BR': 'Arquivo importado', 'zh-TW': '匯入檔案' },
  token: { 'zh-CN': '预览令牌', 'en-US': 'Preview token', 'pt-BR': 'Token da prévia', 'zh-TW': '預覽令牌' },
  payType: { 'zh-CN': '支付方式', 'en-US': 'Payment method', 'pt-BR': 'Forma de pagamento', 'zh-TW': '支付方式' },
  payTypes: {
    'zh-CN': '支付方式（按展示顺序）',
    'en-US': 'Payment methods (in display order)',
    'pt-BR': 'Formas de pagamento (na ordem exibida)',
    'zh-TW': '支付方式（按展示順序）',
  },
  fromPayType: {
    'zh-CN': '原支付方式',
    'en-US': 'Original payment method',
    'pt-BR': 'Forma de pagamento original',
    'zh-TW': '原支付方式',
  },
  toPayType: { 'zh-CN': '切换为', 'en-US': 'Switch to', 'pt-BR': 'Trocar para', 'zh-TW': '切換為' },
  merchantId: { 'zh-CN': '商户号', 'en-US': 'Merchant id', 'pt-BR': 'ID do comerciante', 'zh-TW': '商戶號' },
  appId: { 'zh-CN': '应用 id', 'en-US': 'App id', 'pt-BR': 'ID do app', 'zh-TW': '應用 id' },
  privateKey: { 'zh-CN': '私钥', 'en-US': 'Private key', 'pt-BR': 'Chave privada', 'zh-TW': '私鑰' },
  apiKey: { 'zh-CN': 'API 密钥', 'en-US': 'API key', 'pt-BR': 'Chave de API', 'zh-TW': 'API 金鑰' },
  certPassword: {
    'zh-CN': '证书密码',
    'en-US': 'Certificate password',
    'pt-BR': 'Senha do certificado',
    'zh-TW': '憑證密碼',
  },
  notifyUrl: { 'zh-CN': '通知地址', 'en-US': 'Notification URL', 'pt-BR': 'URL de notificação', 'zh-TW': '通知地址' },
  feeRateBp: { 'zh-CN': '费率', 'en-US': 'Fee rate', 'pt-BR': 'Taxa', 'zh-TW': '費率' },
  sort: { 'zh-CN': '排序', 'en-US': 'Order', 'pt-BR': 'Ordem', 'zh-TW': '排序' },
  remark: { 'zh-CN': '备注', 'en-US': 'Remark', 'pt-BR': 'Observação', 'zh-TW': '備註' },
  note: { 'zh-CN': '备注', 'en-US': 'Note', 'pt-BR': 'Observação', 'zh-TW': '備註' },
  from: { 'zh-CN': '源账号', 'en-US': 'Source account', 'pt-BR': 'Conta de origem', 'zh-TW': '來源帳號' },
  to: { 'zh-CN': '目标账号', 'en-US': 'Target account', 'pt-BR': 'Conta de destino', 'zh-TW': '目標帳號' },
  roleIds: { 'zh-CN': '角色', 'en-US': 'Roles', 'pt-BR': 'Papéis', 'zh-TW': '角色' },
  mode: { 'zh-CN': '规则来源', 'en-US': 'Rule source', 'pt-BR': 'Origem das regras', 'zh-TW': '規則來源' },
  rules: { 'zh-CN': '防沉迷规则', 'en-US': 'Anti-addiction rules', 'pt-BR': 'Regras antivício', 'zh-TW': '防沉迷規則' },
  field: { 'zh-CN': '密钥', 'en-US': 'Key', 'pt-BR': 'Chave', 'zh-TW': '金鑰' },
  gameId: { 'zh-CN': '游戏', 'en-US': 'Game', 'pt-BR': 'Jogo', 'zh-TW': '遊戲' },
  updated: { 'zh-CN': '更新时间', 'en-US': 'Updated at', 'pt-BR': 'Atualizado em', 'zh-TW': '更新時間' },
  updatedBy: {
    'zh-CN': '最后修改人',
    'en-US': 'Last changed by',
    'pt-BR': 'Última alteração por',
    'zh-TW': '最後修改人',
  },
  created: { 'zh-CN': '创建时间', 'en-US': 'Created at', 'pt-BR': 'Criado em', 'zh-TW': '建立時間' },
  recordVersion: { 'zh-CN': '版本', 'en-US': 'Version', 'pt-BR': 'Versão', 'zh-TW': '版本' },
  savedBy: { 'zh-CN': '保存人', 'en-US': 'Saved by', 'pt-BR': 'Salvo por', 'zh-TW': '儲存人' },
  savedAt: { 'zh-CN': '保存时间', 'en-US': 'Saved at', 'pt-BR': 'Salvo em', 'zh-TW': '儲存時間' },
};

/** The fields of a risky call that are the call's own, never part of a difference. */
export const CALL_FIELDS: ReadonlySet<string> = new Set(['id', 'changeReason', 'emergency', 'baseVersion']);
