/**
 * Values of the games and projects contracts (games.ts, project.ts) that the console's forms read.
 * No schema here (docs/rules.md "API contract"): the console imports these at run time, and a module that builds
 * schemas would bring the schema library into the browser.
 */

export const GAME_REGIONS = ['domestic', 'overseas'] as const;
export const ALIAS_PATTERN = '^[a-z][a-z0-9_]{1,31}$';
export const PROJECT_CODE_PATTERN = '^[a-z][a-z0-9_-]{1,31}$';
