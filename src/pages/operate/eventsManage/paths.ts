/** The ticket-type screen (/operate/eventsManage). A path is also the screen's authority key. */
export const EVENTS_MANAGE_PATHS = {
  eventsManage: '/operate/eventsManage',
} as const;

export const eventsManageButton = (op: 'add' | 'edit' | 'delete' | 'export') =>
  `${EVENTS_MANAGE_PATHS.eventsManage}:${op}`;
