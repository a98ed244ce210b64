import { ApiError, type ErrorCode } from '../core/errors';
import type { Lang } from '../core/i18n';
import type { Platform } from '../../src/contract/operate/platforms';

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

export type OperateMessageKey = keyof typeof OPERATE_MESSAGES;

export function ot(lang: Lang, key: OperateMessageKey, vars: Record<string, string | number> = {}): string {
  return OPERATE_MESSAGES[key][lang].replace(/\{(\w+)\}/g, (m, k: string) =>
    vars[k] === undefined ? m : String(vars[k]),
  );
}

/** Throws the envelope failure `code` with the area's message `key` in `lang`. */
export function ofail(
  lang: Lang,
  code: ErrorCode,
  key: OperateMessageKey,
  vars?: Record<string, string | number>,
): never {
  throw new ApiError(code, ot(lang, key, vars));
}
