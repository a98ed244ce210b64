import type { Paths } from '../operation';
import * as antiAddiction from './antiAddiction';
import * as dict from './dict';
import * as games from './games';
import * as key from './key';
import * as menu from './menu';

/**
 * The unity area, platform configuration (src/pages/unity/README.md "Unity"): parent games and who may use
 * them (games.ts), menu entries (/unity/menu), dictionaries (/unity/dicConfig) and app keys (/unity/keyConfig).
 *
 * The request layer never sends `gameId` in a body (docs/rules.md "Body filter": it becomes X-Game-Id), so a record's
 * game travels as `scopeGameId` (0 general) or `parentGameId`; answers still call it gameId.
 */
export const paths = {
  ...games.paths,
  ...menu.paths,
  ...dict.paths,
  ...key.paths,
  ...antiAddiction.paths,
} satisfies Paths;
