import type { Lang } from '../core/i18n';

/**
 * The platform area's envelope tips in the operator's language (Accept-Language: zh-CN default, en-US, pt-BR,
 * zh-TW), kept beside the shared catalogue (mock/core/i18n.ts) so this area does not edit it. `{name}` placeholders.
 */
type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const PLATFORM_MESSAGES = {
  menuParentMissing: e(
    '上级菜单 #{id} 不存在',
    'Parent menu entry #{id} does not exist',
    'A entrada de menu pai #{id} não existe',
    '上級選單 #{id} 不存在',
  ),
  menuCycle: e(
    '不能把菜单移到它自己或它的下级之下',
    'A menu entry cannot be moved under itself or its own children',
    'Uma entrada de menu não pode ficar sob si mesma ou seus filhos',
    '不能把選單移到它自己或它的下級之下',
  ),
  menuRootFixed: e(
    '根菜单不能修改或删除',
    'The root menu cannot be changed or deleted',
    'O menu raiz não pode ser alterado nem excluído',
    '根選單不能修改或刪除',
  ),
  menuHasChildren: e(
    '该菜单下仍有 {n} 个下级，请先移走或删除下级',
    'This menu entry still has {n} children: move or delete them first',
    'Esta entrada ainda tem {n} filhos: mova-os ou exclua-os antes',
    '該選單下仍有 {n} 個下級，請先移走或刪除下級',
  ),
  menuUriTaken: e(
    '菜单地址 {uri} 已被“{name}”使用',
    'The menu path {uri} is already used by "{name}"',
    'O caminho {uri} já é usado por "{name}"',
    '選單地址 {uri} 已被「{name}」使用',
  ),
  menuUriRequired: e(
    '参数错误：uri 菜单类型须填写以 / 开头的路由路径',
    'Invalid parameter: uri a menu needs a route path starting with /',
    'Parâmetro inválido: uri um menu precisa de um caminho iniciando com /',
    '參數錯誤：uri 選單類型須填寫以 / 開頭的路由路徑',
  ),
  menuSortMismatch: e(
    '排序列表须恰好包含该菜单的全部直接下级',
    'The order must list exactly the direct children of that menu entry',
    'A ordem deve listar exatamente os filhos diretos dessa entrada',
    '排序列表須恰好包含該選單的全部直接下級',
  ),
  gameMissing: e(
    '参数错误：gameId 游戏 #{id} 不存在',
    'Invalid parameter: gameId game #{id} does not exist',
    'Parâmetro inválido: gameId o jogo #{id} não existe',
    '參數錯誤：gameId 遊戲 #{id} 不存在',
  ),
  dictCodeTaken: e(
    '字典编码 {code} 已存在',
    'Dictionary code {code} already exists',
    'O código de dicionário {code} já existe',
    '字典編碼 {code} 已存在',
  ),
  dictBuiltInCode: e(
    '内置字典的编码不能修改',
    'The code of a built-in dictionary cannot change',
    'O código de um dicionário interno não pode mudar',
    '內建字典的編碼不能修改',
  ),
  dictBuiltInDelete: e(
    '内置字典是页面的枚举来源，不能删除',
    "A built-in dictionary feeds the pages' options and cannot be deleted",
    'Um dicionário interno alimenta as opções das páginas e não pode ser excluído',
    '內建字典是頁面的列舉來源，不能刪除',
  ),
  dictHasItems: e(
    '该字典下仍有 {n} 个字典项，请先删除字典项',
    'This dictionary still has {n} items: delete them first',
    'Este dicionário ainda tem {n} itens: exclua-os antes',
    '該字典下仍有 {n} 個字典項，請先刪除字典項',
  ),
  dictValueTaken: e(
    '取值 {value} 在该字典中已存在',
    'Value {value} already exists in this dictionary',
    'O valor {value} já existe neste dicionário',
    '取值 {value} 在該字典中已存在',
  ),
  keyExists: e(
    '游戏“{game}”已有密钥，请轮换而不是新建',
    'Game "{game}" already has keys: rotate them instead',
    'O jogo "{game}" já tem chaves: faça a rotação',
    '遊戲「{game}」已有密鑰，請輪換而不是新建',
  ),
  rsaInvalid: e(
    '参数错误：rsaPublicKey 不是有效的 RSA 公钥',
    'Invalid parameter: rsaPublicKey is not a valid RSA public key',
    'Parâmetro inválido: rsaPublicKey não é uma chave pública RSA válida',
    '參數錯誤：rsaPublicKey 不是有效的 RSA 公鑰',
  ),
  configKeyTaken: e(
    '配置键 {key} 在“{scope}”范围内已存在',
    'Config key {key} already exists for "{scope}"',
    'A chave {key} já existe para "{scope}"',
    '設定鍵 {key} 在「{scope}」範圍內已存在',
  ),
  configBuiltInDelete: e(
    '内置配置项 {key} 不能删除',
    'Built-in config key {key} cannot be deleted',
    'A chave interna {key} não pode ser excluída',
    '內建設定項 {key} 不能刪除',
  ),
  configBuiltInFixed: e(
    '内置配置项 {key} 的键名、类型和适用范围不能修改',
    'The name, type and scope of built-in key {key} cannot change',
    'Nome, tipo e escopo da chave interna {key} não podem mudar',
    '內建設定項 {key} 的鍵名、類型和適用範圍不能修改',
  ),
  configNotNumber: e(
    '参数错误：value 类型为数字时须是数字',
    'Invalid parameter: value must be a number for type number',
    'Parâmetro inválido: value deve ser um número para o tipo number',
    '參數錯誤：value 類型為數字時須是數字',
  ),
  configNotJson: e(
    '参数错误：value 不是合法的 JSON（{reason}）',
    'Invalid parameter: value is not valid JSON ({reason})',
    'Parâmetro inválido: value não é JSON válido ({reason})',
    '參數錯誤：value 不是合法的 JSON（{reason}）',
  ),
  configNotSwitch: e(
    "参数错误：value 开关类型只能是 '1' 或 '0'",
    "Invalid parameter: value a switch is '1' or '0'",
    "Parâmetro inválido: value um interruptor é '1' ou '0'",
    "參數錯誤：value 開關類型只能是 '1' 或 '0'",
  ),
} satisfies Record<string, Entry>;

export type PlatformMessageKey = keyof typeof PLATFORM_MESSAGES;
