import type { Lang } from '../../core/i18n';
import { messageBook } from '../../core/messageBook';

/** The game settings' envelope tips in the operator's language (Accept-Language). `{name}` placeholders. */
type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const SETTING_GAME_MESSAGES = {
  gameNameExists: e(
    '父游戏名称 {name} 已存在',
    'A parent game named {name} already exists',
    'Já existe um jogo principal chamado {name}',
    '父遊戲名稱 {name} 已存在',
  ),
  aliasExists: e(
    '游戏别名 {alias} 已存在',
    'Game alias {alias} already exists',
    'O apelido de jogo {alias} já existe',
    '遊戲別名 {alias} 已存在',
  ),
  alreadyStatus: e(
    '父游戏 {name} 已是{status}状态',
    'Parent game {name} is already {status}',
    'O jogo principal {name} já está {status}',
    '父遊戲 {name} 已是{status}狀態',
  ),
  gameMissing: e(
    '父游戏 #{id} 不存在',
    'Parent game #{id} does not exist',
    'O jogo principal #{id} não existe',
    '父遊戲 #{id} 不存在',
  ),
  noGame: e('请先选择游戏', 'Choose a game first', 'Escolha um jogo antes', '請先選擇遊戲'),
  lineNameExists: e(
    '本游戏已有名为 {name} 的线路',
    'This game already has a line named {name}',
    'Este jogo já tem uma linha chamada {name}',
    '本遊戲已有名為 {name} 的線路',
  ),
  badGateway: e(
    '参数错误：gateway {gateway} 不是 host:port（端口 1–65535）或 http(s) 地址',
    'Invalid parameter: gateway {gateway} is not host:port (port 1–65535) or an http(s) URL',
    'Parâmetro inválido: gateway {gateway} não é host:porta (porta 1–65535) nem um URL http(s)',
    '參數錯誤：gateway {gateway} 不是 host:port（埠 1–65535）或 http(s) 位址',
  ),
  sortMismatch: e(
    '参数错误：ids 须恰好是本游戏全部 {n} 条线路的 id',
    'Invalid parameter: ids must be exactly the ids of this game’s {n} lines',
    'Parâmetro inválido: ids deve conter exatamente os ids das {n} linhas deste jogo',
    '參數錯誤：ids 須恰好是本遊戲全部 {n} 條線路的 id',
  ),
  projectNameExists: e(
    '项目名称 {name} 已存在',
    'A project named {name} already exists',
    'Já existe um projeto chamado {name}',
    '專案名稱 {name} 已存在',
  ),
  projectCodeExists: e(
    '项目代码 {code} 已存在',
    'Project code {code} already exists',
    'O código de projeto {code} já existe',
    '專案代碼 {code} 已存在',
  ),
  gameInOtherProject: e(
    '父游戏 {game} 已属于项目 {project}，一个游戏只能属于一个项目',
    'Parent game {game} already belongs to project {project}; a game belongs to one project only',
    'O jogo principal {game} já pertence ao projeto {project}; um jogo pertence a um só projeto',
    '父遊戲 {game} 已屬於專案 {project}，一個遊戲只能屬於一個專案',
  ),
  ownerInvalid: e(
    '参数错误：ownerId 人员 #{id} 不存在或已停用',
    'Invalid parameter: ownerId person #{id} does not exist or is disabled',
    'Parâmetro inválido: ownerId a pessoa #{id} não existe ou está desativada',
    '參數錯誤：ownerId 人員 #{id} 不存在或已停用',
  ),
  noKeys: e(
    '父游戏 {name} 还没有密钥，请先在密钥配置中生成',
    'Parent game {name} has no keys yet: generate them in key config first',
    'O jogo principal {name} ainda não tem chaves: gere-as antes na configuração de chaves',
    '父遊戲 {name} 還沒有金鑰，請先在金鑰配置中產生',
  ),
  blank: e(
    '参数错误：{field} 不能为空',
    'Invalid parameter: {field} cannot be empty',
    'Parâmetro inválido: {field} não pode ficar vazio',
    '參數錯誤：{field} 不能為空',
  ),
  enabled: e('启用', 'enabled', 'ativado', '啟用'),
  disabled: e('停用', 'disabled', 'desativado', '停用'),
} satisfies Record<string, Entry>;

const settingGameMessagesBook = messageBook(SETTING_GAME_MESSAGES);

export const sgt = settingGameMessagesBook.text;
