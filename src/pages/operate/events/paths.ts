/**
 * The tickets screens (/operate/events and a ticket's thread). A path is also the screen's authority key; a button's
 * key is the list screen's path and the action (`/operate/events:reply`).
 */
export const EVENTS_PATHS = {
  events: '/operate/events',
  /** a ticket's thread: `?id=` (hidden; its own authority key) */
  conversation: '/operate/Events/conversation',
} as const;

export const eventsButton = (op: 'reply' | 'close' | 'export') => `${EVENTS_PATHS.events}:${op}`;
export const conversationOf = (id: number) => `${EVENTS_PATHS.conversation}?id=${id}`;
