import { TICKET_IMAGE_MAX_BYTES, TICKET_MAX_IMAGES } from '../../../src/contract/operate/events';
import { canUseGame } from '../../core/access';
import { now } from '../../core/clock';
import { defineApi, found, type ApiContext } from '../../core/defineApi';
import { queryString, sendFile, withQueryToken } from '../../core/http';
import { contains, paginate } from '../../core/paging';
import { getStore } from '../../core/store';
import { imageTypeOf } from './images';
import { tt, TICKET_MESSAGES } from './messages';
import {
  gameTickets,
  gameTypes,
  imageView,
  nextSeq,
  ticketDetailView,
  ticketsArea,
  ticketView,
  type Ticket,
} from './state';
import { fail } from '../../core/messageBook';

/**
 * /operate/events and /operate/Events/conversation: the current game's tickets, a ticket's thread, images uploaded as
 * signed forms, reply (→ answered), close with a note, reopen (→ open). Every change is logged with before/after
 * (the contract's log flag; the handler names target, before and after).
 */
type Ctx = ApiContext<unknown>;

export function ticketOf(ctx: Ctx, id: number): Ticket {
  const row = ticketsArea().tickets.find((t) => t.id === id && t.gameId === ctx.gameId);
  return found(ctx, row, tt(ctx.lang, 'ticket'), id);
}

export const label = (t: Ticket) => `工单 #${t.id} ${t.title}（${t.account}）`;

/** Runs a change on a ticket with its before and after in the operation log; answers the ticket afresh. */
function change(ctx: Ctx, id: number, apply: (t: Ticket, at: number) => void) {
  const ticket = ticketOf(ctx, id);
  const before = ticketView(ticket);
  ctx.audit({ target: label(ticket), before });
  const at = now();
  apply(ticket, at);
  ticket.updated = at;
  ctx.audit({ after: ticketView(ticket) });
  return ticketDetailView(ticket);
}

