/**
 * What differs between environments, read at start-up from `/config.json` beside index.html (docs/rules.md "Run-time
 * configuration"): one build serves every environment. The build's defaults (below; `public/config.json` holds the
 * same) apply when the file is absent, unreadable or not a JSON object; a key that is missing or invalid keeps its
 * default while the valid keys still apply. Each problem is written to the browser's console as a warning: a broken
 * file never stops the console.
 */
export interface RuntimeConfig {
  /** The user portal: login `{portalUrl}/login?targetUrl=…`, after sign-out `{portalUrl}/user`. */
  portalUrl: string;
  /** Shown in the header and on the sign-in page so nobody mistakes one environment for another; '' shows none. */
  environmentLabel: string;
  /** The label's background (#rgb or #rrggbb); its text is black or white, whichever reads better on it. */
  environmentColor: string;
  /** The business time zone (IANA name) when the backend states none with the signed-in person. */
  businessTimeZone: string;
  /**
   * Whether /user/login (password sign-in) renders without a session (true, the build's choice), or sends the browser
   * to the portal login like every other address (false: the spec's start-up read strictly). docs/rules.md "Start-up
   * and single sign-on".
   */
  passwordSignIn: boolean;
}

export const CONFIG_URL = '/config.json';

/** The build's defaults: the embedded backend's stand-in portal, no label, China's time. */
export const DEFAULT_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  portalUrl: '/portal',
  environmentLabel: '',
  environmentColor: '#ad4e00',
  businessTimeZone: 'Asia/Shanghai',
  passwordSignIn: true,
});

/** Long enough for any server that answers at all; a server that never answers must not hold the console back. */
export const CONFIG_TIMEOUT_MS = 5000;

const LABEL_MAX = 40;

/** A key's check: the value to use, or undefined when the given value cannot be used. */
type Checks = { [K in keyof RuntimeConfig]: (value: unknown) => RuntimeConfig[K] | undefined };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

/** Each key's check: the value to use, or undefined when the value cannot be used. */
const CHECKS: Checks = {
  portalUrl(value) {
    const url = text(value)?.replace(/\/+$/, '');
    if (!url) return undefined;
    // a path on this site ('/sso', not '//host', which is another site); or an absolute http(s) address
    if (url.startsWith('/')) return /^\/[/\\]/.test(url) ? undefined : url;
    try {
      const parsed = new URL(url);
      const web = parsed.protocol === 'https:' || parsed.protocol === 'http:';
      return web && !parsed.username && !parsed.password ? url : undefined;
    } catch {
      return undefined;
    }
  },
  environmentLabel(value) {
    const label = text(value);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a label holding control characters is refused on purpose
    return label !== undefined && label.length <= LABEL_MAX && !/[\u0000-\u001f\u007f]/.test(label) ? label : undefined;
  },
  environmentColor(value) {
    const color = text(value);
    return color && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : undefined;
  },
  businessTimeZone(value) {
    // the shape of an IANA name; whether this browser knows the zone is checked where it is used
    // (src/utils/businessTime.ts), so start-up makes no Intl object
    const zone = text(value);
    return zone && /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(zone) ? zone : undefined;
  },
  passwordSignIn(value) {
    // a JSON boolean only: "false" (a string) is a typo that must not turn a console's sign-in page on or off
    return typeof value === 'boolean' ? value : undefined;
  },
};

const KEYS = Object.keys(CHECKS) as Array<keyof RuntimeConfig>;

/** The configuration a parsed config.json gives, and what was wrong with it (each problem in one English line). */
export function parseRuntimeConfig(raw: unknown): { config: RuntimeConfig; problems: string[] } {
  const config: RuntimeConfig = { ...DEFAULT_CONFIG };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { config, problems: ['not a JSON object: every key keeps the build default'] };
  }
  const problems: string[] = [];
  const given = raw as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!Object.hasOwn(CHECKS, key)) problems.push(`unknown key "${key}" ignored (keys: ${KEYS.join(', ')})`);
  }
  for (const key of KEYS) {
    if (!Object.hasOwn(given, key)) continue;
    const value = CHECKS[key](given[key]);
    if (value === undefined) {
      problems.push(
        `"${key}": ${JSON.stringify(given[key])} cannot be used: the build default ${JSON.stringify(config[key])} applies`,
      );
    } else (config as Record<keyof RuntimeConfig, unknown>)[key] = value;
  }
  return { config, problems };
}

let current: RuntimeConfig = { ...DEFAULT_CONFIG };

/** The configuration in force (the build's defaults until {@link loadRuntimeConfig} has run). */
export const runtimeConfig = (): Readonly<RuntimeConfig> => current;

/** Sets the configuration in force (start-up, tests). */
export function setRuntimeConfig(next: RuntimeConfig): void {
  current = next;
}

const warn = (problem: string) => console.warn(`${CONFIG_URL}: ${problem}`);

/**
 * Reads /config.json (revalidated with the server on every start: an edited file applies at the next load, whatever
 * the caches hold) and puts it in force. Never fails: whatever goes wrong leaves the build's defaults, with a warning.
 * A 404 is no problem: the file is optional.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  timeoutMs: number = CONFIG_TIMEOUT_MS,
): Promise<Readonly<RuntimeConfig>> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  let raw: unknown;
  try {
    const res = await fetchImpl(CONFIG_URL, {
      cache: 'no-cache',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: abort.signal,
    });
    if (res.status === 404) return current;
    if (!res.ok) {
      warn(`HTTP ${res.status}: the build defaults apply`);
      return current;
    }
    raw = JSON.parse(await res.text());
  } catch (e) {
    const reason = abort.signal.aborted ? `no answer within ${timeoutMs} ms` : e instanceof Error ? e.message : e;
    warn(`${reason}: the build defaults apply`);
    return current;
  } finally {
    clearTimeout(timer);
  }
  const { config, problems } = parseRuntimeConfig(raw);
  problems.forEach(warn);
  current = config;
  return current;
}
