/**
 * Values of the games and projects contracts (games.ts, project.ts) that the console's forms read.
 * No schema here (docs/rules.md "API contract"): the console imports these at run time, and a module that builds
 * schemas would bring the schema library into the browser.
 */

export const GAME_REGIONS = ['domestic', 'overseas'] as const;
/** A parent game's alias: a lowercase letter, then 1–31 lowercase letters, digits or _. */
export const ALIAS_PATTERN = '^[a-z][a-z0-9_]{1,31}$';
/** A parent game's icon: an image data URI or an https address. */
export const ICON_PATTERN = '^(data:image/[A-Za-z+.-]+[;,]|https://)';
export const PROJECT_CODE_PATTERN = '^[a-z][a-z0-9_-]{1,31}$';
/** A child game's platform, and its package type (1 official, 2 channel, 3 test). */
export const CHILD_PLATFORMS = ['Android', 'iOS', 'PC', 'mini-game'] as const;
export const CHILD_GAME_TYPES = [1, 2, 3] as const;
