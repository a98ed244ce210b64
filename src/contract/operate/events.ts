import { download, GAME_HEADER, op, type Paths } from '../operation';
import { arr, extend, file, id, idBody, int, nullable, obj, pageOf, pageQuery, str, time } from '../schema';

/**
 * Player tickets (/operate/events → /operate/Events/conversation): per game (X-Game-Id), a player's ticket of a type
 * with its message thread (player and staff, with images). Replying sets the status `answered`, a player's message
 * sets it `open` again, closing takes a note, reopening brings a closed ticket back to `open` (docs/rules.md
 * "Screens' data" → "Tickets and cancellations"). Images are uploaded one by one as signed multipart forms and named
 * by id in the reply.
 */
export const EVENTS = '/operate/events';
export const CONVERSATION = '/operate/Events/conversation';

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** The most images one message carries. */
export const TICKET_MAX_IMAGES = 4;
/** The largest image (bytes): 5 MB. */
export const TICKET_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const ticketRow = obj(
  {
    id: int(),
    gameId: int('所属游戏'),
    typeId: int('工单类型'),
    typeName: str('工单类型名称'),
    title: str('标题'),
    account: str('玩家账号'),
    uid: int('玩家 uid'),
    contact: str('手机号或邮箱（脱敏）'),
    roleId: str('角色 id'),
    roleName: str('角色名'),
    server: str('区服'),
    status: str('状态', { enum: TICKET_STATUSES }),
    handlerId: nullable(int('处理人 id，null 为待分配')),
    handlerName: str('处理人姓名'),
    messageCount: int('消息数'),
    created: time('提交时间'),
    updated: time('最后更新时间'),
  },
  [
    'id',
    'gameId',
    'typeId',
    'typeName',
    'title',
    'account',
    'uid',
    'contact',
    'roleId',
    'roleName',
    'server',
    'status',
    'handlerId',
    'handlerName',
    'messageCount',
    'created',
    'updated',
  ],
);

const image = obj(
  {
    id: int('图片 id'),
    name: str('文件名'),
    type: str('类型（上传的为 PNG/JPEG/GIF/WebP；示例数据的玩家截图为 SVG）', {
      enum: [...TICKET_IMAGE_TYPES, 'image/svg+xml'],
    }),
    size: int('字节数'),
  },
  ['id', 'name', 'type', 'size'],
);

const message = obj(
  {
    id: int(),
    from: str('player 玩家，staff 客服', { enum: ['player', 'staff'] }),
    author: str('玩家账号或客服姓名'),
    text: str('内容'),
    images: arr(image, '图片（GET /api/operate/events/image?id= 读取）'),
    at: time('时间'),
  },
  ['id', 'from', 'author', 'text', 'images', 'at'],
);

const event = obj(
  {
    at: time('时间'),
    kind: str('assign 分配，reply 回复，close 关闭，reopen 重开，player 玩家留言', {
      enum: ['assign', 'reply', 'close', 'reopen', 'player'],
    }),
    by: str('谁（系统分配为“系统”）'),
    note: str('说明：分配时为各处理人的未结工单数，关闭时为备注'),
  },
  ['at', 'kind', 'by', 'note'],
);

export const ticketDetail = extend(
  ticketRow,
  {
    closedAt: nullable(time('关闭时间')),
    closedBy: str('关闭人'),
    closeNote: str('关闭备注'),
    messages: arr(message, '消息，按时间顺序'),
    events: arr(event, '处理记录：分配、回复、关闭、重开、玩家留言'),
  },
  ['closedAt', 'closedBy', 'closeNote', 'messages', 'events'],
);

const common = { auth: 'grant' as const, module: 'events', headers: [GAME_HEADER] };

export const paths = {
  '/api/operate/events/page': op({
    ...common,
    screen: EVENTS,
    summary: '工单分页（当前游戏，按更新时间倒序）',
    action: 'page',
    request: pageQuery({
      typeId: id('工单类型'),
      status: str('状态', { enum: TICKET_STATUSES }),
      title: str('标题包含', { maxLength: 64 }),
      account: str('玩家账号包含', { maxLength: 64 }),
      handlerId: id('处理人'),
      from: time('提交时间起（含）'),
      to: time('提交时间止（不含）'),
    }),
    data: pageOf(ticketRow),
  }),
  '/api/operate/events/options': op({
    ...common,
    screen: EVENTS,
    summary: '工单列表的筛选项：本游戏的工单类型与处理人',
    action: 'options',
    data: obj(
      {
        types: arr(obj({ id: int(), name: str() }, ['id', 'name'])),
        handlers: arr(obj({ id: int(), name: str() }, ['id', 'name'])),
      },
      ['types', 'handlers'],
    ),
  }),
  '/api/operate/events/get': op({
    ...common,
    screen: CONVERSATION,
    summary: '一张工单与其消息、处理记录',
    action: 'get',
    request: idBody(),
    data: ticketDetail,
  }),
  '/api/operate/events/image/upload': op({
    ...common,
    screen: CONVERSATION,
    summary: '上传回复用的图片（签名表单：ticketId + file，PNG/JPEG/GIF/WebP 按内容判断，5 MB 上限）',
    action: 'upload',
    signed: true,
    request: obj({ ticketId: id('工单'), file: file('图片') }, ['ticketId']),
    data: image,
  }),
  '/api/operate/events/image': download({
    auth: 'grant',
    screen: CONVERSATION,
    summary: '读取工单图片（GET ?id=，会话放在请求头 satoken）',
    module: 'events',
    action: 'image',
    log: false,
  }),
  '/api/operate/events/reply': op({
    ...common,
    screen: CONVERSATION,
    summary: '回复工单（文字和/或已上传的图片），状态变为已回复；已关闭的须先重开（A0403）',
    action: 'reply',
    log: true,
    request: obj(
      {
        id: id('工单'),
        text: str('回复内容', { maxLength: 2000 }),
        imageIds: arr(id('图片'), `本人为此工单上传、尚未使用的图片（最多 ${TICKET_MAX_IMAGES} 张）`),
      },
      ['id'],
    ),
    data: ticketDetail,
  }),
  '/api/operate/events/close': op({
    ...common,
    screen: CONVERSATION,
    summary: '关闭工单（须填备注）',
    action: 'close',
    log: true,
    request: obj({ id: id('工单'), note: str('关闭备注', { minLength: 1, maxLength: 200 }) }, ['id', 'note']),
    data: ticketDetail,
  }),
  '/api/operate/events/reopen': op({
    ...common,
    screen: CONVERSATION,
    summary: '重开已关闭的工单（状态变为待处理）',
    action: 'reopen',
    log: true,
    request: obj({ id: id('工单'), note: str('重开说明', { maxLength: 200 }) }, ['id']),
    data: ticketDetail,
  }),
} satisfies Paths;
