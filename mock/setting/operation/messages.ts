import type { Lang } from '../../core/i18n';
import { messageBook } from '../../core/messageBook';

/** Envelope tips of the operating entities, protocols and SMS signatures in the operator's language. `{name}` placeholders. */
type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const OPERATION_MESSAGES = {
  entity: e('运营主体', 'operating entity', 'entidade operadora', '營運主體'),
  protocol: e('协议', 'protocol', 'protocolo', '協議'),
  signature: e('短信签名', 'SMS signature', 'assinatura de SMS', '簡訊簽名'),
  shortNameTaken: e(
    '简称 {shortName} 已被运营主体 #{id} 使用',
    'The short name {shortName} is already used by entity #{id}',
    'O nome curto {shortName} já é usado pela entidade #{id}',
    '簡稱 {shortName} 已被營運主體 #{id} 使用',
  ),
  shortNameFormat: e(
    '参数错误：shortName 只能是 2–16 个汉字、字母、数字或连字符',
    'Invalid parameter: shortName: 2–16 Chinese characters, letters, digits or hyphens',
    'Parâmetro inválido: shortName: 2–16 caracteres chineses, letras, dígitos ou hífens',
    '參數錯誤：shortName 只能是 2–16 個漢字、字母、數字或連字號',
  ),
  licenceFormatDomestic: e(
    '参数错误：licenceNo 须为 18 位统一社会信用代码（数字与大写字母，不含 I、O、S、V、Z）',
    'Invalid parameter: licenceNo must be an 18-character unified social credit code (digits and capitals without I, O, S, V, Z)',
    'Parâmetro inválido: licenceNo deve ser um código unificado de crédito social de 18 caracteres (dígitos e maiúsculas sem I, O, S, V, Z)',
    '參數錯誤：licenceNo 須為 18 位統一社會信用代碼（數字與大寫字母，不含 I、O、S、V、Z）',
  ),
  licenceChecksum: e(
    '参数错误：licenceNo 统一社会信用代码校验位不正确',
    'Invalid parameter: licenceNo: the check character of the unified social credit code is wrong',
    'Parâmetro inválido: licenceNo: o dígito verificador do código unificado de crédito social está errado',
    '參數錯誤：licenceNo 統一社會信用代碼校驗位不正確',
  ),
  licenceFormatOther: e(
    '参数错误：licenceNo 须为 5–30 位大写字母、数字或连字符',
    'Invalid parameter: licenceNo must be 5–30 capitals, digits or hyphens',
    'Parâmetro inválido: licenceNo deve ter 5–30 maiúsculas, dígitos ou hífens',
    '參數錯誤：licenceNo 須為 5–30 位大寫字母、數字或連字號',
  ),
  phoneFormat: e(
    '参数错误：contactPhone 须为大陆手机号或 +国家码 的号码',
    'Invalid parameter: contactPhone must be a mainland mobile number or +country code and number',
    'Parâmetro inválido: contactPhone deve ser um celular da China continental ou +código do país e número',
    '參數錯誤：contactPhone 須為大陸手機號或 +國碼 的號碼',
  ),
  emailFormat: e(
    '参数错误：contactEmail 不是有效的邮箱地址',
    'Invalid parameter: contactEmail is not a valid e-mail address',
    'Parâmetro inválido: contactEmail não é um endereço de e-mail válido',
    '參數錯誤：contactEmail 不是有效的電子郵件地址',
  ),
  entityInUse: e(
    '运营主体 #{id} 已有 {protocols} 个协议版本、{signatures} 个短信签名，不能删除，请停用',
    'Entity #{id} has {protocols} protocol versions and {signatures} SMS signatures and cannot be deleted: disable it instead',
    'A entidade #{id} tem {protocols} versões de protocolo e {signatures} assinaturas de SMS e não pode ser excluída: desative-a',
    '營運主體 #{id} 已有 {protocols} 個協議版本、{signatures} 個簡訊簽名，不能刪除，請停用',
  ),
  entityDisabled: e(
    '运营主体 #{id} 已停用',
    'Entity #{id} is disabled',
    'A entidade #{id} está desativada',
    '營運主體 #{id} 已停用',
  ),
  langNotInTemplate: e(
    '参数错误：lang {lang} 不属于{template}模板（可用：{langs}）',
    'Invalid parameter: lang {lang} is not a language of the {template} template ({langs})',
    'Parâmetro inválido: lang {lang} não é um idioma do modelo {template} ({langs})',
    '參數錯誤：lang {lang} 不屬於{template}範本（可用：{langs}）',
  ),
  missingSections: e(
    '参数错误：content 缺少模板要求的章节：{sections}',
    'Invalid parameter: content lacks the sections the template requires: {sections}',
    'Parâmetro inválido: content não tem as seções que o modelo exige: {sections}',
    '參數錯誤：content 缺少範本要求的章節：{sections}',
  ),
  emptyAfterSanitize: e(
    '参数错误：content 净化后为空',
    'Invalid parameter: content is empty once sanitized',
    'Parâmetro inválido: content fica vazio após a limpeza',
    '參數錯誤：content 淨化後為空',
  ),
  basedOnOther: e(
    '参数错误：basedOn #{id} 不是同一主体、类型和语言的版本',
    'Invalid parameter: basedOn #{id} is not a version of the same entity, kind and language',
    'Parâmetro inválido: basedOn #{id} não é uma versão da mesma entidade, tipo e idioma',
    '參數錯誤：basedOn #{id} 不是同一主體、類型和語言的版本',
  ),
  notDraft: e(
    '协议 #{id} 为{status}，只有草稿可以发布',
    'Protocol #{id} is {status}: only a draft can be published',
    'O protocolo #{id} está {status}: só um rascunho pode ser publicado',
    '協議 #{id} 為{status}，只有草稿可以發布',
  ),
  signatureFormat: e(
    '参数错误：text 签名须为 2–12 个汉字、字母或数字，不能全是数字，不含【】',
    'Invalid parameter: text: a signature is 2–12 Chinese characters, letters or digits, not only digits, without 【】',
    'Parâmetro inválido: text: a assinatura tem 2–12 caracteres chineses, letras ou dígitos, não só dígitos, sem 【】',
    '參數錯誤：text 簽名須為 2–12 個漢字、字母或數字，不能全是數字，不含【】',
  ),
  signatureTaken: e(
    '签名“{text}”在 {provider} 已提交（#{id}，{status}）',
    'The signature “{text}” is already submitted to {provider} (#{id}, {status})',
    'A assinatura “{text}” já foi enviada a {provider} (#{id}, {status})',
    '簽名「{text}」在 {provider} 已提交（#{id}，{status}）',
  ),
  notRejected: e(
    '短信签名 #{id} 为{status}，只有被驳回的可以重新提交',
    'SMS signature #{id} is {status}: only a rejected one can be resubmitted',
    'A assinatura de SMS #{id} está {status}: só uma rejeitada pode ser reenviada',
    '簡訊簽名 #{id} 為{status}，只有被駁回的可以重新提交',
  ),
} satisfies Record<string, Entry>;

