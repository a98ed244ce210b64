/**
 * The special screens: every path the route table has under /special that is built. A path is also the screen's
 * authority key; a button's key is the screen's path and the action (`action(SPECIAL_PATHS.cutPay, 'edit')`).
 */
export const SPECIAL_PATHS = {
  root: '/special',
  /** channel-interworking groups (a channel in one group at most) */
  channelIntercommu: '/special/channelIntercommu',
  cutPay: '/special/cutPay',
  /** a new switch-payment rule, or `?id=` an existing one (hidden; gated by the list's authority) */
  cutPayCreate: '/special/cutPay/create',
  /** the current game's anti-addiction rules (inherit or override the platform's) */
  antiAddiction: '/special/anti-addiction',
} as const;
