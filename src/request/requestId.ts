import { REQUEST_ID_HEADER } from '../contract/headers';

/**
 * Request ids (docs/rules.md "Request ids and versions"): a call that creates something carries one in the
 * X-Request-Id header, made once per opened dialog or form (`useRequestId`), so a retry or a second click of the same
 * dialog sends the same id and the backend answers the first result instead of creating a second one.
 */
export { REQUEST_ID_HEADER };

/** A fresh id: 'r' and 24 random hexadecimal digits (crypto.getRandomValues works outside secure contexts too). */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `r${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The headers with X-Request-Id set to `id` (a header of that name the caller set is replaced); unchanged without. */
export function withRequestId(headers: Record<string, string>, id: string | undefined): Record<string, string> {
  if (!id) return headers;
  const out: Record<string, string> = {};
  Object.keys(headers).forEach((k) => {
    if (k.toLowerCase() !== REQUEST_ID_HEADER.toLowerCase()) out[k] = headers[k];
  });
  out[REQUEST_ID_HEADER] = id;
  return out;
}
