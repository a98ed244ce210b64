/**
 * The dictionary screens: every path the route table has under /dic. A path is also the screen's authority key; a
 * button's key is the screen's path and the action (`action(DIC_PATHS.commonConfig, 'edit')`).
 */
export const DIC_PATHS = {
  root: '/dic',
  commonConfig: '/dic/commonConfig',
  /** a new common config (hidden; gated by the list's authority) */
  commonConfigCreate: '/dic/commonConfig/create',
} as const;
