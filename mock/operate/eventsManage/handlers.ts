import { now } from '../../core/clock';
import { defineApi, found, type ApiContext, type BodyOf } from '../../core/defineApi';
import { contains, paginate } from '../../core/paging';
import { getStore } from '../../core/store';
import { tt, TICKET_MESSAGES } from '../events/messages';
import { gameTypes, nextSeq, ticketsArea, typeView, type TicketType } from '../events/state';
import { handlerCandidates, mayHandle, openCountOf } from '../events/staff';
import { fail } from '../../core/messageBook';

/**
 * /operate/eventsManage: the current game's ticket types and their handlers. A handler must be able to handle the
 * game (enabled, allowed the game, granted ticket replies); names are unique per game; a type with tickets is not
 * deleted (disable it). Changing handlers does not move tickets already assigned.
 */

type Ctx = ApiContext<unknown>;

function typeOf(ctx: Ctx, id: number): TicketType {
  const row = ticketsArea().types.find((x) => x.id === id && x.gameId === ctx.gameId);
  return found(ctx, row, tt(ctx.lang, 'ticketType'), id);
}

const label = (x: Pick<TicketType, 'id' | 'name'>) => `工单类型 #${x.id} ${x.name}`;

/** The fields a payload sets, checked (unique name, handlers who may handle the game). */
function fromBody(ctx: Ctx, body: BodyOf<'/api/operate/eventsManage/add'>, id: number) {
  const name = body.name.trim();
  const other = gameTypes(ctx.gameId).find((x) => x.name === name && x.id !== id);
  if (other) fail(ctx.lang, 'A0403', TICKET_MESSAGES.typeNameTaken, { name, id: other.id });
  const handlerIds = [...new Set(body.handlerIds)].sort((a, b) => a - b);
  if (handlerIds.length === 0) fail(ctx.lang, 'A0400', TICKET_MESSAGES.noHandlers);
  const people = getStore().people;
  handlerIds.forEach((hid) => {
    const p = people.find((q) => q.id === hid);
    if (!p || !mayHandle(p, ctx.gameId))
      fail(ctx.lang, 'A0400', TICKET_MESSAGES.handlerNotAllowed, { name: p?.name ?? `#${hid}` });
  });
  return {
    name,
    purpose: body.purpose,
    description: body.description?.trim() ?? '',
    status: Number(body.status) === 1 ? (1 as const) : (0 as const),
    handlerIds,
    updated: now(),
    updatedBy: ctx.me.name,
  };
}

export const ticketTypesApi = {
  'POST /api/operate/eventsManage/page': defineApi('/api/operate/eventsManage/page', (ctx) => {
    const f = ctx.body;
    const rows = gameTypes(ctx.gameId).filter(
      (x) =>
        contains(x.name, f.name) &&
        (!f.purpose || x.purpose === f.purpose) &&
        (f.status === undefined || x.status === Number(f.status)),
    );
    const page = paginate(rows, f.pageNum, f.pageSize);
    return { ...page, list: page.list.map(typeView) };
  }),

  'POST /api/operate/eventsManage/handlers': defineApi('/api/operate/eventsManage/handlers', (ctx) => {
    const tickets = ticketsArea().tickets;
    return handlerCandidates(ctx.gameId).map((p) => ({
      id: p.id,
      account: p.account,
      name: p.name,
      openCount: openCountOf(tickets, ctx.gameId, p.id),
    }));
  }),

  'POST /api/operate/eventsManage/add': defineApi('/api/operate/eventsManage/add', (ctx) => {
    ctx.audit({ target: `工单类型 ${ctx.body.name}` });
    const fields = fromBody(ctx, ctx.body, 0);
    const row: TicketType = { id: nextSeq('type'), gameId: ctx.gameId, created: fields.updated, ...fields };
    ticketsArea().types.push(row);
    ctx.audit({ target: label(row), before: null, after: typeView(row) });
    return typeView(row);
  }),

  'POST /api/operate/eventsManage/edit': defineApi(
    '/api/operate/eventsManage/edit',
    { latest: (ctx, id) => typeView(typeOf(ctx, id)) },
    (ctx) => {
      const row = typeOf(ctx, ctx.body.id);
      const before = typeView(row);
      ctx.audit({ target: label(row), before });
      Object.assign(row, fromBody(ctx, ctx.body, row.id));
      ctx.audit({ target: label(row), after: typeView(row) });
      return typeView(row);
    },
  ),

  'POST /api/operate/eventsManage/delete': defineApi('/api/operate/eventsManage/delete', (ctx) => {
    const row = typeOf(ctx, ctx.body.id);
    const before = typeView(row);
    ctx.audit({ target: label(row), before });
    if (before.ticketCount > 0)
      fail(ctx.lang, 'A0403', TICKET_MESSAGES.typeInUse, { name: row.name, n: before.ticketCount });
    const area = ticketsArea();
    area.types = area.types.filter((x) => x !== row);
    ctx.audit({ after: null });
    return null;
  }),
};
