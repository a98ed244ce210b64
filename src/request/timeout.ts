/**
 * The one request timeout (docs/rules.md "Timeouts": 3600000 ms) for every way a call goes out: api(), pack(),
 * upload(), download(). umi-request applies it to the fetch calls; upload()'s XMLHttpRequest gets the same limit and
 * the same error.
 */
export const TIMEOUT = 3600000;

/** The error a timed-out call ends with (umi-request's RequestError of type 'Timeout'; docs/rules.md "Timeouts"). */
export function timeoutError(ms: number): Error & { type: 'Timeout' } {
  const e = Object.assign(new Error(`timeout of ${ms}ms exceeded`), { type: 'Timeout' as const });
  e.name = 'RequestError';
  return e;
}
