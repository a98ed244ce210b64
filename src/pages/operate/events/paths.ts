/**
 * The tickets and cancellations screens. A path is also the screen's authority key; a button's key is the screen's
 * path and the action (`/operate/events:reply`). Kept apart from the area's paths.ts while the operate area is built
 * by several hands; merge into paths.ts later.
 */
export const TICKETS_PATHS = {
  events: '/operate/events',
  /** a ticket's thread: `?id=` (hidden; its own authority key) */
  conversation: '/operate/Events/conversation',
  eventsManage: '/operate/eventsManage',
  accountLogout: '/operate/accountLogout',
} as const;

export const ticketButton = (op: 'reply' | 'close' | 'export') => `${TICKETS_PATHS.events}:${op}`;
export const ticketTypeButton = (op: 'add' | 'edit' | 'delete' | 'export') => `${TICKETS_PATHS.eventsManage}:${op}`;
export const logoutButton = (op: 'approve' | 'export') => `${TICKETS_PATHS.accountLogout}:${op}`;
export const conversationOf = (id: number) => `${TICKETS_PATHS.conversation}?id=${id}`;
