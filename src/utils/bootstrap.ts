import { history } from '@umijs/max';
import { APP_PATHS } from '@/utils/appPaths';
import { ssoLogin } from '@/services/auth';
import { BizError } from '../request/errors';
import { t } from './i18n';
import { browser, portalBase, portalLoginUrl } from './portal';
import { runtimeConfig } from './runtimeConfig';
import { local, session, STORAGE_KEYS } from './storage';

/** Where the console goes after single sign-on (docs/rules.md "Start-up and single sign-on"). */
export const SSO_REDIRECT = APP_PATHS.gameSelect;

/** The password sign-in page: renders without a session while config.json's passwordSignIn is on (the default). */
export const LOGIN_PATH = '/user/login';
/** Pages outside the console (no person, menu or games to load): the sign-in page and the error page. */
export const PUBLIC_PATHS = [LOGIN_PATH, '/exception'];

const under = (pathname: string, p: string) => pathname === p || pathname.startsWith(`${p}/`);

/**
 * Whether an address renders without a session: /exception always; /user/login unless config.json says
 * `passwordSignIn: false`. **Choice** (docs/rules.md "Start-up and single sign-on"): the spec lists /user/login as a
 * route, so by default it renders; the strict reading (every address goes to the portal) is one setting away.
 */
export function rendersWithoutSession(pathname: string): boolean {
  if (under(pathname, LOGIN_PATH)) return runtimeConfig().passwordSignIn;
  return PUBLIC_PATHS.some((p) => under(pathname, p));
}

export type StartupResult = 'render' | 'redirect';

/**
 * Startup (docs/rules.md "Start-up and single sign-on"), before the first render:
 * - a `satoken` query: clear local and session storage, keep it as saToken, exchange it for a session token (sToken),
 *   go to /gameSelect, render. A failed exchange renders /exception with the reason and a way back to the portal.
 * - a stored sToken: render.
 * - otherwise: the browser goes to the portal login with targetUrl = the current origin (/exception still renders,
 *   and /user/login while config.json's passwordSignIn is on: rendersWithoutSession),
 *   unless the console itself is what answers at the portal's address (a portalUrl that leads back to this site, e.g.
 *   the default /portal behind a server without the stand-in): then /exception says so rather than loop for ever.
 */
export async function startup(
  loc: Location = window.location,
  // the router's history already exists when startup runs: move it, not only the address bar
  navigate: (url: string) => void = (url) => history.replace(url),
): Promise<StartupResult> {
  const params = new URLSearchParams(loc.search);
  const satoken = params.get('satoken');
  if (satoken) {
    local.clear();
    session.clear();
    local.set(STORAGE_KEYS.saToken, satoken);
    try {
      const res = await ssoLogin(satoken);
      local.set(STORAGE_KEYS.sToken, res.data.token);
      navigate(SSO_REDIRECT);
    } catch (e) {
      const code = e instanceof BizError ? e.info.errorCode || 'SSO' : 'SSO';
      const text = e instanceof BizError ? e.info.errorMessage || '' : e instanceof Error ? e.message : '';
      navigate(`/exception?errorCode=${encodeURIComponent(code)}&errorMessage=${encodeURIComponent(text)}&sso=1`);
    }
    return 'render';
  }
  if (local.get(STORAGE_KEYS.sToken)) return 'render';
  if (rendersWithoutSession(loc.pathname)) return 'render';
  if (atPortal(loc)) {
    navigate(`/exception?errorCode=PORTAL&errorMessage=${encodeURIComponent(t('exception.portalLoop'))}`);
    return 'render';
  }
  browser.replace(portalLoginUrl(loc.origin));
  return 'redirect';
}

/** Whether `loc` is on the portal's address: the console was served where the portal should answer. */
function atPortal(loc: Location): boolean {
  const portal = new URL(portalBase() || '/', loc.origin);
  if (portal.origin !== loc.origin) return false;
  const path = portal.pathname.replace(/\/+$/, '');
  return loc.pathname === path || loc.pathname.startsWith(`${path}/`);
}
