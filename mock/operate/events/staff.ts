import { canUseGame, hasGrant, isAdmin } from '../../core/access';
import { getStore } from '../../core/store';
import type { Person } from '../../core/types';
import { type Assignment, chooseHandler, loadsNote } from './routing';
import type { Ticket, TicketType } from './types';

/** Who may handle tickets, and their load (used by the seed and the handlers alike). */
export const REPLY_PATH = '/api/operate/events/reply';
/** The name the history and the operation log give the backend's own acts (routing, completion). */
export const SYSTEM = '系统';

/**
 * The people who may handle tickets of a game: enabled, allowed the game, holding the reply endpoint; admins are left
 * out of the seed's choice (they may still be chosen by hand).
 */
export function mayHandle(p: Person, gameId: number): boolean {
  return p.status === 1 && canUseGame(p, gameId) && hasGrant(p, REPLY_PATH);
}

export function handlerCandidates(gameId: number, withAdmins = true): Person[] {
  return getStore()
    .people.filter((p) => mayHandle(p, gameId) && (withAdmins || !isAdmin(p)))
    .sort((a, b) => a.id - b.id);
}

/** A person's unclosed tickets (open or answered) of a game. */
export const openCountOf = (
  tickets: ReadonlyArray<{ gameId: number; handlerId: number | null; status: string }>,
  gameId: number,
  personId: number,
) => tickets.filter((t) => t.gameId === gameId && t.handlerId === personId && t.status !== 'closed').length;

/**
 * Routes a new ticket (the seed and a player's submission alike): to the type's handler who may still handle the game
 * with the fewest unclosed tickets, ties by account; the choice and the loads go into the ticket's history. The
 * caller writes the operation-log entry of a live assignment.
 */
export function assignTicket(ticket: Ticket, type: TicketType, tickets: readonly Ticket[], at: number): Assignment {
  const people = getStore().people;
  const candidates = type.handlerIds
    .map((id) => people.find((p) => p.id === id))
    .filter((p): p is Person => Boolean(p && mayHandle(p, ticket.gameId)))
    .map((p) => ({ id: p.id, account: p.account, name: p.name }));
  const assignment = chooseHandler(candidates, (id) => openCountOf(tickets, ticket.gameId, id));
  ticket.handlerId = assignment.handler?.id ?? null;
  ticket.events.push({
    at,
    kind: 'assign',
    by: SYSTEM,
    note: assignment.handler ? `→ ${assignment.handler.name}（${loadsNote(assignment)}）` : '—',
  });
  return assignment;
}
