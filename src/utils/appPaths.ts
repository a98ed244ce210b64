/**
 * The screens the console sends the operator to from outside their own area (docs/rules.md "Areas and layers"): the
 * everyday pages the shell knows (home, the game choice, the personal page, the operation log) and the few screens
 * another area or an app-wide part links to. An area's own paths.ts takes these values from here.
 */
export const APP_PATHS = {
  welcome: '/welcome',
  gameSelect: '/gameSelect',
  person: '/person',
  oplog: '/oplog',
  /** change requests awaiting a second person (issue 34): `?id=` opens one; the header's count and every queued change link here */
  approvals: '/approvals',
  /** the current game's interface info (the header's game switcher links to it) */
  interfaceInfo: '/setting/interfaceInfo',
  /** a self-check run's results, `?id=` (the self-check platform links to a run) */
  checkTaskDetails: '/package/checkTask/details',
} as const;
