/**
 * The poster pop-up, ad and tip screens (/operate/posterPop, adConfiguration, tipManagement), drawn by this folder. A
 * path is also the screen's authority key; a button's key is the screen's path and the action.
 */
export const POPUP_PATHS = {
  posterPop: '/operate/posterPop',
  /** a new poster pop-up, or `?id=` an existing one (hidden) */
  posterPopCreate: '/operate/posterPop/create',
  /** ads: created and edited in a drawer on the list (the route table has no create page for them) */
  adConfiguration: '/operate/adConfiguration',
  tipManagement: '/operate/tipManagement',
  /** a new tip, or `?id=` an existing one (hidden) */
  tipManagementCreate: '/operate/tipManagement/create',
} as const;
