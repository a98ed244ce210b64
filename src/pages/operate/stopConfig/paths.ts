/**
 * The bans screens (/operate/stopConfig). A path is also the screen's authority key; a button's key is the screen's
 * path and the action (`${STOP_CONFIG_PATHS.stopConfig}:lift`). Kept apart from the area's paths.ts while the operate area is
 * built by several hands; merge into paths.ts later.
 */
export const STOP_CONFIG_PATHS = {
  stopConfig: '/operate/stopConfig',
  /** a new ban, or `?id=` an existing one (hidden; gated by the list's authority) */
  stopConfigCreate: '/operate/stopConfig/create',
} as const;

export const stopConfigButton = (op: 'add' | 'edit' | 'lift' | 'import' | 'export') =>
  `${STOP_CONFIG_PATHS.stopConfig}:${op}`;
