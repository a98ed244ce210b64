import { text } from '../field';

/**
 * Values of the /special contracts that the console's forms read (and /operate's, which target client versions too).
 * No schema here (docs/rules.md "API contract"): the console imports these at run time, and a module that builds
 * schemas would bring the schema library into the browser.
 */

/** A semantic version (1.2.10: up to four numeric parts); empty means that end of the range is open. */
export const VERSION_PATTERN = '^\\d{1,6}(\\.\\d{1,6}){0,3}$';

/** A client version field: digits and dots (VERSION_PATTERN), at most 32 characters. */
export const VERSION = text({ pattern: VERSION_PATTERN, maxLength: 32 });
