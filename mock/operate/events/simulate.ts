import { now } from '../../core/clock';
import { defineApi, found, type ApiContext } from '../../core/defineApi';
import { writeOpLog } from '../../core/oplogWriter';
import { playerByAccount } from '../../players';
import { label, ticketOf } from './handlers';
import { tt, TICKET_MESSAGES } from './messages';
import { nextSeq, ticketDetailView, ticketsArea, ticketView, type Ticket } from './state';
import { assignTicket, SYSTEM } from './staff';
import { fail } from '../../core/messageBook';

/**
 * The players' side of tickets, for tests and demos (x-dev: only with MOCK_DEV_ENDPOINTS=1, admin only): a player
 * submits a ticket (routed by assignTicket, the assignment written to the operation log), or writes in a ticket
 * (the ticket goes back to open, a closed one too).
 */
type Ctx = ApiContext<unknown>;

function logSystem(ctx: Ctx, action: string, ticket: Ticket, before: unknown, at: number) {
  writeOpLog({
    time: at,
    operatorId: 0,
    operatorName: SYSTEM,
    gameId: ticket.gameId,
    module: 'events',
    action,
    target: label(ticket),
    before,
    after: ticketView(ticket),
    result: 'success',
    message: '',
    ip: ctx.ip,
    durationMs: 0,
  });
}

export const ticketsSimulateApi = {
  'POST /api/__mock/events/submit': defineApi('/api/__mock/events/submit', (ctx) => {
    const b = ctx.body;
    const player = playerByAccount(ctx.gameId, b.account);
    if (!player) return fail(ctx.lang, 'A0400', TICKET_MESSAGES.unknownPlayer, { account: b.account });
    const area = ticketsArea();
    const type = found(
      ctx,
      area.types.find((x) => x.id === b.typeId && x.gameId === ctx.gameId),
      tt(ctx.lang, 'ticketType'),
      b.typeId,
    );
    if (type.status !== 1) fail(ctx.lang, 'A0403', TICKET_MESSAGES.typeDisabled, { name: type.name });
    const role = b.roleId ? player.roles.find((r) => r.roleId === b.roleId) : player.roles[0];
    if (!role)
      return fail(ctx.lang, 'A0400', TICKET_MESSAGES.unknownRole, { account: player.account, roleId: b.roleId ?? '' });
    const at = now();
    const ticket: Ticket = {
      id: nextSeq('ticket'),
      gameId: ctx.gameId,
      typeId: type.id,
      title: b.title.trim(),
      account: player.account,
      roleId: role.roleId,
      status: 'open',
      handlerId: null,
      created: at,
      updated: at,
      closedAt: null,
      closedBy: '',
      closeNote: '',
      messages: [
        { id: nextSeq('message'), from: 'player', author: player.account, text: b.text.trim(), imageIds: [], at },
      ],
      events: [],
    };
    assignTicket(ticket, type, area.tickets, at);
    area.tickets.push(ticket);
    logSystem(ctx, 'assign', ticket, null, at);
    return ticketDetailView(ticket);
  }),

  'POST /api/__mock/events/playerMessage': defineApi('/api/__mock/events/playerMessage', (ctx) => {
    const ticket = ticketOf(ctx, ctx.body.id);
    const before = ticketView(ticket);
    const at = now();
    ticket.messages.push({
      id: nextSeq('message'),
      from: 'player',
      author: ticket.account,
      text: ctx.body.text.trim(),
      imageIds: [],
      at,
    });
    ticket.events.push({ at, kind: 'player', by: ticket.account, note: '' });
    ticket.status = 'open';
    ticket.updated = at;
    logSystem(ctx, 'playerMessage', ticket, before, at);
    return ticketDetailView(ticket);
  }),
};
