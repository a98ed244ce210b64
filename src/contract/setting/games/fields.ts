import { choice, integer, NAME, REMARK, text } from '../../field';
import { REGIONS } from '../../payTypes';
import { GATEWAY_PATTERN } from './gateway';
import {
  ALIAS_PATTERN,
  CHILD_GAME_TYPES,
  CHILD_PLATFORMS,
  GAME_REGIONS,
  ICON_PATTERN,
  PROJECT_CODE_PATTERN,
} from './values';

/**
 * The form fields of parent games, their lines, child games and projects as the contract declares them
 * (src/contract/field.ts): games.ts, project.ts and src/contract/setting.ts build their schemas from these, and the
 * /setting screens' forms read them through fieldRules(). No schema here: the console imports this module.
 */
export const GAME_FIELDS = {
  name: NAME,
  alias: text({ minLength: 1, maxLength: 32, pattern: ALIAS_PATTERN }),
  region: choice(GAME_REGIONS),
  entity: text({ maxLength: 64 }),
  /** an image data URI or an https address (a data URI is long: a small image fits) */
  icon: text({ maxLength: 20000, pattern: ICON_PATTERN }),
};

export const LINE_FIELDS = {
  name: NAME,
  region: choice(REGIONS),
  /** host:port or an http(s) URL; a port 1–65535 and an IPv4 address's parts are checked by isGatewayAddress() */
  gateway: text({ minLength: 1, maxLength: 200, pattern: GATEWAY_PATTERN }),
  sort: integer({ minimum: 0, maximum: 9999 }),
};

export const CHILD_GAME_FIELDS = {
  name: NAME,
  platform: choice(CHILD_PLATFORMS),
  /** a package name or bundle id (a mini-game's appid) */
  packageName: text({ minLength: 3, maxLength: 128, pattern: '^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z0-9_]+)*$' }),
  type: choice(CHILD_GAME_TYPES),
};

export const PROJECT_FIELDS = {
  name: text({ minLength: 1, maxLength: 64 }),
  code: text({ minLength: 1, maxLength: 32, pattern: PROJECT_CODE_PATTERN }),
  description: REMARK,
};
