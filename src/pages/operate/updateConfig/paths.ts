/**
 * The forced-update screens (/operate/updateConfig). A path is also the screen's authority key; a button's key is the
 * screen's path and the action (`action(UPDATE_CONFIG_PATHS.updateConfig, 'edit')`).
 */
export const UPDATE_CONFIG_PATHS = {
  updateConfig: '/operate/updateConfig',
  /** a new forced-update rule, or `?id=` an existing one (hidden; gated by the list's authority) */
  updateConfigCreate: '/operate/updateConfig/create',
} as const;
