import { session, STORAGE_KEYS } from './storage';

/**
 * The security check (docs/rules.md "Routes and authority"): the stored authority (a string or a list, kept in
 * session storage under the packing-tools authority key) against the authorities a route or button requires.
 */
export type Authority = string | string[];

export function readAuthority(): string[] {
  const raw = session.get(STORAGE_KEYS.authority);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter((x): x is string => typeof x === 'string');
    if (typeof parsed === 'string') return [parsed];
  } catch {
    return [raw];
  }
  return [];
}

export function saveAuthority(authority: Authority) {
  session.set(STORAGE_KEYS.authority, JSON.stringify(authority));
}

export function clearAuthority() {
  session.remove(STORAGE_KEYS.authority);
}

const toList = (a: Authority | null | undefined): string[] =>
  a === null || a === undefined ? [] : Array.isArray(a) ? a : [a];

/** True when nothing is required, or when the stored authority holds one of the required keys. */
export function checkAuthority(required: Authority | null | undefined, stored: Authority | null | undefined): boolean {
  const need = toList(required);
  if (!need.length) return true;
  const have = new Set(toList(stored));
  return need.some((k) => have.has(k));
}

/** All authorities along a matched route chain must pass (a group gates its children). */
export function checkRouteChain(
  chain: Array<{ authority?: Authority }>,
  stored: Authority | null | undefined,
): boolean {
  return chain.every((r) => checkAuthority(r.authority, stored));
}
