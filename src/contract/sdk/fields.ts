import { choice, NAME, REMARK, text } from '../field';

/**
 * The sdk area's form fields as the contract declares them (src/contract/field.ts): the schemas of records.ts and
 * index.ts are built from these, and the screens' forms (/sdk/appMarket, /sdk/channel, /sdk/plugin, their upload
 * dialogs) read them through fieldRules(). No schema here: the console imports this module.
 */
export const OS_LIST = ['Android', 'iOS', 'HarmonyOS'] as const;
export const INTEGRATION_STATUSES = ['integrated', 'debugging', 'notIntegrated'] as const;
export const PARAM_USERS = ['client', 'build', 'server'] as const;
export const PLUGIN_TYPES = ['analytics', 'push', 'ads'] as const;
export const TOOL_PLATFORMS = ['Windows', 'macOS', 'Linux'] as const;

/** A market's, vendor's or plugin's code: a lowercase letter first, then lowercase letters, digits or _; 2–32. */
const CODE = text({ minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' });
/** A version of a release or a plugin: a letter or digit first, then letters, digits, '.', '_' or '-'; 1–32. */
const VERSION = text({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z][0-9A-Za-z._-]*$' });
/** A vendor's callback address: http(s) and no blanks; empty for none. */
const URL = text({ maxLength: 256, pattern: '^(https?://\\S+)?$' });

/** A parameter key a vendor or a plugin asks for, its name, and a value (a vendor's, or a game's for a plugin). */
export const PARAM_FIELDS = {
  key: text({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' }),
  name: text({ minLength: 1, maxLength: 64 }),
  usedBy: choice(PARAM_USERS),
  value: text({ maxLength: 2000 }),
};

export const APP_MARKET_FIELDS = {
  name: NAME,
  code: CODE,
  os: choice(OS_LIST),
  integrationStatus: choice(INTEGRATION_STATUSES),
};

export const CHANNEL_FIELDS = {
  name: NAME,
  code: CODE,
  loginVerifyUrl: URL,
  payCallbackUrl: URL,
};

export const PLUGIN_FIELDS = {
  name: text({ minLength: 1, maxLength: 64 }),
  code: CODE,
  type: choice(PLUGIN_TYPES),
  version: VERSION,
  description: REMARK,
};

/** An uploaded release: a vendor SDK version or a packaging tool version. */
export const RELEASE_FIELDS = {
  version: VERSION,
  notes: text({ maxLength: 500 }),
  platform: choice(TOOL_PLATFORMS),
};
