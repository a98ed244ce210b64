import { contract } from '../../src/contract';
import { apiFailure, packFailure } from './defineApi';
import { ApiError } from './errors';
import { header, type MockHandler, type MockRequest, type MockResponse } from './http';
import { pickLang, t } from './i18n';

/**
 * The catch-all of /api and /onlinepack: an unknown path answers 404 and a known path called with another method
 * 405 (with Allow), in the service's envelope, instead of the console's index.html that the SPA fallback of
 * `max dev`/`max preview` would send.
 *
 * umi tries the mock entries in the order it loaded their files (sorted by name) and runs the first that matches, so
 * this pattern may come before a specific handler: a request the other entries know is handed to their handler.
 */
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];
const PREFIXES = ['/api', '/onlinepack'];

type Entry = Record<string, unknown>;

function keyParts(key: string): [string, string] {
  const parts = key.split(/\s+/);
  return parts.length === 1 ? ['GET', key] : [parts[0].toUpperCase(), parts[1]];
}

export function fallbackHandlers(entries: Entry[]): Record<string, MockHandler> {
  const known = new Map<string, MockHandler>();
  entries.forEach((entry) =>
    Object.keys(entry).forEach((key) => {
      const [method, path] = keyParts(key);
      if (typeof entry[key] === 'function') known.set(`${method} ${path}`, entry[key] as MockHandler);
    }),
  );
  const allowed = (path: string): string[] => {
    const fromEntries = METHODS.filter((m) => known.has(`${m} ${path}`));
    const item = contract.paths[path];
    const fromContract = item ? (['GET', 'POST'] as const).filter((m) => item[m === 'GET' ? 'get' : 'post']) : [];
    return [...new Set([...fromEntries, ...fromContract])];
  };

  const handler: MockHandler = async (req: MockRequest, res: MockResponse) => {
    const method = (req.method || 'GET').toUpperCase();
    const path = req.path || '';
    const own = known.get(`${method} ${path}`);
    if (own) return own(req, res);
    const lang = pickLang(header(req, 'accept-language'));
    const allow = allowed(path);
    const err = allow.length
      ? new ApiError('A0405', t(lang, 'methodNotAllowed', { path, method, allowed: allow.join(', ') }), { status: 405 })
      : new ApiError('A0404', t(lang, 'notFoundPath', { method, path }), { status: 404 });
    if (allow.length) res.setHeader('Allow', allow.join(', '));
    res.status(err.status);
    res.json(path.startsWith('/onlinepack/') ? packFailure(err) : apiFailure(err));
  };

  const out: Record<string, MockHandler> = {};
  PREFIXES.forEach((prefix) => METHODS.forEach((m) => (out[`${m} ${prefix}/(.*)`] = handler)));
  return out;
}
