import type { Lang } from '../../core/i18n';
import { messageBook } from '../../core/messageBook';

/** The envelope tips of tickets, ticket types and cancellations in the operator's language. `{name}` placeholders. */
type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const TICKET_MESSAGES = {
  ticket: e('工单', 'ticket', 'chamado', '工單'),
  ticketType: e('工单类型', 'ticket type', 'tipo de chamado', '工單類型'),
  image: e('图片', 'image', 'imagem', '圖片'),
  cancellation: e('注销申请', 'cancellation request', 'pedido de cancelamento', '註銷申請'),
  player: e('玩家账号', 'player account', 'conta de jogador', '玩家帳號'),
  replyEmpty: e(
    '参数错误：text 回复内容与图片不能都为空',
    'Invalid parameter: text: write a reply or attach an image',
    'Parâmetro inválido: text: escreva uma resposta ou anexe uma imagem',
    '參數錯誤：text 回覆內容與圖片不能都為空',
  ),
  tooManyImages: e(
    '参数错误：imageIds 一条回复最多 {max} 张图片',
    'Invalid parameter: imageIds: at most {max} images per reply',
    'Parâmetro inválido: imageIds: no máximo {max} imagens por resposta',
    '參數錯誤：imageIds 一則回覆最多 {max} 張圖片',
  ),
  imageNotYours: e(
    '参数错误：imageIds 图片 #{id} 不是您为此工单上传的，或已发送过',
    'Invalid parameter: imageIds: image #{id} was not uploaded by you for this ticket, or was already sent',
    'Parâmetro inválido: imageIds: a imagem #{id} não foi enviada por você para este chamado, ou já foi usada',
    '參數錯誤：imageIds 圖片 #{id} 不是您為此工單上傳的，或已發送過',
  ),
  imageRequired: e('请选择图片文件', 'Choose an image file', 'Escolha um arquivo de imagem', '請選擇圖片檔案'),
  imageNotImage: e(
    '{name} 不是 PNG、JPEG、GIF 或 WebP 图片',
    '{name} is not a PNG, JPEG, GIF or WebP image',
    '{name} não é uma imagem PNG, JPEG, GIF ou WebP',
    '{name} 不是 PNG、JPEG、GIF 或 WebP 圖片',
  ),
  imageTooLarge: e(
    '图片 {name} 超过 {max} MB',
    'Image {name} is over {max} MB',
    'A imagem {name} passa de {max} MB',
    '圖片 {name} 超過 {max} MB',
  ),
  closedNoReply: e(
    '工单 #{id} 已关闭，请先重开再回复',
    'Ticket #{id} is closed: reopen it before replying',
    'O chamado #{id} está fechado: reabra-o antes de responder',
    '工單 #{id} 已關閉，請先重開再回覆',
  ),
  alreadyClosed: e(
    '工单 #{id} 已关闭',
    'Ticket #{id} is already closed',
    'O chamado #{id} já está fechado',
    '工單 #{id} 已關閉',
  ),
  notClosed: e(
    '工单 #{id} 未关闭，无需重开',
    'Ticket #{id} is not closed: nothing to reopen',
    'O chamado #{id} não está fechado: nada a reabrir',
    '工單 #{id} 未關閉，無需重開',
  ),
  typeDisabled: e(
    '工单类型“{name}”已停用，不接新工单',
    'Ticket type “{name}” is disabled and takes no new tickets',
    'O tipo de chamado “{name}” está desativado e não recebe novos chamados',
    '工單類型「{name}」已停用，不接新工單',
  ),
  typeNameTaken: e(
    '本游戏已有名为“{name}”的工单类型（#{id}）',
    'This game already has a ticket type named “{name}” (#{id})',
    'Este jogo já tem um tipo de chamado chamado “{name}” (#{id})',
    '本遊戲已有名為「{name}」的工單類型（#{id}）',
  ),
  typeInUse: e(
    '工单类型“{name}”已有 {n} 张工单，不能删除，可停用',
    'Ticket type “{name}” has {n} tickets and cannot be deleted; disable it instead',
    'O tipo “{name}” tem {n} chamados e não pode ser excluído; desative-o',
    '工單類型「{name}」已有 {n} 張工單，不能刪除，可停用',
  ),
  noHandlers: e(
    '参数错误：handlerIds 至少选择一位处理人',
    'Invalid parameter: handlerIds: choose at least one handler',
    'Parâmetro inválido: handlerIds: escolha ao menos um responsável',
    '參數錯誤：handlerIds 至少選擇一位處理人',
  ),
  handlerNotAllowed: e(
    '参数错误：handlerIds {name} 不能处理本游戏的工单（须启用、可用本游戏并有工单回复权限）',
    'Invalid parameter: handlerIds: {name} cannot handle this game’s tickets (must be enabled, allowed the game and granted ticket replies)',
    'Parâmetro inválido: handlerIds: {name} não pode atender chamados deste jogo (precisa estar ativo, ter acesso ao jogo e à resposta de chamados)',
    '參數錯誤：handlerIds {name} 不能處理本遊戲的工單（須啟用、可用本遊戲並有工單回覆權限）',
  ),
  unknownPlayer: e(
    '参数错误：account 本游戏没有账号 {account}',
    'Invalid parameter: account: this game has no account {account}',
    'Parâmetro inválido: account: este jogo não tem a conta {account}',
    '參數錯誤：account 本遊戲沒有帳號 {account}',
  ),
  unknownRole: e(
    '参数错误：roleId 账号 {account} 没有角色 {roleId}',
    'Invalid parameter: roleId: account {account} has no role {roleId}',
    'Parâmetro inválido: roleId: a conta {account} não tem o personagem {roleId}',
    '參數錯誤：roleId 帳號 {account} 沒有角色 {roleId}',
  ),
  notPending: e(
    '注销申请 #{id} 当前为“{status}”，只有待审核的可以审核',
    'Cancellation request #{id} is “{status}”: only pending requests can be decided',
    'O pedido #{id} está “{status}”: só pedidos pendentes podem ser decididos',
    '註銷申請 #{id} 目前為「{status}」，只有待審核的可以審核',
  ),
  openRequest: e(
    '账号 {account} 已有进行中的注销申请 #{id}',
    'Account {account} already has a cancellation request in progress (#{id})',
    'A conta {account} já tem um pedido de cancelamento em andamento (#{id})',
    '帳號 {account} 已有進行中的註銷申請 #{id}',
  ),
  accountClosed: e(
    '账号 {account} 已注销',
    'Account {account} is already cancelled',
    'A conta {account} já foi cancelada',
    '帳號 {account} 已註銷',
  ),
} satisfies Record<string, Entry>;

export const CANCELLATION_STATUS_WORDS: Record<string, Entry> = {
  pending: e('待审核', 'pending', 'pendente', '待審核'),
  approved: e('已通过（冷静期中）', 'approved (cooling off)', 'aprovado (em carência)', '已通過（冷靜期中）'),
  rejected: e('已驳回', 'rejected', 'rejeitado', '已駁回'),
  withdrawn: e('已撤回', 'withdrawn', 'retirado', '已撤回'),
  completed: e('已完成', 'completed', 'concluído', '已完成'),
};

const ticketMessagesBook = messageBook(TICKET_MESSAGES);

export const tt = ticketMessagesBook.text;
