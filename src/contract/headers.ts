/**
 * Header names and patterns of the wire protocol that the console needs at run time. No schema here: this module is
 * imported by the request layer, which reaches every page, and must not pull the schema library into the browser.
 */

/** The header that carries a call's request id (docs/rules.md "Request ids and versions"). */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A request id: 8–64 letters, digits, `_` or `-`. */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
