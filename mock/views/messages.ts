import type { Lang } from '../core/i18n';

/** The saved-views backend's messages (envelope tips) in the operator's language. */
type Entry = Record<Lang, string>;
const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const VIEW_MESSAGES = {
  viewNotFound: e('视图不存在：{id}', 'No such view: {id}', 'Visão não encontrada: {id}', '視圖不存在：{id}'),
  viewNameTaken: e(
    '该列表已有名为「{name}」的视图',
    'This list already has a view named "{name}"',
    'Esta lista já tem uma visão chamada "{name}"',
    '該列表已有名為「{name}」的視圖',
  ),
  viewTooMany: e(
    '每个列表至多保存 {max} 个视图，请先删除不用的',
    'A list keeps at most {max} views; delete one you no longer use first',
    'Uma lista guarda no máximo {max} visões; exclua uma que não usa mais',
    '每個列表至多儲存 {max} 個視圖，請先刪除不用的',
  ),
  viewFiltersTooLarge: e(
    '参数错误：filters 过大（至多 {max} 字符）',
    'Invalid parameter: filters is too large (at most {max} characters)',
    'Parâmetro inválido: filters é grande demais (no máximo {max} caracteres)',
    '參數錯誤：filters 過大（至多 {max} 字元）',
  ),
  viewColumnsTooMany: e(
    '参数错误：columns 至多 {max} 列，且列键不重复',
    'Invalid parameter: columns holds at most {max} columns, each key once',
    'Parâmetro inválido: columns tem no máximo {max} colunas, cada chave uma vez',
    '參數錯誤：columns 至多 {max} 欄，且欄鍵不重複',
  ),
  viewListMismatch: e(
    '视图 {id} 不属于列表 {listKey}',
    'View {id} does not belong to the list {listKey}',
    'A visão {id} não pertence à lista {listKey}',
    '視圖 {id} 不屬於列表 {listKey}',
  ),
} satisfies Record<string, Entry>;