export const STATUS_WORDS: Record<string, Entry> = {
  draft: e('草稿', 'a draft', 'rascunho', '草稿'),
  published: e('已发布', 'published', 'publicado', '已發布'),
  archived: e('已归档', 'archived', 'arquivado', '已歸檔'),
  pending: e('审核中', 'pending', 'pendente', '審核中'),
  approved: e('已通过', 'approved', 'aprovado', '已通過'),
  rejected: e('已驳回', 'rejected', 'rejeitado', '已駁回'),
};

export const TEMPLATE_WORDS: Record<string, Entry> = {
  domestic: e('国内', 'domestic', 'doméstico', '國內'),
  overseas: e('海外', 'overseas', 'exterior', '海外'),
};

/** The carrier's reasons for rejecting a signature. */
export const REJECT_REASONS: Record<string, Entry> = {
  forbiddenWord: e(
    '签名含有运营商不允许的词“{word}”',
    'The signature holds a word carriers do not allow: “{word}”',
    'A assinatura contém uma palavra que as operadoras não permitem: “{word}”',
    '簽名含有電信業者不允許的詞「{word}」',
  ),
  entityDisabled: e(
    '运营主体已停用',
    'The operating entity is disabled',
    'A entidade operadora está desativada',
    '營運主體已停用',
  ),
};

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (vars[k] === undefined ? m : String(vars[k])));

const operationBook = messageBook(OPERATION_MESSAGES);

export const ot = operationBook.text;

export const rejectText = (lang: Lang, code: string, word: string) =>
  REJECT_REASONS[code] ? fill(REJECT_REASONS[code][lang], { word }) : '';
