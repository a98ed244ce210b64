import { maskedContact, playerByAccount } from '../../players';
import { defineArea, getStore } from '../../core/store';
import { seedTickets } from './seed';
import { openCountOf } from './staff';
import type { Ticket, TicketImage, TicketsArea, TicketType } from './types';

/** Tickets, their types and images as the backend keeps them (per game), and the views of them the answers give. */
export type { Ticket, TicketImage, TicketsArea, TicketType } from './types';

export const ticketsArea: () => TicketsArea = defineArea<TicketsArea>('operateTickets', seedTickets);

export function nextSeq(kind: keyof TicketsArea['seq']): number {
  const area = ticketsArea();
  area.seq[kind] += 1;
  return area.seq[kind];
}

export const gameTickets = (gameId: number) => ticketsArea().tickets.filter((t) => t.gameId === gameId);
export const gameTypes = (gameId: number) => ticketsArea().types.filter((t) => t.gameId === gameId);

const personName = (id: number | null) =>
  id === null ? '' : (getStore().people.find((p) => p.id === id)?.name ?? `#${id}`);

/** A ticket as lists show it: the player's contact masked, type and handler by name. */
export function ticketView(t: Ticket) {
  const player = playerByAccount(t.gameId, t.account);
  const role = player?.roles.find((r) => r.roleId === t.roleId);
  return {
    id: t.id,
    gameId: t.gameId,
    typeId: t.typeId,
    typeName: ticketsArea().types.find((x) => x.id === t.typeId)?.name ?? '',
    title: t.title,
    account: t.account,
    uid: player?.uid ?? 0,
    contact: player ? maskedContact(player) : '',
    roleId: t.roleId,
    roleName: role?.name ?? '',
    server: role?.server ?? '',
    status: t.status,
    handlerId: t.handlerId,
    handlerName: personName(t.handlerId),
    messageCount: t.messages.length,
    created: t.created,
    updated: t.updated,
  };
}

const imageView = (i: TicketImage) => ({ id: i.id, name: i.name, type: i.type, size: i.bytes.length });

/** A ticket with its thread and history (images by id, their bytes read apart). */
export function ticketDetailView(t: Ticket) {
  const images = ticketsArea().images;
  return {
    ...ticketView(t),
    closedAt: t.closedAt,
    closedBy: t.closedBy,
    closeNote: t.closeNote,
    messages: t.messages.map((m) => ({
      id: m.id,
      from: m.from,
      author: m.author,
      text: m.text,
      images: m.imageIds.flatMap((id) => {
        const i = images.get(id);
        return i ? [imageView(i)] : [];
      }),
      at: m.at,
    })),
    events: t.events.map((e) => ({ ...e })),
  };
}

export { imageView };

/** A type as lists show it, with each handler's unclosed tickets of the game. */
export function typeView(x: TicketType) {
  const area = ticketsArea();
  const people = getStore().people;
  return {
    id: x.id,
    gameId: x.gameId,
    name: x.name,
    purpose: x.purpose,
    description: x.description,
    status: x.status,
    handlers: x.handlerIds.map((id) => {
      const p = people.find((q) => q.id === id);
      return {
        id,
        account: p?.account ?? '',
        name: p?.name ?? `#${id}`,
        openCount: openCountOf(area.tickets, x.gameId, id),
      };
    }),
    ticketCount: area.tickets.filter((t) => t.typeId === x.id).length,
    created: x.created,
    updated: x.updated,
    updatedBy: x.updatedBy,
  };
}
