/**
 * The game-operations screens: every path the route table has under /operate that is built. A path is also the
 * screen's authority key; a button's key is the screen's path and the action (`action(OPERATE_PATHS.updateConfig, 'edit')`).
 */
export const OPERATE_PATHS = {
  root: '/operate',
  updateConfig: '/operate/updateConfig',
  /** a new forced-update rule, or `?id=` an existing one (hidden; gated by the list's authority) */
  updateConfigCreate: '/operate/updateConfig/create',
  messageConfig: '/operate/messageConfig',
  /** a new SMS scene, or `?id=` an existing one (hidden; gated by the list's authority) */
  messageConfigCreate: '/operate/messageConfig/create',
  posterPop: '/operate/posterPop',
  /** a new poster pop-up, or `?id=` an existing one (hidden) */
  posterPopCreate: '/operate/posterPop/create',
  /** ads: created and edited in a drawer on the list (the route table has no create page for them) */
  adConfiguration: '/operate/adConfiguration',
  tipManagement: '/operate/tipManagement',
  /** a new tip, or `?id=` an existing one (hidden) */
  tipManagementCreate: '/operate/tipManagement/create',
} as const;
