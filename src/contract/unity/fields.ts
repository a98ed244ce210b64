import { choice, integer, NAME, REMARK, text } from '../field';
import { GAME_FIELDS } from '../setting/games/fields';
import { GAME_REGIONS } from '../setting/games/values';

/**
 * The unity area's form fields as the contract declares them (src/contract/field.ts): games.ts, dict.ts, key.ts and
 * menu.ts build their schemas from these, and the /unity screens' forms read them through fieldRules(). No schema
 * here: the console imports this module.
 */

/** A parent game as /unity/listGame and /unity/gameConfig write it (the alias is the one /setting writes). */
export const UNITY_GAME_FIELDS = {
  name: NAME,
  alias: GAME_FIELDS.alias,
  region: choice(GAME_REGIONS),
  entity: text({ minLength: 1, maxLength: 64 }),
  project: text({ minLength: 1, maxLength: 64 }),
};

export const DICT_FIELDS = {
  /** a dictionary's code: a lowercase letter, then 1–31 lowercase letters, digits or _ */
  code: text({ minLength: 1, maxLength: 32, pattern: '^[a-z][a-z0-9_]{1,31}$' }),
  name: NAME,
  description: REMARK,
  /** an item's label, its value (unique in its dictionary), its place and its badge colour (#RRGGBB or none) */
  label: NAME,
  value: text({ minLength: 1, maxLength: 64 }),
  sort: integer({ minimum: 0, maximum: 9999 }),
  color: text({ pattern: '^(#[0-9A-Fa-f]{6})?$' }),
};

export const KEY_FIELDS = {
  /** PEM (-----BEGIN PUBLIC KEY-----) or its Base64 body; the backend parses it as an RSA key */
  rsaPublicKey: text({
    maxLength: 4000,
    pattern: '^(-----BEGIN (RSA )?PUBLIC KEY-----[\\s\\S]+-----END (RSA )?PUBLIC KEY-----\\s*|[A-Za-z0-9+/=\\s]*)$',
  }),
  remark: REMARK,
};

/** Menu-entry types (docs/rules.md "Menu entries"): 1 menu, 2 button, 3 endpoint (2 and 3 never reach the side menu). */
export const MENU_TYPES = [1, 2, 3] as const;

export const MENU_FIELDS = {
  name: NAME,
  type: choice(MENU_TYPES),
  /** a route path, a button's '<page>:<action>' or an endpoint's path; empty for none */
  uri: text({ maxLength: 200, pattern: '^(/[A-Za-z0-9_./:-]*)?$' }),
  sortNumber: integer({ minimum: 0, maximum: 99999 }),
  /** an antd icon's name (SettingOutlined); empty for none */
  icon: text({ maxLength: 64, pattern: '^([A-Z][A-Za-z0-9]*)?$' }),
};
