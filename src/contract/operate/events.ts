import Type from 'typebox';
import { download, GAME_HEADER, op, type Paths } from '../operation';
import { file, id, idBody, int, nullable, pageOf, pageQuery, str, time } from '../schema';
import {
  OPERATE_FIELDS,
  TICKET_STATUSES,
  TICKET_MAX_IMAGES,
  TICKET_IMAGE_MAX_BYTES,
  TICKET_IMAGE_TYPES,
} from './values';
import { NOTE, REMARK } from '../field';

export { TICKET_STATUSES, TICKET_MAX_IMAGES, TICKET_IMAGE_MAX_BYTES, TICKET_IMAGE_TYPES };

/**
 * Player tickets (/operate/events → /operate/Events/conversation): per game (X-Game-Id), a player's ticket of a type
 * with its message thread (player and staff, with images). Replying sets the status `answered`, a player's message sets
 * it `open` again, closing takes a note, reopening brings a closed ticket back to `open` (src/pages/operate/README.md
 * "Tickets and cancellations"). Images are uploaded one by one as signed multipart forms and named by id in the reply.
 */
export const EVENTS = '/operate/events';
export const CONVERSATION = '/operate/Events/conversation';
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const ticketRow = Type.Object({
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
  status: Type.Enum(TICKET_STATUSES, { description: '状态' }),
  handlerId: nullable(int('处理人 id，null 为待分配')),
  handlerName: str('处理人姓名'),
  messageCount: int('消息数'),
  created: time('提交时间'),
  updated: time('最后更新时间'),
});

const image = Type.Object({
  id: int('图片 id'),
  name: str('文件名'),
  type: Type.Enum([...TICKET_IMAGE_TYPES, 'image/svg+xml'], {
    description: '类型（上传的为 PNG/JPEG/GIF/WebP；示例数据的玩家截图为 SVG）',
  }),
  size: int('字节数'),
});

const message = Type.Object({
  id: int(),
  from: Type.Enum(['player', 'staff'], { description: 'player 玩家，staff 客服' }),
  author: str('玩家账号或客服姓名'),
  text: str('内容'),
  images: Type.Array(image, { description: '图片（GET /api/operate/events/image?id= 读取）' }),
  at: time('时间'),
});

const event = Type.Object({
  at: time('时间'),
  kind: Type.Enum(['assign', 'reply', 'close', 'reopen', 'player'], {
    description: 'assign 分配，reply 回复，close 关闭，reopen 重开，player 玩家留言',
  }),
  by: str('谁（系统分配为“系统”）'),
  note: str('说明：分配时为各处理人的未结工单数，关闭时为备注'),
});

export const ticketDetail = Type.Object({
  ...ticketRow.properties,
  closedAt: nullable(time('关闭时间')),
  closedBy: str('关闭人'),
  closeNote: str('关闭备注'),
  messages: Type.Array(message, { description: '消息，按时间顺序' }),
  events: Type.Array(event, { description: '处理记录：分配、回复、关闭、重开、玩家留言' }),
});

const common = { auth: 'grant' as const, module: 'events', headers: [GAME_HEADER] };

export const paths = {
  '/api/operate/events/page': op({
    ...common,
    screen: EVENTS,
    summary: '工单分页（当前游戏，按更新时间倒序）',
    action: 'page',
    request: pageQuery({
      typeId: Type.Optional(id('工单类型')),
      status: Type.Optional(Type.Enum(TICKET_STATUSES, { description: '状态' })),
      title: Type.Optional(str('标题包含', { maxLength: 64 })),
      account: Type.Optional(str('玩家账号包含', { maxLength: 64 })),
      handlerId: Type.Optional(id('处理人')),
      from: Type.Optional(time('提交时间起（含）')),
      to: Type.Optional(time('提交时间止（不含）')),
    }),
    data: pageOf(ticketRow),
  }),
  '/api/operate/events/options': op({
    ...common,
    screen: EVENTS,
    summary: '工单列表的筛选项：本游戏的工单类型与处理人',
    action: 'options',
    data: Type.Object({
      types: Type.Array(Type.Object({ id: int(), name: str() })),
      handlers: Type.Array(Type.Object({ id: int(), name: str() })),
    }),
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
    creates: true,
    logged: true,
    ...common,
    screen: CONVERSATION,
    summary: '上传回复用的图片（签名表单：ticketId + file，PNG/JPEG/GIF/WebP 按内容判断，5 MB 上限）',
    action: 'upload',
    signed: true,
    request: Type.Object({ ticketId: id('工单'), file: Type.Optional(file('图片')) }),
    data: image,
  }),
  '/api/operate/events/image': download({
    auth: 'grant',
    screen: CONVERSATION,
    summary: '读取工单图片（GET ?id=，会话放在请求头 satoken）',
    module: 'events',
    action: 'image',
    logged: false,
  }),
  '/api/operate/events/reply': op({
    creates: true,
    ...common,
    screen: CONVERSATION,
    summary: '回复工单（文字和/或已上传的图片），状态变为已回复；已关闭的须先重开（A0403）',
    action: 'reply',
    logged: true,
    request: Type.Object({
      id: id('工单'),
      text: Type.Optional(str('回复内容', OPERATE_FIELDS.ticketReply)),
      imageIds: Type.Optional(
        Type.Array(id('图片'), { description: `本人为此工单上传、尚未使用的图片（最多 ${TICKET_MAX_IMAGES} 张）` }),
      ),
    }),
    data: ticketDetail,
  }),
  '/api/operate/events/close': op({
    ...common,
    screen: CONVERSATION,
    summary: '关闭工单（须填备注）',
    action: 'close',
    logged: true,
    request: Type.Object({ id: id('工单'), note: str('关闭备注', NOTE) }),
    data: ticketDetail,
  }),
  '/api/operate/events/reopen': op({
    ...common,
    screen: CONVERSATION,
    summary: '重开已关闭的工单（状态变为待处理）',
    action: 'reopen',
    logged: true,
    request: Type.Object({ id: id('工单'), note: Type.Optional(str('重开说明', REMARK)) }),
    data: ticketDetail,
  }),
} satisfies Paths;
