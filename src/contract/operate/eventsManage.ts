import Type from 'typebox';
import { GAME_HEADER, op, type Paths } from '../operation';
import { id, idBody, int, name, pageOf, pageQuery, status, str, time } from '../schema';
import { TICKET_PURPOSES } from './values';
import { REMARK } from '../field';

export { TICKET_PURPOSES };

/**
 * Ticket types and who handles them (/operate/eventsManage), per game (X-Game-Id). A handler is a console person who is
 * enabled, may use the game and holds the ticket screens (reply); a new ticket goes to the handler of its type with the
 * fewest unclosed tickets of the game, ties by account (src/pages/operate/README.md "Tickets and cancellations").
 */
export const EVENTS_MANAGE = '/operate/eventsManage';
export type TicketPurpose = (typeof TICKET_PURPOSES)[number];

const handler = Type.Object({
  id: int('人员 id'),
  account: str('登录账号'),
  name: str('姓名'),
  openCount: int('本游戏未关闭（待处理与已回复）的工单数'),
});

export const ticketTypeRow = Type.Object({
  id: int(),
  gameId: int('所属游戏'),
  name: str('名称'),
  purpose: Type.Enum(TICKET_PURPOSES, { description: '用途' }),
  description: str('说明'),
  status: Type.Enum([0, 1], { description: '状态：1 启用，0 停用（停用的类型不接新工单）' }),
  handlers: Type.Array(handler, { description: '处理人' }),
  ticketCount: int('此类型的工单数'),
  created: time('创建时间'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

const typeWrite = Type.Object({
  name: name('名称（本游戏内唯一）', 32),
  purpose: Type.Enum(TICKET_PURPOSES, { description: '用途' }),
  description: Type.Optional(str('说明', REMARK)),
  status: status(),
  handlerIds: Type.Array(id('人员'), { description: '处理人（至少一位）' }),
});

const common = { auth: 'grant' as const, screen: EVENTS_MANAGE, module: 'ticketType', headers: [GAME_HEADER] };

export const paths = {
  '/api/operate/eventsManage/page': op({
    record: 'ticketType',
    ...common,
    summary: '工单类型分页（当前游戏）',
    action: 'page',
    request: pageQuery({
      name: Type.Optional(str('名称包含', { maxLength: 32 })),
      purpose: Type.Optional(Type.Enum(TICKET_PURPOSES, { description: '用途' })),
      status: Type.Optional(Type.Enum([0, 1], { description: '状态' })),
    }),
    data: pageOf(ticketTypeRow),
  }),
  '/api/operate/eventsManage/handlers': op({
    ...common,
    summary: '可选的处理人：启用、可用本游戏、持有工单回复权限的人员（含未关闭工单数）',
    action: 'handlers',
    data: Type.Array(handler),
  }),
  '/api/operate/eventsManage/add': op({
    creates: true,
    logged: true,
    ...common,
    summary: '新增工单类型（名称重复 A0403，处理人不可选 A0400）',
    action: 'add',
    request: typeWrite,
    data: ticketTypeRow,
  }),
  '/api/operate/eventsManage/edit': op({
    versioned: true,
    logged: true,
    record: 'ticketType',
    ...common,
    summary: '编辑工单类型（已分配的工单不改派）',
    action: 'edit',
    request: Type.Object({ id: id(), ...typeWrite.properties }),
    data: ticketTypeRow,
  }),
  '/api/operate/eventsManage/delete': op({
    logged: true,
    record: 'ticketType',
    ...common,
    summary: '删除工单类型（已有工单的拒绝 A0403，可停用）',
    action: 'delete',
    request: idBody(),
  }),
} satisfies Paths;
