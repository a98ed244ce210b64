/**
 * The pay screens: every path the route table has under /pay. A path is also the screen's authority key; a button's
 * key is the screen's path and the action (`action(PAY_PATHS.payConfig, 'add')`).
 */
export const PAY_PATHS = {
  root: '/pay',
  payConfig: '/pay/payConfig',
  /** create or (with ?id=) edit a pay configuration (hidden; gated by the list's authority) */
  payConfigCreate: '/pay/payConfig/create',
  payList: '/pay/payList',
  payListCreate: '/pay/payList/create',
  billingPoint: '/pay/billingPoint',
  billingPointCreate: '/pay/billingPoint/create',
} as const;

/** The edit page of a record: the create page with `?id=`. */
export const editPath = (createPath: string, id: number) => `${createPath}?id=${id}`;
