import type { Lang } from '../core/i18n';
import type { PayType } from '../../src/contract/special/payTypes';
import type { RuleRegion } from '../../src/contract/special/regions';
import { messageBook } from '../core/messageBook';

/**
 * The special area's envelope tips and the words they use (pay types, regions), in the operator's language, beside
 * the shared catalogue (mock/core/i18n.ts) so this area does not edit it. `{name}` placeholders.
 */
type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const SPECIAL_MESSAGES = {
  cutPayEntity: e('切换支付规则', 'payment switch rule', 'regra de troca de pagamento', '切換支付規則'),
  cutPayOverlap: e(
    '与已启用的规则 #{id}（{rule}）重叠：同一渠道、同一原支付方式下，地区、版本和时间段都有交集',
    'Overlaps the enabled rule #{id} ({rule}): same channel and source pay type, and the regions, versions and time windows intersect',
    'Sobrepõe a regra ativa #{id} ({rule}): mesmo canal e mesmo meio de origem, e regiões, versões e períodos se cruzam',
    '與已啟用的規則 #{id}（{rule}）重疊：同一渠道、同一原支付方式下，地區、版本和時間段都有交集',
  ),
  cutPaySamePayType: e(
    '参数错误：toPayType 切换后的支付方式不能与原支付方式相同',
    'Invalid parameter: toPayType must differ from the source pay type',
    'Parâmetro inválido: toPayType deve ser diferente do meio de origem',
    '參數錯誤：toPayType 切換後的支付方式不能與原支付方式相同',
  ),
  cutPayVersionOrder: e(
    '参数错误：maxVersion 最高版本 {max} 低于最低版本 {min}',
    'Invalid parameter: maxVersion {max} is below the minimum version {min}',
    'Parâmetro inválido: maxVersion {max} é menor que a versão mínima {min}',
    '參數錯誤：maxVersion 最高版本 {max} 低於最低版本 {min}',
  ),
  cutPayWindowOrder: e(
    '参数错误：endAt 结束时间须晚于开始时间',
    'Invalid parameter: endAt must be after the start',
    'Parâmetro inválido: endAt deve ser posterior ao início',
    '參數錯誤：endAt 結束時間須晚於開始時間',
  ),
  cutPayChannelUnknown: e(
    '参数错误：channel 渠道 {channel} 不存在',
    'Invalid parameter: channel {channel} does not exist',
    'Parâmetro inválido: o canal {channel} não existe',
    '參數錯誤：channel 渠道 {channel} 不存在',
  ),
  anyVersion: e('所有版本', 'any version', 'qualquer versão', '所有版本'),
  anyTime: e('长期', 'always', 'sempre', '長期'),
  since: e('{t} 起', 'from {t}', 'a partir de {t}', '{t} 起'),
  until: e('至 {t}', 'until {t}', 'até {t}', '至 {t}'),
} satisfies Record<string, Entry>;

export const PAY_TYPE_NAMES: Record<PayType, Entry> = {
  alipay: e('支付宝', 'Alipay', 'Alipay', '支付寶'),
  wechat: e('微信支付', 'WeChat Pay', 'WeChat Pay', '微信支付'),
  unionpay: e('银联', 'UnionPay', 'UnionPay', '銀聯'),
  huawei_pay: e('华为支付', 'Huawei Pay', 'Huawei Pay', '華為支付'),
  apple_iap: e('苹果内购', 'Apple IAP', 'Apple IAP', '蘋果內購'),
  google_play: e('Google Play', 'Google Play', 'Google Play', 'Google Play'),
  paypal: e('PayPal', 'PayPal', 'PayPal', 'PayPal'),
};

export const REGION_NAMES: Record<RuleRegion, Entry> = {
  all: e('全部地区', 'all regions', 'todas as regiões', '全部地區'),
  CN: e('中国大陆', 'Mainland China', 'China continental', '中國大陸'),
  HK: e('中国香港', 'Hong Kong', 'Hong Kong', '中國香港'),
  MO: e('中国澳门', 'Macao', 'Macau', '中國澳門'),
  TW: e('中国台湾', 'Taiwan', 'Taiwan', '中國台灣'),
  SEA: e('东南亚', 'Southeast Asia', 'Sudeste Asiático', '東南亞'),
  JP: e('日本', 'Japan', 'Japão', '日本'),
  KR: e('韩国', 'Korea', 'Coreia', '韓國'),
  US: e('美国', 'United States', 'Estados Unidos', '美國'),
  EU: e('欧洲', 'Europe', 'Europa', '歐洲'),
  BR: e('巴西', 'Brazil', 'Brasil', '巴西'),
};

const specialMessagesBook = messageBook(SPECIAL_MESSAGES);

export const st = specialMessagesBook.text;
