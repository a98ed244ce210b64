// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write placeholders as ${name}
import type { Lang } from '../core/i18n';
import type { Platform } from '../../src/contract/operate/platforms';
import { messageBook } from '../core/messageBook';

/**
 * The game-operations area's envelope tips and the words they use, in the operator's language, beside the shared
 * catalogue (mock/core/i18n.ts) so this area does not edit it. `{name}` placeholders.
 */
type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const OPERATE_MESSAGES = {
  updateEntity: e('强更规则', 'forced-update rule', 'regra de atualização', '強更規則'),
  updateOverlap: e(
    '与已启用的规则 #{id}（{rule}）重叠：同一平台、渠道有交集，覆盖的客户端版本也有交集',
    'Overlaps the enabled rule #{id} ({rule}): same platform, intersecting channels and client versions covered',
    'Sobrepõe a regra ativa #{id} ({rule}): mesma plataforma, canais e versões de cliente cobertas se cruzam',
    '與已啟用的規則 #{id}（{rule}）重疊：同一平台、渠道有交集，覆蓋的客戶端版本也有交集',
  ),
  updateVersionOrder: e(
    '参数错误：minVersion 最低版本 {min} 须低于最新版本 {latest}',
    'Invalid parameter: minVersion {min} must be below the latest version {latest}',
    'Parâmetro inválido: minVersion {min} deve ser menor que a versão mais recente {latest}',
    '參數錯誤：minVersion 最低版本 {min} 須低於最新版本 {latest}',
  ),
  channelUnknown: e(
    '参数错误：channel 渠道 {channel} 不存在',
    'Invalid parameter: channel {channel} does not exist',
    'Parâmetro inválido: o canal {channel} não existe',
    '參數錯誤：channel 渠道 {channel} 不存在',
  ),
  urlInvalid: e(
    '参数错误：{field} 须为带主机名的 http 或 https 地址',
    'Invalid parameter: {field} must be an http or https address with a host',
    'Parâmetro inválido: {field} deve ser um endereço http ou https com host',
    '參數錯誤：{field} 須為帶主機名的 http 或 https 位址',
  ),
  messageEntity: e('短信场景配置', 'SMS scene', 'cenário de SMS', '簡訊場景配置'),
  messageSceneTaken: e(
    '场景 {scene} 已有配置 #{id}，每个游戏每个场景只能配置一条',
    'The scene {scene} is already configured (#{id}); a game has one configuration per scene',
    'O cenário {scene} já está configurado (#{id}); cada jogo tem uma configuração por cenário',
    '場景 {scene} 已有配置 #{id}，每個遊戲每個場景只能配置一條',
  ),
  templateUnknown: e(
    '参数错误：template 模板中的占位符 {name} 不是场景 {scene} 可用的（可用：{allowed}）',
    'Invalid parameter: template placeholder {name} is not available in the scene {scene} (available: {allowed})',
    'Parâmetro inválido: o marcador {name} do template não está disponível no cenário {scene} (disponíveis: {allowed})',
    '參數錯誤：template 模板中的佔位符 {name} 不是場景 {scene} 可用的（可用：{allowed}）',
  ),
  templateUnbalanced: e(
    '参数错误：template 模板第 {at} 个字符处的花括号不配对',
    'Invalid parameter: template has an unbalanced brace at character {at}',
    'Parâmetro inválido: o template tem uma chave sem par no caractere {at}',
    '參數錯誤：template 模板第 {at} 個字元處的花括號不配對',
  ),
  templateBadName: e(
    '参数错误：template 模板中的占位符 {text} 名称不正确（字母开头，只含字母、数字、下划线）',
    'Invalid parameter: template placeholder {text} has a bad name (a letter, then letters, digits or _)',
    'Parâmetro inválido: o marcador {text} do template tem nome inválido (letra, depois letras, dígitos ou _)',
    '參數錯誤：template 模板中的佔位符 {text} 名稱不正確（字母開頭，只含字母、數字、底線）',
  ),
  templateMissingCode: e(
    '参数错误：template 模板须包含验证码占位符 ${code}',
    'Invalid parameter: template must contain the verification code placeholder ${code}',
    'Parâmetro inválido: o template deve conter o marcador do código ${code}',
    '參數錯誤：template 模板須包含驗證碼佔位符 ${code}',
  ),
  capOrder: e(
    '参数错误：dailyPerPhone 每个手机号每日上限 {phone} 不能超过每个游戏每日上限 {game}',
    'Invalid parameter: dailyPerPhone {phone} may not exceed the per-game daily cap {game}',
    'Parâmetro inválido: dailyPerPhone {phone} não pode exceder o limite diário por jogo {game}',
    '參數錯誤：dailyPerPhone 每個手機號每日上限 {phone} 不能超過每個遊戲每日上限 {game}',
  ),
  popupEntity: e('投放配置', 'pop-up', 'pop-up', '投放配置'),
  popupRequires: e(
    '参数错误：{field} 不能为空（{kind} 需要）',
    'Invalid parameter: {field} is required ({kind})',
    'Parâmetro inválido: {field} é obrigatório ({kind})',
    '參數錯誤：{field} 不能為空（{kind} 需要）',
  ),
  popupWindowOrder: e(
    '参数错误：endAt 结束时间须晚于开始时间',
    'Invalid parameter: endAt must be after the start',
    'Parâmetro inválido: endAt deve ser posterior ao início',
    '參數錯誤：endAt 結束時間須晚於開始時間',
  ),
  popupVersionOrder: e(
    '参数错误：maxVersion 最高版本 {max} 低于最低版本 {min}',
    'Invalid parameter: maxVersion {max} is below the minimum version {min}',
    'Parâmetro inválido: maxVersion {max} é menor que a versão mínima {min}',
    '參數錯誤：maxVersion 最高版本 {max} 低於最低版本 {min}',
  ),
  allChannels: e('全部渠道', 'all channels', 'todos os canais', '全部渠道'),
  fromVersion: e(
    '{min} 至 {latest} 之前',
    '{min} up to {latest}',
    '{min} até antes de {latest}',
    '{min} 至 {latest} 之前',
  ),
  belowVersion: e('低于 {latest}', 'below {latest}', 'abaixo de {latest}', '低於 {latest}'),
  forced: e(
    '强制更新到 {latest}',
    'forced update to {latest}',
    'atualização obrigatória para {latest}',
    '強制更新到 {latest}',
  ),
  optional: e(
    '提示更新到 {latest}',
    'optional update to {latest}',
    'atualização opcional para {latest}',
    '提示更新到 {latest}',
  ),
  rollout: e('灰度 {n}%', 'rollout {n}%', 'liberação {n}%', '灰度 {n}%'),
} satisfies Record<string, Entry>;

export const PLATFORM_NAMES: Record<Platform, Entry> = {
  android: e('Android', 'Android', 'Android', 'Android'),
  ios: e('iOS', 'iOS', 'iOS', 'iOS'),
  harmony: e('鸿蒙', 'HarmonyOS', 'HarmonyOS', '鴻蒙'),
  pc: e('PC', 'PC', 'PC', 'PC'),
};

const operateMessagesBook = messageBook(OPERATE_MESSAGES);

export const ot = operateMessagesBook.text;
