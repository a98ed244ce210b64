/**
 * docs/rules.md "Body filter": fields that are undefined, null or '' leave the body for the filtered set; gameId and
 * childGameId never travel in the body (the child game goes in X-Child-Game-Id or bodyChildGameId, see headers.ts;
 * X-Game-Id is the session's game, or the call's own explicit header).
 */
export type Plain = Record<string, unknown>;

const NEVER_IN_BODY = ['gameId', 'childGameId'];

export function isPlainObject(v: unknown): v is Plain {
  return Object.prototype.toString.call(v) === '[object Object]';
}

export function filterBody(data: unknown): { body: unknown; filtered: Plain } {
  if (!isPlainObject(data)) return { body: data, filtered: {} };
  const body: Plain = {};
  const filtered: Plain = {};
  Object.keys(data).forEach((key) => {
    const value = data[key];
    if (value === undefined || value === null || value === '' || NEVER_IN_BODY.includes(key)) {
      filtered[key] = value;
    } else {
      body[key] = value;
    }
  });
  return { body, filtered };
}
