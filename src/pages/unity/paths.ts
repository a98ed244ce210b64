/**
 * The platform (unity) screens: every path the route table has under /unity. A path is also the screen's authority
 * key; a button's key is the screen's path and the action (`action(UNITY_PATHS.listGame, 'add')`).
 */
export const UNITY_PATHS = {
  root: '/unity',
  menu: '/unity/menu',
  people: '/unity/people',
  dicConfig: '/unity/dicConfig',
  keyConfig: '/unity/keyConfig',
  /** the new-game wizard */
  gameConfig: '/unity/gameConfig',
  listGame: '/unity/listGame',
  /** the platform's anti-addiction rules */
  antiAddiction: '/unity/anti-addiction',
} as const;
