/**
 * Stands in for `isomorphic-fetch` (imported by umi-request and dva for its side effect): the browsers the console
 * supports all have fetch, so the whatwg-fetch polyfill behind it (3 KiB gzip on every page) is left out. Aliased in
 * .umirc.ts and vitest.config.ts.
 */
export {};