export const ticketsApi = {
  'POST /api/operate/events/page': defineApi('/api/operate/events/page', (ctx) => {
    const f = ctx.body;
    const rows = gameTickets(ctx.gameId)
      .filter(
        (t) =>
          (!f.typeId || t.typeId === f.typeId) &&
          (!f.status || t.status === f.status) &&
          (!f.handlerId || t.handlerId === f.handlerId) &&
          contains(t.title, f.title) &&
          contains(t.account, f.account) &&
          (f.from === undefined || t.created >= f.from) &&
          (f.to === undefined || t.created < f.to),
      )
      .sort((a, b) => b.updated - a.updated || b.id - a.id);
    const page = paginate(rows, f.pageNum, f.pageSize);
    return { ...page, list: page.list.map(ticketView) };
  }),

  'POST /api/operate/events/options': defineApi('/api/operate/events/options', (ctx) => {
    const types = gameTypes(ctx.gameId);
    const ids = new Set(types.flatMap((x) => x.handlerIds));
    gameTickets(ctx.gameId).forEach((t) => t.handlerId !== null && ids.add(t.handlerId));
    const handlers = getStore()
      .people.filter((p) => ids.has(p.id))
      .map((p) => ({ id: p.id, name: p.name }));
    return { types: types.map((x) => ({ id: x.id, name: x.name })), handlers };
  }),

  'POST /api/operate/events/get': defineApi('/api/operate/events/get', (ctx) =>
    ticketDetailView(ticketOf(ctx, ctx.body.id)),
  ),

  'POST /api/operate/events/image/upload': defineApi('/api/operate/events/image/upload', (ctx) => {
    const ticket = ticketOf(ctx, Number(ctx.body.ticketId));
    const file = ctx.req.files?.find((f) => f.fieldname === 'file' && f.size > 0);
    if (!file) return fail(ctx.lang, 'A0400', TICKET_MESSAGES.imageRequired);
    const name = (file.originalname || 'image').slice(0, 100);
    if (file.size > TICKET_IMAGE_MAX_BYTES)
      fail(ctx.lang, 'A0400', TICKET_MESSAGES.imageTooLarge, { name, max: TICKET_IMAGE_MAX_BYTES / 1024 / 1024 });
    const bytes = Uint8Array.from(file.buffer);
    const type = imageTypeOf(bytes);
    if (!type) return fail(ctx.lang, 'A0400', TICKET_MESSAGES.imageNotImage, { name });
    const image = {
      id: nextSeq('image'),
      gameId: ctx.gameId,
      ticketId: ticket.id,
      name,
      type,
      bytes,
      uploadedBy: ctx.me.id,
      messageId: null,
      at: now(),
    };
    ticketsArea().images.set(image.id, image);
    ctx.audit({ target: `${label(ticket)} 图片 #${image.id}`, before: null, after: imageView(image) });
    return imageView(image);
  }),

  'GET /api/operate/events/image': withQueryToken(
    defineApi('/api/operate/events/image', (ctx) => {
      const id = Number(queryString(ctx.req, 'id'));
      const image = Number.isInteger(id) ? ticketsArea().images.get(id) : undefined;
      // a plain request carries no X-Game-Id: the image's own game must be one the person may use
      const usable = image && canUseGame(ctx.me, image.gameId) ? image : undefined;
      const found_ = found(ctx, usable, tt(ctx.lang, 'image'), Number.isFinite(id) ? id : 0);
      ctx.res.setHeader('X-Content-Type-Options', 'nosniff');
      ctx.res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      sendFile(ctx.res, found_.bytes, found_.name, found_.type);
      ctx.raw();
      return null;
    }),
  ),

  'POST /api/operate/events/reply': defineApi('/api/operate/events/reply', (ctx) => {
    const text = ctx.body.text?.trim() ?? '';
    const imageIds = [...new Set(ctx.body.imageIds ?? [])];
    if (!text && imageIds.length === 0) fail(ctx.lang, 'A0400', TICKET_MESSAGES.replyEmpty);
    if (imageIds.length > TICKET_MAX_IMAGES)
      fail(ctx.lang, 'A0400', TICKET_MESSAGES.tooManyImages, { max: TICKET_MAX_IMAGES });
    return change(ctx, ctx.body.id, (ticket, at) => {
      if (ticket.status === 'closed') fail(ctx.lang, 'A0403', TICKET_MESSAGES.closedNoReply, { id: ticket.id });
      const images = ticketsArea().images;
      const mine = imageIds.map((id) => {
        const i = images.get(id);
        if (!i || i.ticketId !== ticket.id || i.uploadedBy !== ctx.me.id || i.messageId !== null)
          return fail(ctx.lang, 'A0400', TICKET_MESSAGES.imageNotYours, { id });
        return i;
      });
      const messageId = nextSeq('message');
      mine.forEach((i) => {
        i.messageId = messageId;
      });
      ticket.messages.push({ id: messageId, from: 'staff', author: ctx.me.name, text, imageIds, at });
      ticket.events.push({ at, kind: 'reply', by: ctx.me.name, note: '' });
      ticket.status = 'answered';
    });
  }),

  'POST /api/operate/events/close': defineApi('/api/operate/events/close', (ctx) =>
    change(ctx, ctx.body.id, (ticket, at) => {
      if (ticket.status === 'closed') fail(ctx.lang, 'A0403', TICKET_MESSAGES.alreadyClosed, { id: ticket.id });
      const note = ctx.body.note.trim();
      Object.assign(ticket, { status: 'closed', closedAt: at, closedBy: ctx.me.name, closeNote: note });
      ticket.events.push({ at, kind: 'close', by: ctx.me.name, note });
    }),
  ),

  'POST /api/operate/events/reopen': defineApi('/api/operate/events/reopen', (ctx) =>
    change(ctx, ctx.body.id, (ticket, at) => {
      if (ticket.status !== 'closed') fail(ctx.lang, 'A0403', TICKET_MESSAGES.notClosed, { id: ticket.id });
      ticket.status = 'open';
      ticket.events.push({ at, kind: 'reopen', by: ctx.me.name, note: ctx.body.note?.trim() ?? '' });
    }),
  ),
};
