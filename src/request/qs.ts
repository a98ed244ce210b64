/**
 * The two calls umi-request makes of `qs` (`stringify(v, { arrayFormat: 'repeat', strictNullHandling: true })` for
 * query strings and form bodies, `parse(s, { strictNullHandling: true })` for URLSearchParams given as params), and
 * nothing more. The build aliases `qs` to this file (.umirc.ts, vitest.config.ts): the full qs brings side-channel,
 * get-intrinsic and object-inspect along, 14 KiB gzip on every page for two functions. qs.test.ts holds both against
 * the real qs over the shapes the console sends.
 *
 * Same output as qs with those options: keys and values percent-encoded as RFC 3986 (only A–Z a–z 0–9 - . _ ~ kept),
 * undefined skipped, null as a bare key, dates as ISO strings, arrays as repeated keys, objects as key[sub].
 */

export interface Options {
  arrayFormat?: 'repeat';
  strictNullHandling?: boolean;
}

const hex = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;

export function encode(value: string): string {
  const text = typeof String.prototype.toWellFormed === 'function' ? value.toWellFormed() : value;
  return encodeURIComponent(text).replace(/[!'()*]/g, hex);
}

function write(parts: string[], key: string, value: unknown, options: Options): void {
  if (value === undefined) return;
  if (value === null) {
    parts.push(options.strictNullHandling ? encode(key) : `${encode(key)}=`);
    return;
  }
  if (value instanceof Date) {
    parts.push(`${encode(key)}=${encode(value.toISOString())}`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item) => write(parts, key, item, options));
    return;
  }
  if (typeof value === 'object') {
    Object.keys(value as object).forEach((k) =>
      write(parts, `${key}[${k}]`, (value as Record<string, unknown>)[k], options),
    );
    return;
  }
  parts.push(`${encode(key)}=${encode(String(value))}`);
}

export function stringify(object: unknown, options: Options = {}): string {
  if (object === null || typeof object !== 'object') return '';
  const parts: string[] = [];
  Object.keys(object).forEach((key) => write(parts, key, (object as Record<string, unknown>)[key], options));
  return parts.join('&');
}

const decode = (text: string) => {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

type Parsed = Record<string, unknown>;

function assign(target: Parsed, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (!rest.length) {
    const old = target[head];
    target[head] = old === undefined ? value : ([] as unknown[]).concat(old, value);
    return;
  }
  const child = target[head];
  const next: Parsed = child && typeof child === 'object' && !Array.isArray(child) ? (child as Parsed) : {};
  target[head] = next;
  assign(next, rest, value);
}

/** `a=1&a=2&b&c[d]=3` → { a: ['1', '2'], b: null, c: { d: '3' } } (null for a bare key under strictNullHandling). */
export function parse(text: string, options: Options = {}): Parsed {
  const result: Parsed = Object.create(null);
  text
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .forEach((pair) => {
      const at = pair.indexOf('=');
      const rawKey = decode(at < 0 ? pair : pair.slice(0, at));
      const value = at < 0 ? (options.strictNullHandling ? null : '') : decode(pair.slice(at + 1));
      const bracket = rawKey.indexOf('[');
      const path =
        bracket > 0 && /^(\[[^[\]]+\])+$/.test(rawKey.slice(bracket))
          ? [rawKey.slice(0, bracket), ...[...rawKey.slice(bracket).matchAll(/\[([^[\]]+)\]/g)].map((m) => m[1])]
          : [rawKey];
      if (path.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) return;
      assign(result, path, value);
    });
  return { ...result };
}

export default { stringify, parse };
