/**
 * Account monitoring's screens (a path is also the screen's authority key; buttons `<path>:add|edit|delete|handle|export`).
 */
export const MONITOR_PATHS = {
  /** alerts and watch rules of the current game; `?status=open` opens the alerts filtered to the open ones */
  monitor: '/special/monitor',
  /** a new watch rule, or `?id=` an existing one (hidden; gated by the list's authority) */
  monitorCreate: '/special/monitor/create',
} as const;

/** The button key of an action on the monitor screen (`/special/monitor:handle`). */
export const monitorButton = (op: 'add' | 'edit' | 'delete' | 'handle' | 'export') => `${MONITOR_PATHS.monitor}:${op}`;
