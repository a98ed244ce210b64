import { HOUR, MINUTE, now } from './clock';
import { randomToken, verifyPassword } from './password';
import { getStore } from './store';
import type { Person, PortalTicket, Session } from './types';

/** Sessions slide: a session ends after this long without a call. */
export const SESSION_IDLE_MS = 8 * HOUR;
/** Portal tickets are single-use and expire after five minutes. */
export const TICKET_TTL_MS = 5 * MINUTE;

export type Credentials = { ok: true; person: Person } | { ok: false; code: 'A0210' | 'A0202'; person?: Person };

/** Checks an account and password: A0210 wrong account or password, A0202 disabled (only told after the password). */
export function authenticate(account: string, password: string): Credentials {
  const person = getStore().people.find((p) => p.account === account);
  if (!person || !verifyPassword(password, person.password)) return { ok: false, code: 'A0210', person };
  if (person.status !== 1) return { ok: false, code: 'A0202', person };
  return { ok: true, person };
}

/**
 * Drops ended or expired sessions and used or expired tickets, at each sign-in and each new ticket. It only bounds
 * memory: findSession and redeemTicket refuse such an entry themselves, so keeping one longer changes no answer
 * (hence the Stryker marks below); dropping a live one would, and the tests catch that.
 */
// Stryker disable next-line BlockStatement: bounds memory only (above)
function purge(): void {
  const store = getStore();
  const t = now();
  // Stryker disable next-line BlockStatement: bounds memory only (above)
  Object.values(store.sessions).forEach((s) => {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: bounds memory only (above)
    if (s.endedAt !== null || s.expiresAt < t) delete store.sessions[s.token];
  });
  // Stryker disable next-line BlockStatement: bounds memory only (above)
  Object.values(store.tickets).forEach((k) => {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: bounds memory only (above)
    if (k.usedAt !== null || k.expiresAt < t) delete store.tickets[k.ticket];
  });
}

/** Starts a session; returns its token and the previous sign-in time (null before the first one). */
export function signIn(person: Person, via: Session['via']): { token: string; loginTime: number | null } {
  purge();
  const t = now();
  const loginTime = person.lastLogin;
  person.lastLogin = t;
  const token = randomToken();
  getStore().sessions[token] = {
    token,
    personId: person.id,
    createdAt: t,
    expiresAt: t + SESSION_IDLE_MS,
    endedAt: null,
    via,
    previousLogin: loginTime,
  };
  return { token, loginTime };
}

/** The live session of a token (and slides its expiry), or undefined when unknown, ended, expired or disabled. */
export function findSession(token: string | undefined): { session: Session; person: Person } | undefined {
  // Stryker disable next-line ConditionalExpression: tokens are 48 hex digits, so no session is filed under "undefined"
  if (!token) return undefined;
  const store = getStore();
  const session = store.sessions[token];
  const t = now();
  if (!session || session.endedAt !== null || session.expiresAt < t) return undefined;
  const person = store.people.find((p) => p.id === session.personId);
  if (person?.status !== 1) return undefined;
  session.expiresAt = t + SESSION_IDLE_MS;
  return { session, person };
}

/**
 * Moves every live session's and portal ticket's times by `deltaMs`: the development clock endpoint's jump is time
 * travel, not idleness, so a session keeps the time it had left (tests put "today" at any hour of the seed day without
 * ending the sessions that moved it). Only POST /api/__mock/clock calls this; real idleness still ends sessions.
 */
export function shiftSessions(deltaMs: number): void {
  const store = getStore();
  Object.values(store.sessions).forEach((s) => {
    s.expiresAt += deltaMs;
  });
  Object.values(store.tickets).forEach((k) => {
    k.expiresAt += deltaMs;
  });
}

/** Ends a session (sign-out); an ended one keeps the time it ended. */
export function endSession(session: Session): void {
  session.endedAt ??= now();
}

export function endSessionsOf(personId: number): void {
  Object.values(getStore().sessions).forEach((s) => {
    if (s.personId === personId) endSession(s);
  });
}

export function createTicket(person: Person): PortalTicket {
  purge();
  const t = now();
  const ticket: PortalTicket = {
    ticket: `ST-${randomToken()}`,
    personId: person.id,
    createdAt: t,
    expiresAt: t + TICKET_TTL_MS,
    usedAt: null,
  };
  getStore().tickets[ticket.ticket] = ticket;
  return ticket;
}

/** Redeems a ticket once; undefined when unknown, used or expired. */
export function redeemTicket(ticket: string): Person | undefined {
  const store = getStore();
  const found = store.tickets[ticket];
  const t = now();
  if (!found || found.usedAt !== null || found.expiresAt < t) return undefined;
  found.usedAt = t;
  return store.people.find((p) => p.id === found.personId);
}
